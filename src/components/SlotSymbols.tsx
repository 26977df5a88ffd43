import type { SymbolCode } from '@contract/slot';
import type { ReactNode } from 'react';

/**
 * The slot's symbols, drawn for this project (Thai treasure: the crown, the treasure chest, the
 * white elephant, the naga, the lotus, the gold coin and five card ranks). Each is a 100x100 SVG;
 * their gradients live once in <SymbolDefs/> (a gradient referenced from a hidden SVG would not
 * paint, so the defs sit in a zero-size SVG that is never display:none).
 */
export function SymbolDefs() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      <defs>
        <linearGradient id="st-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff6cf" />
          <stop offset="0.35" stopColor="#f7d04a" />
          <stop offset="0.7" stopColor="#de9b13" />
          <stop offset="1" stopColor="#8d5b0c" />
        </linearGradient>
        <linearGradient id="st-ivory" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#d9d0b8" />
        </linearGradient>
        <linearGradient id="st-wood" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9a4e1c" />
          <stop offset="1" stopColor="#4a230b" />
        </linearGradient>
        <linearGradient id="st-jade" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6ee7b7" />
          <stop offset="0.5" stopColor="#10b981" />
          <stop offset="1" stopColor="#065f46" />
        </linearGradient>
        <linearGradient id="st-pink" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1f7" />
          <stop offset="0.55" stopColor="#f9a8d4" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
        <radialGradient id="st-bg-red" cx="0.5" cy="0.4" r="0.65">
          <stop offset="0" stopColor="#c62828" />
          <stop offset="1" stopColor="#4a0505" />
        </radialGradient>
        <radialGradient id="st-bg-purple" cx="0.5" cy="0.4" r="0.65">
          <stop offset="0" stopColor="#7e22ce" />
          <stop offset="1" stopColor="#2a0845" />
        </radialGradient>
        <radialGradient id="st-bg-teal" cx="0.5" cy="0.4" r="0.65">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#042f2e" />
        </radialGradient>
        <radialGradient id="st-bg-blue" cx="0.5" cy="0.4" r="0.65">
          <stop offset="0" stopColor="#1d4ed8" />
          <stop offset="1" stopColor="#0b1a45" />
        </radialGradient>
        <radialGradient id="st-bg-maroon" cx="0.5" cy="0.4" r="0.65">
          <stop offset="0" stopColor="#9f1239" />
          <stop offset="1" stopColor="#3b0516" />
        </radialGradient>
        <radialGradient id="st-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff7cc" stopOpacity="0.95" />
          <stop offset="1" stopColor="#fff7cc" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="st-rank-a" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffb4a8" />
          <stop offset="1" stopColor="#d3261b" />
        </linearGradient>
        <linearGradient id="st-rank-k" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b9dcff" />
          <stop offset="1" stopColor="#1e63d6" />
        </linearGradient>
        <linearGradient id="st-rank-q" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f0c8ff" />
          <stop offset="1" stopColor="#9333ea" />
        </linearGradient>
        <linearGradient id="st-rank-j" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c8ffd9" />
          <stop offset="1" stopColor="#16a34a" />
        </linearGradient>
        <linearGradient id="st-rank-t" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe0b0" />
          <stop offset="1" stopColor="#ea7a0c" />
        </linearGradient>
      </defs>
    </svg>
  );
}

const GOLD = 'url(#st-gold)';
/** Inline, so the page's font rules (which outrank SVG presentation attributes) cannot shrink it. */
const svgFont = (size: number) => ({ font: `700 ${size}px Kanit, sans-serif` });
const INK = '#3b2604';

const Medallion = ({ bg }: { bg: string }) => <circle cx="50" cy="50" r="45" fill={`url(#${bg})`} stroke={GOLD} strokeWidth="3.5" />;

const Ribbon = ({ text, size = 13 }: { text: string; size?: number }) => (
  <g>
    <path d="M10 74 h80 l-5 8 5 8 h-80 l5 -8 z" fill="#7a0a0a" stroke={GOLD} strokeWidth="2" />
    <text x="50" y="86.5" textAnchor="middle" fill="#fce588" style={svgFont(size)}>
      {text}
    </text>
  </g>
);

