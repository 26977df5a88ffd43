import { Errors } from '@contract/errors';
import { type FixtureStatus, lineToQ, oddsToMilli, SELECTIONS, type SportSettings } from '@contract/sport';
import { fixtureActions } from '@contract/sport-rules';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { feedInvalid } from './feed-parse';
import { saveSportSettings, sportChanged } from './settings';
import { setFixtureResult } from './settle';
import './tables';

type Score = { home: number; away: number };

/**
 * The operators' trading writes (docs/sport.md "Back office"): odds and lines by hand, suspending a
 * market or a fixture, voiding a fixture, entering or correcting a result, the settings. Each in one
 * transaction with its audit row (action sport.*, target sport_market:<id> / sport_fixture:<id>).
 */

async function lockFixture(trx: Db, id: number) {
  const f = await trx.selectFrom('sport_fixture').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!f) fail(Errors.SPORT_FIXTURE_NOT_FOUND);
  return f;
}

/** Odds, lines and suspending only while the fixture takes bets (contract/sport-rules.ts `fixtureActions`). */
function mustTrade(f: { status: FixtureStatus; voided: boolean }) {
  if (f.voided) fail(Errors.SPORT_FIXTURE_VOIDED);
  if (!fixtureActions(f).trade) fail(Errors.SPORT_FIXTURE_CLOSED);
}

async function lockMarket(trx: Db, id: number) {
  const m = await trx.selectFrom('sport_market').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!m) fail(Errors.SPORT_MARKET_NOT_FOUND);
  return m;
}

const oddsOf = (m: { kind: keyof typeof SELECTIONS; odds_1: number; odds_2: number; odds_3: number | null }) => {
  const sel = SELECTIONS[m.kind] as readonly string[];
  const cols = [m.odds_1, m.odds_2, m.odds_3];
  return Object.fromEntries(sel.map((s, i) => [s, (cols[i] as number) / 1000]));
};

/** PUT /api/admin/sport/markets/:id: new odds (every selection) and, when given, line; odds_version moves (audited sport.market.odds). */
export async function setMarketOdds(
  db: Db,
  operatorId: number,
  marketId: number,
  body: { odds: Record<string, number>; line?: number },
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const m = await lockMarket(trx, marketId);
    const f = await lockFixture(trx, Number(m.fixture_id));
    mustTrade(f);
    const sel = SELECTIONS[m.kind] as readonly string[];
    const given = Object.keys(body.odds);
    if (given.length !== sel.length || !sel.every((s) => s in body.odds))
      feedInvalid({ odds: `ราคาของตลาด ${m.kind} ต้องมีตัวเลือก ${sel.join(', ')}` });
    const lineQ = body.line === undefined ? m.line_q : lineToQ(body.line);
    if (lineQ !== m.line_q) {
      if (m.kind === '1x2' || m.kind === 'oe') feedInvalid({ line: 'ตลาด 1x2 และคู่/คี่ ไม่มีเส้นต่อรอง' });
      if (m.kind === 'ou' && lineQ <= 0) feedInvalid({ line: 'เส้นสูง/ต่ำต้องมากกว่า 0' });
      const taken = await trx
        .selectFrom('sport_market')
        .select('id')
        .where('fixture_id', '=', m.fixture_id)
        .where('period', '=', m.period)
        .where('kind', '=', m.kind)
        .where('line_q', '=', lineQ)
        .executeTakeFirst();
      if (taken) fail(Errors.SPORT_LINE_TAKEN);
    }
    const before = { line: m.line_q / 4, odds: oddsOf(m) };
    await trx
      .updateTable('sport_market')
      .set((eb) => ({
        line_q: lineQ,
        odds_1: oddsToMilli(body.odds[sel[0]]),
        odds_2: oddsToMilli(body.odds[sel[1]]),
        odds_3: sel[2] ? oddsToMilli(body.odds[sel[2]]) : null,
        odds_version: eb('odds_version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', marketId)
      .execute();
    await recordAudit(trx, operatorId, 'sport.market.odds', `sport_market:${marketId}`, {
      fixture_id: Number(m.fixture_id),
      before,
      after: { line: lineQ / 4, odds: body.odds },
    });
  });
}

/** POST /api/admin/sport/markets/:id/suspend: open <-> suspended while the fixture takes bets (audited sport.market.suspend|unsuspend). */
export async function suspendMarket(db: Db, operatorId: number, marketId: number, suspended: boolean, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const m = await lockMarket(trx, marketId);
    mustTrade(await lockFixture(trx, Number(m.fixture_id)));
    const status = suspended ? 'suspended' : 'open';
    if (m.status === status) return;
    // A market the feed closed stays closed: reopening it by hand would take bets it no longer prices.
    if (m.status === 'closed') fail(Errors.SPORT_FIXTURE_CLOSED);
    await trx.updateTable('sport_market').set({ status, updated_at: now }).where('id', '=', marketId).execute();
    await recordAudit(trx, operatorId, suspended ? 'sport.market.suspend' : 'sport.market.unsuspend', `sport_market:${marketId}`, {
      fixture_id: Number(m.fixture_id),
      before: m.status,
    });
  });
}

