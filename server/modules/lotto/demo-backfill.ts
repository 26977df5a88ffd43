import { YEEKEE_MIN_SHOTS } from '@contract/lotto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { categories } from './catalog';
import { randomResultInput } from './result-sources';
import { fromYeekee, resultFor, shotListDigest, yeekeeNumber } from './results';
import { resultExpectedAt } from './rounds';
import { type Override, roundsClosingBetween } from './schedule';
import type { StoredResult, YeekeeProofRow } from './tables';
import { houseShotNumbers } from './yeekee';
import './tables';

type Conn = Kysely<Database>;

/** How far back a demo start fills in results (docs/lotto.md "The demo's back-fill"). */
export const BACKFILL_DAYS = 14;
/** Rows per insert statement (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 500;
const DAY_MS = 86_400_000;

type Planned = {
  values: {
    category_id: number;
    draw_key: string;
    draw_date: string;
    round_no: number | null;
    opens_at: Date;
    closes_at: Date;
    status: 'closed' | 'resulted';
    result: string | undefined;
    proof: string | undefined;
    result_source: string | null;
    result_sandbox: boolean;
    closed_at: Date;
    resulted_at: Date | null;
    settled_at: Date | null;
  };
  shots: string[];
};

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * A fresh demo has rounds only from its first start onwards (the job makes them ahead), so
 * "ผลหวยล่าสุด" showed the last seeded government draw and nothing for stocks, Lao, Hanoi or Yeekee.
 * On every demo start this fills in the rounds of the past `days` days that do not exist yet, for
 * every active category, as the sandbox would have resulted them: random figures in the category's
 * own form (`randomResultInput`, node:crypto), Yeekee rounds from 20 house shots each (stored and
 * published like any round's shots). Every such round says `result_sandbox = true` (the pages'
 * "ผลจำลอง (ทดสอบ)" mark) with an applied `sandbox` result entry, and is settled (it has no bills).
 * A round whose result time has not come yet is left closed for the sandbox job. Rounds that exist
 * (the seeded real government draws, anything the job made) are left alone, keyed by (category,
 * draw key) as the job keys them, so a second start adds only what is missing.
 *
 * Demo only (server/seed.ts, with the lotto sandbox on); refused in production like the sandbox.
 */
export async function backfillDemoResults(
  db: Conn,
  env: { production: boolean; sandboxEnabled: boolean },
  now: Date = new Date(),
  days = BACKFILL_DAYS,
): Promise<number> {
  if (env.production || !env.sandboxEnabled) throw new Error('the lotto back-fill is the sandbox\'s: never in production (LOTTO_SANDBOX)');
  const cats = await categories(db);
  const overrideRows = await db.selectFrom('lotto_schedule_override').selectAll().execute();
  const from = new Date(now.getTime() - days * DAY_MS);
  let made = 0;
  for (const c of cats) {
    const overrides = new Map<string, Override>(overrideRows.filter((o) => o.category_id === c.id).map((o) => [o.scheduled_date, o]));
    const occurrences = roundsClosingBetween(c, from, now, overrides);
    if (occurrences.length === 0) continue;
    const existing = new Set(
      (
        await db
          .selectFrom('lotto_round')
          .select('draw_key')
          .where('category_id', '=', c.id)
          .where(
            'draw_key',
            'in',
            occurrences.map((o) => o.draw_key),
          )
          .execute()
      ).map((r) => r.draw_key),
    );
    const planned: Planned[] = occurrences
      .filter((o) => !existing.has(o.draw_key))
      .map((o) => {
        const resultAt = resultExpectedAt({ ...o, result_minute: c.result_minute });
        const due = resultAt.getTime() <= now.getTime();
        let result: StoredResult | null = null;
        let proof: YeekeeProofRow | null = null;
        let shots: string[] = [];
        if (due && c.result_kind === 'yeekee') {
          shots = houseShotNumbers(YEEKEE_MIN_SHOTS);
          const sha256 = shotListDigest(shots.map((number, i) => ({ seq: i + 1, number, created_at: o.closes_at })));
          const y = yeekeeNumber(shots);
          result = fromYeekee(y.number, { sha256, shot_count: shots.length });
          proof = { shot_count: shots.length, sum: y.sum, subtracted: y.subtracted, number: y.number, sha256 };
        } else if (due && c.result_kind !== 'yeekee') {
          result = resultFor(c.result_kind, randomResultInput(c.result_kind));
        }
        return {
          values: {
            category_id: c.id,
            draw_key: o.draw_key,
            draw_date: o.draw_date,
            round_no: o.round_no,
            opens_at: o.opens_at,
            closes_at: o.closes_at,
            status: result ? 'resulted' : 'closed',
            result: result ? JSON.stringify(result) : undefined,
            proof: proof ? JSON.stringify(proof) : undefined,
            result_source: result ? 'sandbox' : null,
            result_sandbox: result !== null,
            closed_at: o.closes_at,
            resulted_at: result ? resultAt : null,
            settled_at: result ? resultAt : null,
          },
          shots,
        };
      });
    for (const part of chunks(planned)) {
      const rounds = await db
        .insertInto('lotto_round')
        .values(part.map((p) => p.values))
        .onConflict((oc) => oc.columns(['category_id', 'draw_key']).doNothing())
        .returning(['id', 'draw_key', 'status', 'result', 'resulted_at', 'closes_at'])
        .execute();
      made += rounds.length;
      const resulted = rounds.filter((r) => r.status === 'resulted');
      if (resulted.length > 0) {
        await db
          .insertInto('lotto_result_entry')
          .values(
            resulted.map((r) => ({
              round_id: r.id,
              purpose: 'result' as const,
              origin: 'sandbox',
              result: JSON.stringify(r.result),
              status: 'applied' as const,
              decided_at: r.resulted_at,
              created_at: r.resulted_at ?? now,
            })),
          )
          .execute();
      }
      const byKey = new Map(part.map((p) => [p.values.draw_key, p]));
      const shots = rounds.flatMap((r) =>
        (byKey.get(r.draw_key)?.shots ?? []).map((number) => ({ round_id: r.id, member_id: null, number, created_at: r.closes_at })),
      );
      for (const s of chunks(shots)) await db.insertInto('lotto_yeekee_shot').values(s).execute();
    }
  }
  return made;
}
