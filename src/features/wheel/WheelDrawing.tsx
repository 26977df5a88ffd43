import { Box } from '@chakra-ui/react';
import type { WheelSlot } from '@contract/wheel';
import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { useEffect, useRef } from 'react';
import { labelPlacement, segmentPath } from './geometry';

/** Seconds of a spin: a long ease-out, as a wheel slows down. */
const SPIN_SECONDS = 4.5;

/**
 * The SVG wheel: the board's segments clockwise from the pointer at the top, turned by framer-motion
 * to `rotation` (the page computes it from the segment the server chose). `onLanded` is called once
 * the wheel stops after a spin; with reduced motion the wheel jumps there at once.
 */
export function WheelDrawing({
  slots,
  rotation,
  spinning,
  onLanded,
}: {
  slots: WheelSlot[];
  rotation: number;
  spinning: boolean;
  onLanded: () => void;
}) {
  const reduce = useReducedMotion();
  const landed = useRef(onLanded);
  landed.current = onLanded;
  useEffect(() => {
    if (reduce && spinning) landed.current();
  }, [reduce, spinning]);
  const n = slots.length;
  return (
    <Box position="relative" w="full" maxW={{ base: '320px', sm: '400px' }} mx="auto" aspectRatio="1" data-testid="wheel">
      {/* The pointer. */}
      <Box position="absolute" top="-2" left="50%" transform="translateX(-50%)" zIndex="1" aria-hidden>
        <svg width="32" height="36" viewBox="0 0 32 36">
          <title>ลูกศรชี้รางวัล</title>
          <path d="M16 36 L2 4 Q16 -4 30 4 Z" fill="#f5c542" stroke="#5c4300" strokeWidth="2" />
        </svg>
      </Box>
      <LazyMotion features={domAnimation} strict>
        <m.div
          style={{ width: '100%', height: '100%' }}
          initial={false}
          animate={{ rotate: rotation }}
          transition={reduce ? { duration: 0 } : { duration: SPIN_SECONDS, ease: [0.12, 0.8, 0.18, 1] }}
          onAnimationComplete={() => {
            if (!reduce && spinning) landed.current();
          }}
          data-testid="wheel-rotor"
          data-rotation={rotation}
        >
          <svg viewBox="-100 -100 200 200" width="100%" height="100%" role="img" aria-label="กงล้อนำโชค">
            <circle r="99" fill="#1a1408" stroke="#d4a017" strokeWidth="2" />
            {slots.map((s, i) => {
              const label = labelPlacement(i, n, 88);
              return (
                <g key={s.index} data-testid="wheel-segment" aria-label={s.label}>
                  <path d={segmentPath(i, n, 95)} fill={s.color} stroke="#0b0b0f" strokeWidth="0.8" />
                  <text
                    data-testid="wheel-label"
                    data-angle={label.angle}
                    // Upright at rest: the right half reads out to the rim, the left half in from it.
                    transform={`rotate(${label.angle}) translate(${label.x} 0)`}
                    textAnchor={label.anchor}
                    dominantBaseline="middle"
                    fontSize={n > 10 ? 5 : 5.8}
                    // Long labels are squeezed to stay clear of the hub (r 14): between r 88 and r 28.
                    textLength={s.label.length > 9 ? 60 : undefined}
                    lengthAdjust="spacingAndGlyphs"
                    fontWeight="700"
                    fill="#fff"
                    stroke="rgba(0,0,0,0.45)"
                    strokeWidth="0.3"
                  >
                    {s.label}
                  </text>
                </g>
              );
            })}
            <circle r="14" fill="#d4a017" stroke="#5c4300" strokeWidth="2" />
            <circle r="5" fill="#5c4300" />
          </svg>
        </m.div>
      </LazyMotion>
    </Box>
  );
}