const Crown = () => (
  <g>
    <Medallion bg="st-bg-red" />
    <circle cx="50" cy="40" r="30" fill="url(#st-glow)" opacity="0.55" />
    {/* The tiered spire of a Thai chada crown. */}
    <path
      d="M50 5 L54 16 L52.5 16 L57 26 L55 26 L60 37 L57.5 37 L63 49 L37 49 L42.5 37 L40 37 L45 26 L43 26 L47.5 16 L46 16 Z"
      fill={GOLD}
      stroke={INK}
      strokeWidth="1.2"
      strokeLinejoin="round"
    />
    <path d="M44 26 h12 M42 37 h16" stroke={INK} strokeWidth="1" />
    <rect x="33" y="48" width="34" height="7" rx="2" fill={GOLD} stroke={INK} strokeWidth="1.2" />
    <path d="M29 55 h42 l-5 15 h-32 z" fill={GOLD} stroke={INK} strokeWidth="1.2" strokeLinejoin="round" />
    <path d="M29 55 l-7 10 l9 3 z M71 55 l7 10 l-9 3 z" fill={GOLD} stroke={INK} strokeWidth="1" />
    <circle cx="50" cy="62" r="4.5" fill="#e11d48" stroke="#fff3c4" strokeWidth="1.2" />
    <circle cx="39" cy="62" r="2.3" fill="#22c55e" stroke="#fff3c4" strokeWidth="0.8" />
    <circle cx="61" cy="62" r="2.3" fill="#22c55e" stroke="#fff3c4" strokeWidth="0.8" />
    <Ribbon text="ไวลด์" size={14} />
  </g>
);

const Chest = () => (
  <g>
    <Medallion bg="st-bg-purple" />
    <ellipse cx="50" cy="40" rx="34" ry="22" fill="url(#st-glow)" />
    <path d="M23 42 Q50 14 77 42 L77 47 L23 47 Z" fill="url(#st-wood)" stroke={GOLD} strokeWidth="2.2" strokeLinejoin="round" />
    <path d="M35 30 Q50 22 65 30" stroke={GOLD} strokeWidth="2" fill="none" />
    {[32, 42, 50, 58, 68].map((x, i) => (
      <circle key={x} cx={x} cy={i % 2 ? 43 : 45} r="5.5" fill={GOLD} stroke={INK} strokeWidth="0.8" />
    ))}
    <path d="M47 34 l3 -6 l3 6 l-3 3 z" fill="#38bdf8" stroke="#e0f2fe" strokeWidth="0.8" />
    <rect x="21" y="47" width="58" height="25" rx="3" fill="url(#st-wood)" stroke={GOLD} strokeWidth="2.2" />
    <rect x="21" y="52" width="58" height="4" fill={GOLD} />
    <rect x="29" y="47" width="4" height="25" fill={GOLD} />
    <rect x="67" y="47" width="4" height="25" fill={GOLD} />
    <rect x="45" y="50" width="10" height="13" rx="2" fill={GOLD} stroke={INK} strokeWidth="1" />
    <circle cx="50" cy="56" r="1.8" fill={INK} />
    <Ribbon text="สแคตเตอร์" size={12} />
  </g>
);

const Elephant = () => (
  <g>
    <Medallion bg="st-bg-maroon" />
    <g stroke="#7d7360" strokeWidth="1.3" strokeLinejoin="round">
      <rect x="66" y="58" width="8" height="19" rx="3" fill="#cfc6ae" />
      <rect x="76" y="56" width="7" height="19" rx="3" fill="#cfc6ae" />
      <path d="M83 50 q6 4 4 12" fill="none" strokeWidth="2" />
      <ellipse cx="62" cy="52" rx="23" ry="17" fill="url(#st-ivory)" />
      <rect x="44" y="58" width="9" height="20" rx="3" fill="url(#st-ivory)" />
      <rect x="55" y="60" width="9" height="18" rx="3" fill="url(#st-ivory)" />
    </g>
    {/* The trunk: a dark outline under an ivory stroke, curling forward at the tip. */}
    <path d="M27 48 C 20 56, 20 66, 23 73 C 25 78, 18 80, 16 75" stroke="#7d7360" strokeWidth="10" fill="none" strokeLinecap="round" />
    <path d="M27 48 C 20 56, 20 66, 23 73 C 25 78, 18 80, 16 75" stroke="#f3eee0" strokeWidth="7.5" fill="none" strokeLinecap="round" />
    <circle cx="36" cy="43" r="15" fill="url(#st-ivory)" stroke="#7d7360" strokeWidth="1.3" />
    <path d="M42 30 C 58 28, 60 56, 45 59 C 41 52, 40 40, 42 30 Z" fill="#e4dcc5" stroke="#7d7360" strokeWidth="1.3" />
    <path d="M27 54 q-5 4 -11 3" stroke="#fffdf5" strokeWidth="3" strokeLinecap="round" fill="none" />
    <circle cx="32" cy="40" r="1.9" fill="#2b1d0e" />
    {/* Royal saddle cloth and head ornament. */}
    <path d="M56 36 h20 l-2 18 h-16 z" fill="#b91c1c" stroke={GOLD} strokeWidth="2" strokeLinejoin="round" />
    <path d="M58 49 h16" stroke={GOLD} strokeWidth="1.5" />
    <circle cx="66" cy="43" r="2.5" fill={GOLD} />
    <path d="M30 29 l5 -11 l5 11 z" fill={GOLD} stroke={INK} strokeWidth="0.8" />
    <path d="M27 31 h16" stroke={GOLD} strokeWidth="2.5" strokeLinecap="round" />
  </g>
);

