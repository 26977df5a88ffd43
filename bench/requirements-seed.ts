// Members under an active wagering requirement, for the benches that compare their figures with and
// without them (bench/games.ts and bench/lotto.ts with BENCH_REQUIREMENTS=10000) and for
// bench/promotions.ts, which reads their progress. Requirements are attached through the module's
// front door (createRequirement), as a promotion's grant attaches them.
import { sql } from 'kysely';
import type { Db } from '../server/db';
import { houseAccountId, inTransaction, type Product, postTransfers, recordTurnovers } from '../server/modules/ledger';
import { createRequirement } from '../server/modules/requirements';

/** BENCH_REQUIREMENTS: how many members to put under an active requirement first (0: none, the figures without). */
export const requirementsWanted = () => Number(process.env.BENCH_REQUIREMENTS ?? 0);

const DAY = 86_400_000;
const WEIGHTS = { slot: 100, casino: 50, fishing: 100, sport: 100, freespin: 100, lotto: 0 };
const HISTORY: Product[] = ['slot', 'casino', 'lotto'];
const CONCURRENCY = 8;

type Member = { memberId: number; accountId: number };

/**
 * Attaches an active requirement to each member: the promotion demo's terms (weights slot 100 %,
 * casino 50 %, lotto 0 %; turnover far from met, 30 days, floor 5 baht, bonus and winnings
 * forfeited). With `history`, each also gets what a member a few days into a promotion has: turnover
 * rows on `history.days` Bangkok days for slot, casino and lotto, a start that many days back (as if
 * granted then), and `history.bets` game bets out of the wallet since (the balance floor reads them).
 * Answers the seconds it took.
 */
export async function putUnderRequirements(
  db: Db,
  members: Member[],
  history: { days: number; bets: number } | null = null,
): Promise<number> {
  const t0 = performance.now();
  const tag = Math.random().toString(36).slice(2, 8);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= members.length) return;
        const m = members[i];
        await createRequirement(db, {
          memberId: m.memberId,
          source: 'promotion',
          sourceId: `bench-${tag}-${m.memberId}`,
          requiredTurnover: 1_000_000_000,
          maxWithdrawal: 500_000,
          expiresAt: new Date(Date.now() + 30 * DAY),
          balanceFloor: 500,
          title: 'สมาชิกใหม่ 50% (bench)',
          weights: WEIGHTS,
          forfeitRule: 'bonus_and_winnings',
          bonusAmount: 50_000,
          ownAmount: 100_000,
        });
      }
    }),
  );
  if (history) await addHistory(db, members, tag, history);
  return (performance.now() - t0) / 1000;
}

async function addHistory(db: Db, members: Member[], tag: string, history: { days: number; bets: number }) {
  const ids = members.map((m) => m.memberId);
  // As if granted `days` ago: the bench's only write to the table outside the module (a grant cannot be made in the past).
  await sql`update wagering_requirement set started_at = started_at - make_interval(days => ${history.days}::int)
             where member_id = any(${ids}::bigint[]) and status = 'active'`.execute(db);
  const now = Date.now();
  for (let d = history.days; d >= 0; d--) {
    const at = new Date(now - d * DAY);
    for (const product of HISTORY) {
      for (let from = 0; from < members.length; from += 5_000) {
        const chunk = members.slice(from, from + 5_000);
        await inTransaction(db, (trx) =>
          recordTurnovers(
            trx,
            product,
            at,
            chunk.map((m) => ({
              key: `bench-tv:${tag}:${d}:${product}:${m.memberId}`,
              memberId: m.memberId,
              stake: 1_000 + (m.memberId % 97) * 100,
            })),
          ),
        );
      }
    }
  }
  const games = await houseAccountId(db, 'games');
  for (let b = 0; b < history.bets; b++) {
    for (let from = 0; from < members.length; from += 5_000) {
      const chunk = members.slice(from, from + 5_000);
      await inTransaction(db, (trx) =>
        postTransfers(
          trx,
          'game_bet',
          'THB',
          chunk.map((m) => ({
            key: `bench-bet:${tag}:${b}:${m.accountId}`,
            debit: m.accountId,
            credit: games,
            amount: 100,
            reference: 'bench',
            metadata: {},
          })),
        ),
      );
    }
  }
}
