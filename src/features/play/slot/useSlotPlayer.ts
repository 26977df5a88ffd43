import type { SlotOutcome, SlotPaytable, SlotSpin, SymbolCode } from '@contract/slot';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { createPacer, prefersReducedMotion } from '../motion';
import type { GameClientProps } from '../types';
import type { Highlight } from './Reels';

/**
 * Timings (ms). A paid spin: the reels run at least `minSpin`, then stop left to right `stagger`
 * apart and settle: under 1.2 s in all when the answer is quick. Reduced motion: no run, no stagger.
 */
const MOTION = {
  minSpin: 360,
  stagger: 120,
  settle: 180,
  showWin: 900,
  freeMinSpin: 220,
  freeStagger: 80,
  freeWin: 800,
  freeGap: 260,
  intro: 1500,
  outro: 2200,
};
const REDUCED = {
  minSpin: 0,
  stagger: 0,
  settle: 0,
  showWin: 300,
  freeMinSpin: 0,
  freeStagger: 0,
  freeWin: 500,
  freeGap: 350,
  intro: 900,
  outro: 1500,
};
type SlotTiming = typeof MOTION;

export type FeatureState = { index: number; total: number; win: number; bought: boolean };
export type Banner = { kind: 'intro'; spins: number; bought: boolean } | { kind: 'outro'; win: number; spins: number };

const REELS = 5;
const allReels = (v: boolean) => Array.from({ length: REELS }, () => v);

/** A starting screen: the strips' first rows, so the reels never open empty. */
function openingGrid(strips: readonly (readonly SymbolCode[])[]): SymbolCode[][] {
  const stops = [4, 27, 13, 36, 21];
  return strips.map((strip, reel) => [0, 1, 2].map((row) => strip[(stops[reel] + row) % strip.length]));
}

/** What a landed spin lights up: its winning lines, and the chests when they paid or triggered. */
function highlightOf(spin: SlotSpin): Highlight | null {
  const scatter = spin.scatterWin > 0 || spin.freeSpinsAwarded > 0;
  return spin.lineWins.length > 0 || scatter ? { lines: spin.lineWins, scatter } : null;
}

/**
 * The slot round as the member watches it: reels spin while the round is asked for, land left to
 * right, the winning lines show, then a triggered or bought feature plays its free spins one by
 * one (a "skip" jumps to the end). The win is kept out of the balance until the round has landed.
 */
export function useSlotPlayer({
  paytable,
  play,
  notify,
  revealWin,
  timing: forced,
}: {
  paytable: SlotPaytable;
  play: GameClientProps['play'];
  notify: GameClientProps['notify'];
  revealWin?: () => void;
  timing?: SlotTiming;
}) {
  const [grid, setGrid] = useState<SymbolCode[][]>(() => openingGrid(paytable.baseStrips));
  const [spinning, setSpinning] = useState<boolean[]>(() => allReels(false));
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [lastWin, setLastWin] = useState(0);
  const [feature, setFeature] = useState<FeatureState | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const pacer = useRef(createPacer()).current;
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      pacer.skip();
    };
  }, [pacer]);

  const land = useCallback(
    async (target: SymbolCode[][], startedAt: number, minSpin: number, stagger: number, settle: number) => {
      await pacer.wait(minSpin - (performance.now() - startedAt));
      for (let reel = 0; reel < REELS; reel++) {
        if (!alive.current) return;
        setGrid((g) => g.map((col, i) => (i === reel ? target[reel] : col)));
        setSpinning((s) => s.map((v, i) => (i === reel ? false : v)));
        if (reel < REELS - 1) await pacer.wait(stagger);
      }
      await pacer.wait(settle);
    },
    [pacer],
  );

  /** Plays one round; resolves true when it landed (false when it was refused). */
  const spin = useCallback(
    async (bet: number, buyFeature: boolean): Promise<boolean> => {
      const t = forced ?? (prefersReducedMotion() ? REDUCED : MOTION);
      pacer.reset();
      setBusy(true);
      setHighlight(null);
      setLastWin(0);
      setSpinning(allReels(true));
      const startedAt = performance.now();
      let outcome: SlotOutcome;
      try {
        const round = await play({ bet, buyFeature }, { holdWin: true });
        outcome = round.outcome as SlotOutcome;
      } catch (e) {
        if (alive.current) {
          setSpinning(allReels(false));
          setBusy(false);
          notify(e instanceof ApiError ? e.message : 'หมุนไม่สำเร็จ กรุณาลองใหม่', 'error');
        }
        return false;
      }
      let shown = 0;
      if (outcome.base) {
        await land(outcome.base.grid, startedAt, t.minSpin, t.stagger, t.settle);
        shown += outcome.base.totalWin;
        setLastWin(shown);
        setHighlight(highlightOf(outcome.base));
        if (outcome.base.totalWin > 0 || outcome.feature) await pacer.wait(t.showWin);
      }
      if (outcome.feature) {
        const first = outcome.base ? outcome.base.freeSpinsAwarded : paytable.freeSpins;
        let total = first;
        let featureWin = 0;
        if (!outcome.base) {
          // A bought feature: the reels stop on the first free spin's screen after the intro.
          setSpinning(allReels(false));
        }
        setBanner({ kind: 'intro', spins: first, bought: outcome.bought });
        await pacer.wait(t.intro);
        setBanner(null);
        setFeature({ index: 0, total, win: 0, bought: outcome.bought });
        for (const [i, free] of outcome.feature.spins.entries()) {
          if (!alive.current) return true;
          setHighlight(null);
          setSpinning(allReels(true));
          const started = performance.now();
          await land(free.grid, started, t.freeMinSpin, t.freeStagger, t.settle);
          featureWin += free.totalWin;
          shown += free.totalWin;
          setLastWin(shown);
          if (free.freeSpinsAwarded > 0) {
            total += free.freeSpinsAwarded;
            if (!pacer.skipped) notify(`ได้ฟรีสปินเพิ่ม ${free.freeSpinsAwarded} ครั้ง!`, 'win');
          }
          setFeature({ index: i + 1, total, win: featureWin, bought: outcome.bought });
          setHighlight(highlightOf(free));
          await pacer.wait(free.totalWin > 0 ? t.freeWin : t.freeGap);
        }
        setBanner({ kind: 'outro', win: featureWin, spins: outcome.feature.spins.length });
        pacer.reset();
        await pacer.wait(t.outro);
        setBanner(null);
        setFeature(null);
      }
      if (!alive.current) return true;
      revealWin?.();
      setLastWin(outcome.totalWin);
      const stake = outcome.bought ? outcome.bet * paytable.buyCost : outcome.bet;
      if (outcome.totalWin >= stake * 10) notify(`ชนะรางวัลใหญ่ ${formatMoney(outcome.totalWin / 100)} บาท!`, 'win');
      setBusy(false);
      return true;
    },
    [forced, pacer, play, notify, revealWin, land, paytable.freeSpins, paytable.buyCost],
  );

  return { grid, spinning, highlight, lastWin, feature, banner, busy, spin, skip: () => pacer.skip(), dismissBanner: () => pacer.skip() };
}