const Naga = () => (
  <g>
    <Medallion bg="st-bg-teal" />
    <path
      d="M74 84 C 94 68, 74 52, 54 57 C 32 62, 20 50, 34 36"
      stroke="url(#st-jade)"
      strokeWidth="13"
      fill="none"
      strokeLinecap="round"
    />
    <path d="M74 84 C 94 68, 74 52, 54 57 C 32 62, 20 50, 34 36" stroke="#d1fae5" strokeWidth="2.5" strokeDasharray="2 5" fill="none" />
    {/* The head with its flame crest. */}
    <path d="M28 24 L31 8 L37 20 L42 5 L46 20 L54 9 L51 25 Z" fill={GOLD} stroke={INK} strokeWidth="1" strokeLinejoin="round" />
    <ellipse cx="40" cy="31" rx="15" ry="10" fill="url(#st-jade)" stroke="#064e3b" strokeWidth="1.5" transform="rotate(-18 40 31)" />
    <path d="M26 36 q-6 2 -9 -1 M26 36 q-5 5 -9 5" stroke="#ef4444" strokeWidth="1.8" fill="none" strokeLinecap="round" />
    <circle cx="38" cy="28" r="2.6" fill="#fde047" stroke="#713f12" strokeWidth="0.8" />
    <circle cx="38" cy="28" r="1" fill="#111" />
  </g>
);

const Lotus = () => (
  <g>
    <Medallion bg="st-bg-blue" />
    <ellipse cx="33" cy="76" rx="17" ry="6" fill="#15803d" stroke="#052e16" strokeWidth="1" />
    <ellipse cx="67" cy="76" rx="17" ry="6" fill="#16a34a" stroke="#052e16" strokeWidth="1" />
    {[-62, -32, 32, 62, 0].map((deg) => (
      <path
        key={deg}
        d="M50 74 C 36 60, 38 38, 50 22 C 62 38, 64 60, 50 74 Z"
        fill="url(#st-pink)"
        stroke="#9d174d"
        strokeWidth="1.2"
        transform={`rotate(${deg} 50 74)`}
      />
    ))}
    <path d="M50 70 L50 34" stroke="#fbcfe8" strokeWidth="1" opacity="0.8" />
    <circle cx="50" cy="66" r="5" fill={GOLD} stroke={INK} strokeWidth="0.8" />
  </g>
);

const Coin = () => (
  <g>
    <circle cx="50" cy="52" r="40" fill="#5c3b06" opacity="0.6" />
    <circle cx="50" cy="49" r="40" fill={GOLD} stroke={INK} strokeWidth="2" />
    <circle cx="50" cy="49" r="31" fill="none" stroke="#8d5b0c" strokeWidth="2.5" />
    <circle cx="50" cy="49" r="27" fill="none" stroke="#fff3c4" strokeWidth="1" strokeDasharray="2 3" />
    <text x="50" y="64" textAnchor="middle" fill="#7a4b06" style={svgFont(42)}>
      ฿
    </text>
    <path d="M26 32 q10 -14 26 -16" stroke="#fffbea" strokeWidth="3" strokeLinecap="round" fill="none" opacity="0.8" />
  </g>
);

const Rank = ({ text, fill }: { text: string; fill: string }) => (
  <g>
    <path d="M22 80 q28 12 56 0" stroke={GOLD} strokeWidth="3" fill="none" strokeLinecap="round" />
    <path d="M44 86 l6 -6 l6 6 l-6 6 z" fill={GOLD} />
    <text
      x="50"
      y="70"
      textAnchor="middle"
      fill={`url(#${fill})`}
      stroke="#140d02"
      strokeWidth="5"
      paintOrder="stroke"
      style={{ ...svgFont(text.length > 1 ? 50 : 64), letterSpacing: text.length > 1 ? '-3px' : 0 }}
    >
      {text}
    </text>
  </g>
);

const ART: Record<SymbolCode, () => ReactNode> = {
  W: Crown,
  S: Chest,
  E: Elephant,
  N: Naga,
  L: Lotus,
  C: Coin,
  A: () => <Rank text="A" fill="st-rank-a" />,
  K: () => <Rank text="K" fill="st-rank-k" />,
  Q: () => <Rank text="Q" fill="st-rank-q" />,
  J: () => <Rank text="J" fill="st-rank-j" />,
  T: () => <Rank text="10" fill="st-rank-t" />,
};

/** One symbol; `label` (its Thai name from the paytable) makes it an image for screen readers. */
export function SlotSymbol({ code, label }: { code: SymbolCode; label?: string }) {
  const Art = ART[code];
  return (
    <svg
      viewBox="0 0 100 100"
      width="100%"
      height="100%"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <Art />
    </svg>
  );
}
