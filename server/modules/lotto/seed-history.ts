import { bangkokToday } from '@contract/thai-calendar';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { atBangkok } from './dates';
import history from './fixtures/glo-history.json';
import { fromGovernment } from './results';
import './tables';

type Conn = Kysely<Database>;

/** The origin of seeded results in the round and its result entry. */
export const SEED_ORIGIN = 'seed:glo';
const DAY_MS = 86_400_000;

/**
 * The demo's government history (fixtures/glo-history.json: 24 real draws as the GLO published them),
 * so /lotto/results has something true to show from the first start. Each draw becomes a resulted,
 * settled round (no bills) with its applied result entry, keyed like the job's rounds (category,
 * scheduled date), so a second start, or a round the job made for the same draw, adds nothing. Two
 * statements; never run in production (server/seed.ts), where the GLO feed brings results.
 */
export async function seedGovernmentHistory(db: Conn, now: Date = new Date()): Promise<number> {
  const gov = await db
    .selectFrom('lotto_category')
    .select(['id', 'close_minute', 'result_minute'])
    .where('code', '=', 'gov')
    .executeTakeFirst();
  if (!gov) return 0;
  const draws = history.draws.filter((d) => d.draw_date < bangkokToday(now)).sort((a, b) => a.draw_date.localeCompare(b.draw_date));
  if (draws.length === 0) return 0;
  const closes = draws.map((d) => atBangkok(d.draw_date, gov.close_minute));
  const rounds = await db
    .insertInto('lotto_round')
    .values(
      draws.map((d, i) => {
        const resultedAt = atBangkok(d.draw_date, gov.result_minute);
        return {
          category_id: gov.id,
          draw_key: d.scheduled_date,
          draw_date: d.draw_date,
          round_no: null,
          // A round opens when the draw before closes (docs/lotto.md); the first one about 15 days before.
          opens_at: i > 0 ? closes[i - 1] : new Date(closes[0].getTime() - 15 * DAY_MS),
          closes_at: closes[i],
          status: 'resulted' as const,
          result: JSON.stringify(fromGovernment(d)),
          result_source: SEED_ORIGIN,
          closed_at: closes[i],
          resulted_at: resultedAt,
          settled_at: resultedAt,
        };
      }),
    )
    .onConflict((oc) => oc.columns(['category_id', 'draw_key']).doNothing())
    .returning(['id', 'result', 'resulted_at'])
    .execute();
  if (rounds.length === 0) return 0;
  await db
    .insertInto('lotto_result_entry')
    .values(
      rounds.map((r) => ({
        round_id: r.id,
        purpose: 'result' as const,
        origin: SEED_ORIGIN,
        result: JSON.stringify(r.result),
        status: 'applied' as const,
        decided_at: r.resulted_at,
        created_at: r.resulted_at ?? now,
      })),
    )
    .execute();
  return rounds.length;
}
