import { useEffect, useRef, useState } from 'react';
import type { BaccaratOutcome } from './outcome';

export type Bead = { id: number; result: BaccaratOutcome['result']; playerPair: boolean; bankerPair: boolean };

const ROWS = 6;
const MIN_COLUMNS = 12;
/** A bead's cell with its gap, and the plate's padding (px, as baccarat.css draws them). */
const CELL_PX = 22;
const PAD_PX = 12;
const LETTER: Record<Bead['result'], string> = { player: 'ผ', banker: 'จ', tie: 'ส' };
const NAME: Record<Bead['result'], string> = { player: 'ผู้เล่นชนะ', banker: 'เจ้ามือชนะ', tie: 'เสมอ' };

/** The bead plate: this session's results column by column, six to a column, newest last. */
export function BeadPlate({ beads }: { beads: Bead[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(MIN_COLUMNS);
  // Empty cells fill the plate's width, so the grid reads as a board at any size.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setFit(Math.max(MIN_COLUMNS, Math.floor((el.clientWidth - PAD_PX + 2) / CELL_PX)));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const columns = Math.max(fit, Math.ceil((beads.length + 1) / ROWS));
  const count = (r: Bead['result']) => beads.filter((b) => b.result === r).length;

  // Keep the newest result in view as the plate grows past the screen.
  useEffect(() => {
    const el = scroller.current;
    if (el && beads.length > 0) el.scrollLeft = el.scrollWidth;
  }, [beads.length]);

  return (
    <section aria-label="สถิติผลที่ออก">
      <div className="bac-road-head">
        <span>ผลที่ออก ({beads.length} ตา)</span>
        <span className="bac-road-count">
          <span className="bac-c-player">ผู้เล่น {count('player')}</span>
          <span className="bac-c-banker">เจ้ามือ {count('banker')}</span>
          <span className="bac-c-tie">เสมอ {count('tie')}</span>
        </span>
      </div>
      <div className="bac-road" ref={scroller}>
        <ol className="bac-road-grid" data-testid="bac-road">
          {Array.from({ length: columns * ROWS }, (_, i) => {
            const b = beads[i];
            // biome-ignore lint/suspicious/noArrayIndexKey: empty cells are grid positions, not items
            if (!b) return <li key={`e${i}`} className="bac-bead bac-bead--empty" aria-hidden="true" />;
            const pairs = [b.playerPair ? 'ผู้เล่นคู่' : '', b.bankerPair ? 'เจ้ามือคู่' : ''].filter(Boolean).join(' ');
            return (
              <li
                key={b.id}
                className={`bac-bead bac-bead--${b.result}`}
                data-result={b.result}
                aria-label={`${NAME[b.result]}${pairs ? ` ${pairs}` : ''}`}
              >
                {LETTER[b.result]}
                {b.playerPair ? <span className="bac-bead-pp" /> : null}
                {b.bankerPair ? <span className="bac-bead-bp" /> : null}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
