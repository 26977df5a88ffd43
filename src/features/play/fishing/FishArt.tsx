import type { ReactNode } from 'react';
import { ASPECT } from './scene';

/**
 * The fish, drawn as SVG facing right (the view mirrors those swimming left). Gradients live once in
 * <FishDefs/> (rendered by the scene), so each fish is a handful of shapes without ids of its own.
 */
export function FishDefs() {
  const g = (id: string, from: string, to: string) => (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        {g('gf-orange', '#ffa03a', '#e0530b')}
        {g('gf-puffer', '#f9e08a', '#c99a2e')}
        {g('gf-angel', '#e3f0fb', '#6b8fb8')}
        {g('gf-shell', '#58a862', '#1f5a2a')}
        {g('gf-ray', '#9a7fbb', '#4b3a66')}
        {g('gf-octo', '#ef6f9d', '#8e1e4e')}
        {g('gf-shark', '#a9bccb', '#4a5d6e')}
        {g('gf-whaleshark', '#3f6a98', '#1b3152')}
        {g('gf-whale', '#5a90d0', '#1d3d72')}
        {g('gf-gold', '#fff0a8', '#c8900f')}
        {g('gf-dragon', '#ff5a4f', '#8e0000')}
      </defs>
    </svg>
  );
}

const EYE = (x: number, y: number, r = 4) => (
  <>
    <circle cx={x} cy={y} r={r} fill="#fff" />
    <circle cx={x + r * 0.25} cy={y} r={r * 0.55} fill="#111" />
  </>
);

const CROWN = (x: number, y: number) => (
  <path d={`M${x} ${y} l2 -7 l3 4 l3 -6 l3 6 l3 -4 l2 7 z`} fill="#ffd84a" stroke="#8d5b0c" strokeWidth="0.8" />
);

const spikes = (cx: number, cy: number, r: number) =>
  Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2;
    const p = (d: number, da: number) => `${(cx + Math.cos(a + da) * d).toFixed(1)} ${(cy + Math.sin(a + da) * d).toFixed(1)}`;
    // biome-ignore lint/suspicious/noArrayIndexKey: the spikes are fixed positions round the body
    return <path key={i} d={`M${p(r - 1, -0.12)} L${p(r + 7, 0)} L${p(r - 1, 0.12)} Z`} fill="#b3832a" />;
  });

