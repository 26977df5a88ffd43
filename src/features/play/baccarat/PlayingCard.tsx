import { cardFace } from './outcome';

/** One face-up card drawn in CSS; `third` lays it sideways like a dealer's third card. */
export function PlayingCard({ code, third }: { code: string; third?: boolean }) {
  const face = cardFace(code);
  return (
    <div
      className={`bac-card${face.red ? ' bac-card--red' : ''}${third ? ' bac-card--third' : ''}`}
      role="img"
      aria-label={face.label}
      data-card={code}
    >
      <span className="bac-card-corner" aria-hidden="true">
        {face.rank}
        <small>{face.symbol}</small>
      </span>
      <span className="bac-card-pip" aria-hidden="true">
        {face.symbol}
      </span>
    </div>
  );
}
