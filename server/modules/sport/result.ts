import type { FixtureStatus } from '@contract/sport';
import type { Db } from '../../db';
import './tables';

/**
 * PROVISIONAL (feed branch only): the settle helper writes the real `setFixtureResult` in
 * settle.ts with this signature; the lead keeps settle's at merge and drops this file (index.ts
 * exports one of them). This one only stores the state: scores and status, and moves
 * result_version when a change is one the settlement must act on (a final state reached, or a
 * final state's scores or status changed: a correction).
 */
export type FixtureResult = {
  ht: { home: number; away: number } | null;
  ft: { home: number; away: number } | null;
  status: FixtureStatus;
};

const FINAL: readonly FixtureStatus[] = ['finished', 'cancelled', 'postponed'];

export async function setFixtureResult(
  trx: Db,
  fixtureId: number,
  r: FixtureResult,
  now: Date,
): Promise<{ changed: boolean; resultVersion: number }> {
  const f = await trx
    .selectFrom('sport_fixture')
    .select(['status', 'ht_home', 'ht_away', 'ft_home', 'ft_away', 'result_version', 'postponed_at'])
    .where('id', '=', fixtureId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const same =
    f.status === r.status &&
    f.ht_home === (r.ht?.home ?? null) &&
    f.ht_away === (r.ht?.away ?? null) &&
    f.ft_home === (r.ft?.home ?? null) &&
    f.ft_away === (r.ft?.away ?? null);
  if (same) return { changed: false, resultVersion: f.result_version };
  const settles = FINAL.includes(r.status) || FINAL.includes(f.status);
  const resultVersion = settles ? f.result_version + 1 : f.result_version;
  await trx
    .updateTable('sport_fixture')
    .set({
      status: r.status,
      ht_home: r.ht?.home ?? null,
      ht_away: r.ht?.away ?? null,
      ft_home: r.ft?.home ?? null,
      ft_away: r.ft?.away ?? null,
      result_version: resultVersion,
      postponed_at: r.status === 'postponed' ? (f.postponed_at ?? now) : null,
      updated_at: now,
    })
    .where('id', '=', fixtureId)
    .execute();
  return { changed: true, resultVersion };
}
