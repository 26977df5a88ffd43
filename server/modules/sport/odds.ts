/**
 * A bet's odds and its payout if every leg wins, in thousandths and satang. The same arithmetic as
 * contract/sport-rules.ts `betOdds` and `betPayout(stake, legs all 'won')` (exact products, floored
 * once), kept here while the rules module is written beside this one: swap in those two at the merge.
 */
export function betOddsOf(legOdds: number[]): number {
  let num = 1n;
  for (const o of legOdds) num *= BigInt(o);
  return Number(num / 1000n ** BigInt(legOdds.length - 1));
}

export function allWonPayout(stake: number, legOdds: number[]): number {
  let num = BigInt(stake);
  for (const o of legOdds) num *= BigInt(o);
  return Number(num / 1000n ** BigInt(legOdds.length));
}
