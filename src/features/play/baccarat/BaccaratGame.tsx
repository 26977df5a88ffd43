import { Button } from '@chakra-ui/react/button';
import type { HousePlayData } from '@contract/games';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { prefersReducedMotion } from '../motion';
import type { GameClientProps } from '../types';
import './baccarat.css';
import { type Bead, BeadPlate } from './BeadPlate';
import { BetSpot } from './BetSpot';
import { Chip, chipColor } from './Chip';
import { HandView } from './HandView';
import { type BaccaratOutcome, dealOrder, isBaccaratOutcome, RESULT_TEXT, type Side } from './outcome';
import { type Bets, betsInput, chipValues, SPOT_LABELS, type Spot, tableOf, totalOf } from './table';

/** Time between two cards leaving the shoe, and from the last card to the result. */
export const CARD_MS = 600;
export const RESULT_MS = 450;
/** A win paying at least this many times the stake is announced over the game. */
const BIG_WIN_FACTOR = 5;

type Phase = 'bet' | 'sending' | 'dealing' | 'done';
type Round = { data: HousePlayData; outcome: BaccaratOutcome; sent: Bets };

/**
 * Baccarat (game id 'baccarat'): place chips on the engine's spots, deal, then watch the cards come
 * out in the order the server dealt them. Stakes are satang in the input (docs/games.md "Units");
 * what each spot paid comes from the outcome, never from the client.
 */