const ART: Record<string, () => ReactNode> = {
  clownfish: () => (
    <>
      <path d="M16 31 L1 13 Q6 31 1 49 Z" fill="url(#gf-orange)" stroke="#3a1a05" strokeWidth="1.5" />
      <path d="M40 9 Q52 -2 66 8 Z" fill="#ff8a1f" stroke="#3a1a05" strokeWidth="1.5" />
      <ellipse cx="55" cy="31" rx="42" ry="24" fill="url(#gf-orange)" stroke="#3a1a05" strokeWidth="1.5" />
      <rect x="32" y="9" width="9" height="44" rx="4.5" fill="#fff" stroke="#111" strokeWidth="1.5" />
      <rect x="58" y="7.5" width="9" height="47" rx="4.5" fill="#fff" stroke="#111" strokeWidth="1.5" />
      <rect x="82" y="17" width="6" height="28" rx="3" fill="#fff" stroke="#111" strokeWidth="1.2" />
      {EYE(89, 26, 4)}
    </>
  ),
  pufferfish: () => (
    <>
      <path d="M22 42 L4 28 L8 42 L4 58 Z" fill="#d8b04a" stroke="#6b4a12" strokeWidth="1.5" />
      {spikes(56, 44, 34)}
      <circle cx="56" cy="44" r="34" fill="url(#gf-puffer)" stroke="#6b4a12" strokeWidth="1.5" />
      <path d="M30 52 Q56 78 84 54 Q70 70 56 70 Q40 70 30 52 Z" fill="#fff6d8" opacity="0.8" />
      {[
        [40, 30],
        [50, 22],
        [36, 44],
        [60, 32],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="3" fill="#8d5b0c" opacity="0.7" />
      ))}
      {EYE(74, 34, 7)}
      <circle cx="89" cy="48" r="3.5" fill="#7a3b12" />
    </>
  ),
  angelfish: () => (
    <>
      <path d="M46 24 Q34 6 28 0 Q52 8 64 26 Z" fill="#f5c542" stroke="#5c3b06" strokeWidth="1.2" />
      <path d="M46 76 Q34 94 28 100 Q52 92 64 74 Z" fill="#f5c542" stroke="#5c3b06" strokeWidth="1.2" />
      <path d="M22 50 L4 34 L8 50 L4 66 Z" fill="#9fc0df" stroke="#2b4a6e" strokeWidth="1.2" />
      <path d="M20 50 Q48 12 92 46 Q94 50 92 54 Q48 88 20 50 Z" fill="url(#gf-angel)" stroke="#2b4a6e" strokeWidth="1.5" />
      <path d="M44 24 Q52 50 44 76 M62 24 Q70 50 62 76" stroke="#f5c542" strokeWidth="5" fill="none" />
      <path d="M44 24 Q52 50 44 76 M62 24 Q70 50 62 76" stroke="#1d3354" strokeWidth="1.2" fill="none" />
      {EYE(80, 45, 4)}
    </>
  ),
  seaTurtle: () => (
    <>
      <ellipse cx="74" cy="14" rx="16" ry="7" transform="rotate(-35 74 14)" fill="#7cbf6e" stroke="#1f4a22" strokeWidth="1.2" />
      <ellipse cx="74" cy="64" rx="16" ry="7" transform="rotate(35 74 64)" fill="#7cbf6e" stroke="#1f4a22" strokeWidth="1.2" />
      <ellipse cx="20" cy="22" rx="9" ry="5" transform="rotate(30 20 22)" fill="#7cbf6e" stroke="#1f4a22" strokeWidth="1.2" />
      <ellipse cx="20" cy="56" rx="9" ry="5" transform="rotate(-30 20 56)" fill="#7cbf6e" stroke="#1f4a22" strokeWidth="1.2" />
      <ellipse cx="89" cy="39" rx="10" ry="8" fill="#8fd07e" stroke="#1f4a22" strokeWidth="1.2" />
      <ellipse cx="50" cy="39" rx="33" ry="26" fill="url(#gf-shell)" stroke="#1f4a22" strokeWidth="2" />
      <path
        d="M50 27 L60 33 L60 45 L50 51 L40 45 L40 33 Z M40 33 L28 28 M60 33 L72 28 M40 45 L28 50 M60 45 L72 50 M50 27 L50 14 M50 51 L50 64"
        fill="none"
        stroke="#16401c"
        strokeWidth="1.6"
      />
      <circle cx="93" cy="36" r="1.8" fill="#111" />
    </>
  ),
  stingray: () => (
    <>
      <path d="M36 36 L0 36" stroke="#4b3a66" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M10 36 l-4 -3 l0 6 z" fill="#4b3a66" />
      <path d="M97 36 Q74 -4 40 30 L33 36 L40 42 Q74 76 97 36 Z" fill="url(#gf-ray)" stroke="#2e2342" strokeWidth="1.5" />
      {[
        [60, 24],
        [66, 46],
        [52, 36],
        [74, 34],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.2" fill="#d8cbe8" opacity="0.7" />
      ))}
      <circle cx="84" cy="31" r="2" fill="#111" />
      <circle cx="84" cy="41" r="2" fill="#111" />
    </>
  ),
  octopus: () => (
    <>
      {[18, 30, 42, 54, 64].map((y, i) => (
        <path
          key={y}
          d={`M58 ${34 + i * 4} Q38 ${y - 10} 24 ${y} T2 ${y + (i % 2 ? 8 : -8)}`}
          fill="none"
          stroke="url(#gf-octo)"
          strokeWidth="7"
          strokeLinecap="round"
        />
      ))}
      <ellipse cx="70" cy="34" rx="26" ry="24" fill="url(#gf-octo)" stroke="#5a0f30" strokeWidth="1.5" />
      <circle cx="62" cy="22" r="3" fill="#f8b4cc" opacity="0.7" />
      <circle cx="76" cy="18" r="2" fill="#f8b4cc" opacity="0.7" />
      {EYE(74, 40, 5)}
      {EYE(86, 38, 4)}
    </>
  ),
  shark: () => (
    <>
      <path d="M44 11 L54 0 L62 10 Z" fill="#6d8293" stroke="#2e3d49" strokeWidth="1.2" />
      <path
        d="M100 22 Q86 8 56 9 Q30 10 15 19 L1 3 L5 21 L1 40 L15 24 Q36 34 62 33 Q88 32 100 22 Z"
        fill="url(#gf-shark)"
        stroke="#2e3d49"
        strokeWidth="1.5"
      />
      <path d="M98 23 Q86 31 62 32 Q38 33 20 25 Q48 26 70 24 Q86 23 98 23 Z" fill="#eef3f6" />
      <path d="M60 30 L50 42 L70 31 Z" fill="#6d8293" stroke="#2e3d49" strokeWidth="1.2" />
      <path d="M76 14 Q78 20 76 26 M80 14 Q82 20 80 26" stroke="#2e3d49" strokeWidth="1" fill="none" />
      <circle cx="89" cy="17" r="1.9" fill="#111" />
      <path d="M90 25 Q95 26 99 23" stroke="#2e3d49" strokeWidth="1.2" fill="none" />
    </>
  ),
  whaleShark: () => (
    <>
      <path d="M42 10 L50 0 L58 9 Z" fill="#2a4a72" stroke="#0f1f36" strokeWidth="1.2" />
      <path
        d="M98 24 Q98 10 80 9 Q45 7 18 18 L2 4 L6 22 L2 42 L18 27 Q45 39 80 38 Q98 37 98 24 Z"
        fill="url(#gf-whaleshark)"
        stroke="#0f1f36"
        strokeWidth="1.5"
      />
      {[
        [30, 20],
        [38, 26],
        [46, 16],
        [52, 28],
        [60, 18],
        [66, 30],
        [72, 14],
        [78, 24],
        [86, 17],
        [24, 24],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="#e6f0ff" />
      ))}
      <path d="M84 28 Q92 31 98 27" stroke="#c8dcf5" strokeWidth="1.5" fill="none" />
      <path d="M58 33 L50 44 L68 35 Z" fill="#2a4a72" stroke="#0f1f36" strokeWidth="1.2" />
      <circle cx="91" cy="19" r="1.6" fill="#fff" />
    </>
  ),
  whale: () => (
    <>
      <path
        d="M99 21 Q95 8 75 7 Q40 6 20 18 Q12 22 8 20 L0 9 L4 22 L0 35 L8 26 Q14 24 22 29 Q45 41 78 37 Q97 34 99 21 Z"
        fill="url(#gf-whale)"
        stroke="#0f2449"
        strokeWidth="1.5"
      />
      <path d="M96 27 Q80 38 52 35 M94 30 Q78 39 56 38 M90 32 Q76 40 60 40" stroke="#a8c8f0" strokeWidth="1" fill="none" />
      <path d="M30 14 L36 8 L40 14 Z" fill="#2b5a9c" />
      <path d="M66 33 Q60 44 52 44 Q60 38 60 33 Z" fill="#2b5a9c" stroke="#0f2449" strokeWidth="1" />
      <circle cx="86" cy="20" r="1.8" fill="#fff" />
      <circle cx="86.4" cy="20" r="1" fill="#111" />
    </>
  ),
  goldenCrocodile: () => (
    <>
      <path
        d="M36 24 L30 34 L38 34 Z M58 25 L56 35 L64 35 Z M38 11 L32 2 L40 3 Z M60 10 L58 1 L66 2 Z"
        fill="#c8900f"
        stroke="#6b4a07"
        strokeWidth="1"
      />
      <path
        d="M0 18 Q20 12 40 10 Q60 8 72 11 L98 15 Q100 18 98 21 L72 25 Q60 28 40 26 Q20 24 0 18 Z"
        fill="url(#gf-gold)"
        stroke="#6b4a07"
        strokeWidth="1.5"
      />
      <path
        d="M14 15 l3 -3 l3 3 M26 13 l3 -3 l3 3 M38 12 l3 -3 l3 3 M50 11 l3 -3 l3 3 M62 11 l3 -3 l3 3"
        fill="none"
        stroke="#8d5b0c"
        strokeWidth="1.3"
      />
      <path d="M76 20 l2 3 l2 -3 M82 20 l2 3 l2 -3 M88 20 l2 3 l2 -3" fill="#fff" stroke="#fff" strokeWidth="0.6" />
      <ellipse cx="71" cy="11" rx="4" ry="3" fill="#fff0a8" stroke="#6b4a07" strokeWidth="1" />
      <circle cx="72" cy="11" r="1.5" fill="#7a1010" />
      {CROWN(62, 7)}
    </>
  ),
  dragonKing: () => (
    <>
      <path d="M2 34 Q14 18 26 32 T50 30 T72 26" fill="none" stroke="url(#gf-dragon)" strokeWidth="11" strokeLinecap="round" />
      <path d="M2 34 Q14 18 26 32 T50 30 T72 26" fill="none" stroke="#ffd84a" strokeWidth="3" strokeDasharray="3 3" />
      <path d="M10 24 l-2 -8 l6 5 M30 22 l0 -8 l5 6 M52 20 l2 -8 l4 7" fill="#ffd84a" stroke="#8d5b0c" strokeWidth="1" />
      <path d="M24 38 l-3 8 l5 -3 M56 36 l-2 8 l5 -4" stroke="#ffd84a" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M68 16 Q84 10 96 20 Q100 24 96 28 L86 30 Q74 34 66 30 Z" fill="url(#gf-dragon)" stroke="#5a0000" strokeWidth="1.5" />
      <path d="M74 14 Q72 4 64 2 M80 13 Q82 3 90 1" stroke="#ffd84a" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M94 27 Q98 38 90 46 M90 29 Q90 40 82 44" stroke="#ffd84a" strokeWidth="1.2" fill="none" />
      <circle cx="86" cy="19" r="2.6" fill="#ffd84a" />
      <circle cx="86.6" cy="19" r="1.2" fill="#111" />
      <path d="M88 25 L97 24" stroke="#5a0000" strokeWidth="1.2" />
      {CROWN(72, 12)}
    </>
  ),
};

/** The art of one fish kind (a generic fish for a kind this client does not know). */
export function FishArt({ type, className }: { type: string; className?: string }) {
  const h = Math.round(100 * (ASPECT[type] ?? 0.6));
  const draw = ART[type] ?? ART.clownfish;
  return (
    <svg viewBox={`0 0 100 ${h}`} className={className} aria-hidden="true" focusable="false" overflow="visible">
      {draw()}
    </svg>
  );
}