/** POST /api/admin/sport/fixtures/:id/suspend: every market of the fixture refused while set; only while it takes bets (audited). */
export async function suspendFixture(db: Db, operatorId: number, fixtureId: number, suspended: boolean, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const f = await lockFixture(trx, fixtureId);
    mustTrade(f);
    if (f.suspended === suspended) return;
    await trx.updateTable('sport_fixture').set({ suspended, updated_at: now }).where('id', '=', fixtureId).execute();
    await recordAudit(trx, operatorId, suspended ? 'sport.fixture.suspend' : 'sport.fixture.unsuspend', `sport_fixture:${fixtureId}`);
  });
}

/**
 * POST /api/admin/sport/fixtures/:id/void: voided with the reason members see, result_version
 * moved so the settlement voids every leg (stakes back, paid ones reversed). Once only.
 */
export async function voidFixture(db: Db, operatorId: number, fixtureId: number, reason: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const f = await lockFixture(trx, fixtureId);
    if (f.voided) fail(Errors.SPORT_FIXTURE_VOIDED);
    if (!fixtureActions(f).void) fail(Errors.SPORT_FIXTURE_CLOSED);
    // The settlement's one way to move a fixture's result version; the fixture then takes no bets.
    await setFixtureResult(
      trx,
      fixtureId,
      {
        status: f.status,
        ht: f.ht_home === null || f.ht_away === null ? null : { home: f.ht_home, away: f.ht_away },
        ft: f.ft_home === null || f.ft_away === null ? null : { home: f.ft_home, away: f.ft_away },
        voided: true,
        voidReason: reason,
      },
      now,
    );
    await trx.updateTable('sport_fixture').set({ suspended: true }).where('id', '=', fixtureId).execute();
    await trx.updateTable('sport_market').set({ status: 'closed', updated_at: now }).where('fixture_id', '=', fixtureId).execute();
    await recordAudit(trx, operatorId, 'sport.fixture.void', `sport_fixture:${fixtureId}`, { reason });
  });
}

/** PUT /api/admin/sport/fixtures/:id/result: through setFixtureResult (audited sport.fixture.result with before and after). */
export async function enterResult(
  db: Db,
  operatorId: number,
  fixtureId: number,
  body: { status: FixtureStatus; ht: Score | null; ft: Score | null },
  now = new Date(),
): Promise<{ changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const f = await lockFixture(trx, fixtureId);
    if (f.voided) fail(Errors.SPORT_FIXTURE_VOIDED);
    if ((body.status === 'finished' || body.status === 'live') && new Date(f.kickoff_at).getTime() > now.getTime())
      fail(Errors.SPORT_RESULT_BEFORE_KICKOFF);
    const before = {
      status: f.status,
      ht: f.ht_home === null ? null : { home: f.ht_home, away: f.ht_away },
      ft: f.ft_home === null ? null : { home: f.ft_home, away: f.ft_away },
    };
    const r = await setFixtureResult(trx, fixtureId, { status: body.status, ht: body.ht, ft: body.ft }, now);
    if (r.changed)
      await recordAudit(trx, operatorId, 'sport.fixture.result', `sport_fixture:${fixtureId}`, {
        before,
        after: { status: body.status, ht: body.ht, ft: body.ft },
      });
    return { changed: r.changed };
  });
}

/** PUT /api/admin/sport/settings: whole (audited sport.settings). */
export async function saveAdminSportSettings(db: Db, operatorId: number, value: SportSettings, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await saveSportSettings(trx, value, operatorId, now);
    await recordAudit(trx, operatorId, 'sport.settings', 'sport_setting', { ...value });
  });
  sportChanged();
}
