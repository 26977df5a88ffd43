import type { SportFixtureView, SportMarketView } from '@contract/sport';
import { PARLAY_MAX_LEGS } from '@contract/sport-names';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { toaster } from '@/components/toaster';
import { sportConfigQuery } from './queries';
import { isPicked, legOf, noteText, slipAtom, toggleLeg } from './slip';

/** The slip and the tap on odds, with the step's leg limit from the config. */
export function useSlip() {
  const [slip, setSlip] = useAtom(slipAtom);
  const maxLegs = useQuery(sportConfigQuery()).data?.parlay_max_legs ?? PARLAY_MAX_LEGS;
  const toggle = useCallback(
    (f: SportFixtureView, m: SportMarketView, selection: string) => {
      const leg = legOf(f, m, selection);
      const next = toggleLeg(slip, leg, maxLegs);
      // The slip is out of sight on a phone (a sheet): a full step is said at the tap as well.
      if (next.note?.kind === 'full') toaster.create({ type: 'warning', title: noteText(next.note) });
      setSlip(next);
    },
    [slip, setSlip, maxLegs],
  );
  const picked = useCallback((marketId: number, selection: string) => isPicked(slip, marketId, selection), [slip]);
  return { slip, setSlip, toggle, picked, maxLegs };
}
