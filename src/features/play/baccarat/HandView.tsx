import type { Hand, Side } from './outcome';
import { shownTotal } from './outcome';
import { PlayingCard } from './PlayingCard';
import { SPOT_LABELS } from './table';

/** One side of the table: its name, the total so far and the cards dealt to it so far. */
export function HandView({ side, hand, shown, won }: { side: Side; hand: Hand | null; shown: number; won: boolean }) {
  const total = hand ? shownTotal(hand, shown) : null;
  const cards = hand ? hand.cards.slice(0, shown) : [];
  return (
    <section className={`bac-hand bac-hand--${side}${won ? ' bac-hand--won' : ''}`} aria-labelledby={`bac-hand-${side}`}>
      <span id={`bac-hand-${side}`} className="bac-sr">
        ไพ่{SPOT_LABELS[side]}
      </span>
      <div className="bac-hand-head">
        {SPOT_LABELS[side]}
        <span className="bac-total" data-testid={`bac-total-${side}`}>
          <span className="bac-sr">แต้ม</span>
          {total ?? '-'}
        </span>
      </div>
      <div className="bac-cards">
        {cards.length === 0 ? (
          <>
            <span className="bac-card-slot" />
            <span className="bac-card-slot" />
          </>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity (8 decks repeat codes)
          cards.map((c, i) => <PlayingCard key={`${i}-${c}`} code={c} third={i === 2} />)
        )}
      </div>
    </section>
  );
}