export default function BaccaratGame({ session, balance, play, notify, revealWin }: GameClientProps) {
  const table = useMemo(() => tableOf(session), [session]);
  const chips = useMemo(() => chipValues(session.limits), [session.limits]);
  const [chip, setChip] = useState(chips[0]);
  const [bets, setBets] = useState<Bets>({});
  const [lastBets, setLastBets] = useState<Bets | null>(null);
  const [phase, setPhase] = useState<Phase>('bet');
  const [round, setRound] = useState<Round | null>(null);
  const [shown, setShown] = useState(0);
  const [beads, setBeads] = useState<Bead[]>([]);

  const balanceSatang = Math.round(balance * 100);
  const busy = phase === 'sending' || phase === 'dealing';
  const order = useMemo(() => (round ? dealOrder(round.outcome) : []), [round]);

  // Cards come out one by one; the result (banner, highlights, bead) only once the last is down.
  useEffect(() => {
    if (phase !== 'dealing' || !round) return;
    const finish = () => {
      // The shell held the win back (holdWin) so the balance does not tell the result before the cards.
      revealWin?.();
      setPhase('done');
      setBeads((b) => [
        ...b,
        {
          id: round.data.round_id,
          result: round.outcome.result,
          playerPair: round.outcome.playerPair,
          bankerPair: round.outcome.bankerPair,
        },
      ]);
      if (round.data.win >= round.data.stake * BIG_WIN_FACTOR) notify(`ชนะรางวัลใหญ่ ${formatMoney(round.data.win)} บาท`, 'win');
    };
    if (prefersReducedMotion()) {
      setShown(order.length);
      finish();
      return;
    }
    const t = shown < order.length ? setTimeout(() => setShown(shown + 1), shown === 0 ? 0 : CARD_MS) : setTimeout(finish, RESULT_MS);
    return () => clearTimeout(t);
  }, [phase, round, shown, order, notify, revealWin]);

  // A stack on the felt takes the colour of the largest chip it holds.
  const stackColor = (satang: number) =>
    chipColor(
      Math.max(
        0,
        chips.findLastIndex((c) => c <= satang),
      ),
    );

  function place(spot: Spot) {
    if (busy) return;
    // After a result the felt is cleared by the first chip of the next round.
    const base = phase === 'done' ? {} : bets;
    const current = base[spot] ?? 0;
    const { max } = table[spot];
    if (current >= max) {
      notify(`เดิมพัน${SPOT_LABELS[spot]}สูงสุด ${formatMoney(max / 100)} บาท`, 'error');
      return;
    }
    const next = Math.min(max, current + chip);
    if (totalOf(base) - current + next > balanceSatang) {
      notify('ยอดเงินไม่พอสำหรับเดิมพันนี้', 'error');
      return;
    }
    setPhase('bet');
    setBets({ ...base, [spot]: next });
  }

  function clear() {
    setBets({});
    if (phase === 'done') setPhase('bet');
  }

  function repeat() {
    if (!lastBets || busy) return;
    if (totalOf(lastBets) > balanceSatang) {
      notify('ยอดเงินไม่พอสำหรับเดิมพันซ้ำ', 'error');
      return;
    }
    setBets(lastBets);
    setPhase('bet');
  }

  async function deal() {
    const total = totalOf(bets);
    if (busy || phase === 'done' || total === 0) return;
    if (total > balanceSatang) {
      notify('ยอดเงินไม่พอสำหรับเดิมพันนี้', 'error');
      return;
    }
    const sent = bets;
    setPhase('sending');
    setRound(null);
    setShown(0);
    try {
      const data = await play(betsInput(sent), { holdWin: true });
      if (!isBaccaratOutcome(data.outcome)) throw new Error('unexpected outcome');
      setRound({ data, outcome: data.outcome, sent });
      setLastBets(sent);
      setBets({});
      setPhase('dealing');
    } catch (e) {
      notify(e instanceof ApiError ? e.message : 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง', 'error');
      setPhase('bet');
    }
  }

  const done = phase === 'done' && round !== null;
  const onFelt = phase === 'bet' || phase === 'sending' ? bets : (round?.sent ?? {});
  const results = done ? new Map(round.outcome.bets.map((b) => [b.spot, b])) : null;
  const shownOf = (side: Side) => order.slice(0, shown).filter((o) => o.side === side).length;
  const total = totalOf(bets);

  return (
    <div className="bac" data-testid="baccarat">
      <BeadPlate beads={beads} />

      <div className="bac-felt">
        <div className="bac-title" aria-hidden="true">
          BACCARAT
        </div>
        <span className="bac-shoe" aria-hidden="true" />
        <div className="bac-hands">
          {(['player', 'banker'] as const).map((side) => (
            <HandView
              key={side}
              side={side}
              hand={round ? round.outcome[side] : null}
              shown={shownOf(side)}
              won={done && round.outcome.result === side}
            />
          ))}
        </div>

        <div className="bac-status">
          {done ? (
            <div className={`bac-banner bac-banner--${round.outcome.result}`} role="status" data-testid="bac-banner">
              <div className="bac-banner-title">{RESULT_TEXT[round.outcome.result]}</div>
              <div className="bac-banner-sub">
                ผู้เล่น {round.outcome.player.total} : {round.outcome.banker.total} เจ้ามือ
                {round.outcome.natural ? ' · ไพ่ป๊อก' : ''}
                {' · '}
                <span className="bac-banner-win" data-testid="bac-win">
                  {round.data.win > 0 ? `ได้รับ ${formatMoney(round.data.win)} บาท` : 'ไม่ได้รับเงินรางวัล'}
                </span>
              </div>
            </div>
          ) : (
            <p className="bac-hint">{busy ? 'กำลังแจกไพ่…' : 'วางชิปบนช่องเดิมพัน แล้วกดแจกไพ่'}</p>
          )}
        </div>

        <div className="bac-spots">
          {(['playerPair', 'tie', 'bankerPair', 'player', 'banker'] as const).map((s) => (
            <BetSpot
              key={s}
              info={table[s]}
              amount={onFelt[s] ?? 0}
              result={results?.get(s)}
              chipColor={stackColor(onFelt[s] ?? 0)}
              disabled={busy}
              onPlace={() => place(s)}
            />
          ))}
        </div>
      </div>

      <div className="bac-bar">
        <span>
          เดิมพันรวม <strong data-testid="bac-total-bet">{formatMoney(total / 100)}</strong> บาท
        </span>
        <span>ขั้นต่ำ {formatMoney(Math.min(...Object.values(table).map((t) => t.min)) / 100)} บาท/ช่อง</span>
      </div>

      <fieldset className="bac-rack">
        <legend className="bac-sr">เลือกชิป</legend>
        {chips.map((c, i) => (
          <button
            key={c}
            type="button"
            aria-pressed={c === chip}
            aria-label={`ชิป ${formatMoney(c / 100)} บาท`}
            data-testid={`bac-chip-${c / 100}`}
            onClick={() => setChip(c)}
          >
            <Chip satang={c} color={chipColor(i)} />
          </button>
        ))}
      </fieldset>

      <div className="bac-controls">
        <Button variant="outline" colorPalette="gray" size="lg" onClick={clear} disabled={busy || total === 0} data-testid="bac-clear">
          ล้าง
        </Button>
        <Button variant="outline" colorPalette="gold" size="lg" onClick={repeat} disabled={busy || !lastBets} data-testid="bac-repeat">
          วางซ้ำ
        </Button>
        <Button
          colorPalette="gold"
          size="lg"
          onClick={deal}
          disabled={phase === 'dealing' || total === 0}
          loading={phase === 'sending'}
          loadingText="กำลังแจก"
          data-testid="bac-deal"
        >
          แจกไพ่
        </Button>
      </div>
    </div>
  );
}
