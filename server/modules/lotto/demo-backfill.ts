import { YEEKEE_MIN_SHOTS } from '@contract/lotto';
import { type Kysely, sql } from 'kysely';
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
/** House shots per insert statement (three array parameters each). */
const CHUNK = 5000;
const DAY_MS = 86_400_000;

/** A round to make: its key and times, and for a due draw its result (JSON), Yeekee proof and house shots. */
type Planned = {
  values: {
    draw_key: string;
    draw_date: string;
    round_no: number | null;
    opens_at: Date;
    closes_at: Date;
    status: 'closed' | 'resulted';
    result: string | null;
    proof: string | null;
    result_source: 'sandbox' | null;
    resulted_at: Date | null;
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
  if (env.production || !env.sandboxEnabled) throw new Error("the lotto back-fill is the sandbox's: never in production (LOTTO_SANDBOX)");
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
            draw_key: o.draw_key,
            draw_date: o.draw_date,
            round_no: o.round_no,
            opens_at: o.opens_at,
            closes_at: o.closes_at,
            status: result ? ('resulted' as const) : ('closed' as const),
            result: result ? JSON.stringify(result) : null,
            proof: proof ? JSON.stringify(proof) : null,
            result_source: result ? 'sandbox' : null,
            resulted_at: result ? resultAt : null,
          },
          shots,
        };
      });
    if (planned.length === 0) continue;
    // One statement per category: the rounds (arrays unnested, so a thousand Yeekee rounds are one
    // parse, not 14,000 parameters) and the applied entries of those it made.
    const v = planned.map((p) => p.values);
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    const rounds = await sql<{ id: number; draw_key: string; closes_at: Date }>`
      with ins as (
        insert into lotto_round (category_id, draw_key, draw_date, round_no, opens_at, closes_at, status, result, proof,
                                 result_source, result_sandbox, closed_at, resulted_at, settled_at)
        select ${c.id}, k, d::date, n, o, cl, st, r::jsonb, pr::jsonb, src, src is not null, cl, ra, ra
          from unnest(${v.map((x) => x.draw_key)}::text[], ${v.map((x) => x.draw_date)}::text[], ${v.map((x) => x.round_no)}::int[],
                      ${v.map((x) => iso(x.opens_at))}::timestamptz[], ${v.map((x) => iso(x.closes_at))}::timestamptz[],
                      ${v.map((x) => x.status)}::text[], ${v.map((x) => x.result)}::text[], ${v.map((x) => x.proof)}::text[],
                      ${v.map((x) => x.result_source)}::text[], ${v.map((x) => iso(x.resulted_at))}::timestamptz[])
               as x(k, d, n, o, cl, st, r, pr, src, ra)
        on conflict (category_id, draw_key) do nothing
        returning id, draw_key, result, resulted_at, closes_at),
      entries as (
        insert into lotto_result_entry (round_id, purpose, origin, result, status, decided_at, created_at)
        select id, 'result', 'sandbox', result, 'applied', resulted_at, resulted_at from ins where result is not null)
      select id, draw_key, closes_at from ins`.execute(db);
    made += rounds.rows.length;
    const byKey = new Map(planned.map((p) => [p.values.draw_key, p.shots]));
    const shots = rounds.rows.flatMap((r) =>
      (byKey.get(r.draw_key) ?? []).map((number) => ({ round: Number(r.id), number, at: new Date(r.closes_at).toISOString() })),
    );
    for (const part of chunks(shots)) {
      await sql`
        insert into lotto_yeekee_shot (round_id, member_id, number, created_at)
        select r, null, n, a from unnest(${part.map((x) => x.round)}::bigint[], ${part.map((x) => x.number)}::text[],
                                         ${part.map((x) => x.at)}::timestamptz[]) as x(r, n, a)`.execute(db);
    }
  }
  return made;
}
