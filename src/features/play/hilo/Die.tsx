/** Pip positions on a 100x100 face. */
const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

/**
 * One die face, drawn as the Thai table's dice: ivory, the one and the four in red. `size` is any
 * CSS length; a screen reader hears "ลูกเต๋า n" unless the die is decorative.
 */
export function Die({ value, size = '1em', decorative = false }: { value: number; size?: string; decorative?: boolean }) {
  const red = value === 1 || value === 4;
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : `ลูกเต๋า ${value}`}
      aria-hidden={decorative || undefined}
      style={{ flexShrink: 0 }}
    >
      <rect x="3" y="5" width="94" height="94" rx="20" fill="#b9ad94" />
      <rect x="3" y="2" width="94" height="92" rx="20" fill="#fffdf6" stroke="#d8cfb8" strokeWidth="2" />
      {PIPS[value]?.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={value === 1 ? 15 : 9.5} fill={red ? '#d91c2a' : '#1d1a16'} />
      ))}
    </svg>
  );
}
