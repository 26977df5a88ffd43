/** The sea floor and light: gradients, two weed beds and a few bubbles (the bubbles rest when motion is reduced). */
export function SeaBackdrop() {
  const weed = (x: number, h: number, color: string) => (
    <path d={`M${x} 100 Q${x - 8} ${100 - h / 2} ${x + 2} ${100 - h} Q${x + 10} ${100 - h / 2} ${x + 4} 100 Z`} fill={color} />
  );
  return (
    <div className="fish-backdrop" aria-hidden="true">
      <div className="fish-rays" />
      <svg className="fish-weeds fish-weeds--left" viewBox="0 0 60 100" preserveAspectRatio="xMinYMax meet">
        {weed(10, 80, '#137a3f')}
        {weed(22, 60, '#1fb85d')}
        {weed(34, 90, '#0f5c31')}
        <circle cx="48" cy="94" r="8" fill="#b7791f" opacity="0.6" />
      </svg>
      <svg className="fish-weeds fish-weeds--right" viewBox="0 0 60 100" preserveAspectRatio="xMaxYMax meet">
        {weed(20, 70, '#0f5c31')}
        {weed(34, 95, '#137a3f')}
        {weed(46, 55, '#1fb85d')}
        <ellipse cx="8" cy="96" rx="10" ry="5" fill="#8d5b0c" opacity="0.6" />
      </svg>
      {[12, 30, 55, 70, 88].map((left, i) => (
        <span key={left} className="fish-bubble" style={{ left: `${left}%`, animationDelay: `${i * 1.3}s` }} />
      ))}
    </div>
  );
}
