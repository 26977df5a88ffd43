import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Notice = { id: number; text: string; tone: 'info' | 'error' | 'win' };

/** How long a notice stays over the game. */
const NOTICE_MS = 2600;

/** GameClientProps.notify: one short message at a time over the game, replaced by the next. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const seq = useRef(0);
  const notify = useCallback((text: string, tone: Notice['tone'] = 'info') => {
    seq.current += 1;
    setNotice({ id: seq.current, text, tone });
  }, []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice((n) => (n?.id === notice.id ? null : n)), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return { notice, notify, dismiss: () => setNotice(null) };
}

const TONES = {
  info: { bg: 'rgba(12, 20, 14, 0.92)', border: '#8d5b0c', color: '#fff3c4' },
  error: { bg: 'rgba(60, 10, 10, 0.94)', border: '#f87171', color: '#fee2e2' },
  win: { bg: 'linear-gradient(180deg, #3a2a05 0%, #1a1203 100%)', border: '#f5c542', color: '#fce588' },
} as const;

export function GameNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const tone = notice ? TONES[notice.tone] : TONES.info;
  return (
    <Box position="absolute" top="3" left="0" right="0" zIndex="overlay" display="flex" justifyContent="center" pointerEvents="none" px="3">
      <Box role={notice?.tone === 'error' ? 'alert' : 'status'} aria-live="polite">
        {notice && (
          <chakra.button
            type="button"
            key={notice.id}
            onClick={onDismiss}
            pointerEvents="auto"
            maxW="min(92vw, 480px)"
            px="5"
            py="2.5"
            rounded="full"
            bg={tone.bg}
            borderWidth="1px"
            borderColor={tone.border}
            color={tone.color}
            fontWeight={notice.tone === 'win' ? 'bold' : 'medium'}
            fontSize={notice.tone === 'win' ? 'lg' : 'sm'}
            boxShadow="0 6px 24px rgba(0,0,0,0.6)"
            textAlign="center"
            className="play-notice"
            data-testid="play-notice"
          >
            {notice.text}
          </chakra.button>
        )}
      </Box>
    </Box>
  );
}
