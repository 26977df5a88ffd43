import { SELECTIONS, type Selection } from '@contract/sport';
import { betOdds } from '@contract/sport-rules';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { memberAccountId, recordTurnover, transfer } from '../ledger';
import { sportHouseRow } from './house';
import { betKey } from './settle';
import './tables';

/**
 * Bets for the settlement suites, placed the way placement does (server/modules/sport/place.ts): one
 * sport_bet movement main wallet -> the member's house row under `sport:bet:<bet id>`, the stake as
 * turnover for product sport, the bet and its legs at the markets' present odds. No limits, no odds
 * check: settlement is what is under test. The lead may switch this to the real placeBet.
 */
let n = 0;

export type TestLeg = { marketId: number; selection: Selection };

export async function placeTestBet(db: Db, memberId: number, stake: number, legs: TestLeg[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const markets = await trx
      .selectFrom('sport_market')
      .select(['id', 'fixture_id', 'period', 'kind', 'line_q', 'odds_1', 'odds_2', 'odds_3'])
      .where(
        'id',
        'in',
        legs.map((l) => l.marketId),
      )
      .execute();
    const rows = legs.map((l, i) => {
      const m = markets.find((x) => Number(x.id) === l.marketId);
      if (!m) throw new Error(`no market ${l.marketId}`);
      const at = (SELECTIONS[m.kind] as readonly string[]).indexOf(l.selection);
      const odds = [m.odds_1, m.odds_2, m.odds_3][at];
      if (at < 0 || !odds) throw new Error(`selection ${l.selection} is not one of market ${m.kind}'s`);
      return {
        leg: i + 1,
        fixture_id: Number(m.fixture_id),
        market_id: l.marketId,
        period: m.period,
        kind: m.kind,
        line_q: m.line_q,
        odds,
      };
    });
    const odds = betOdds(rows.map((r) => r.odds));
    const bet = await trx
      .insertInto('sport_bet')
      .values({
        member_id: memberId,
        request_key: `settle-test-${process.pid}-${++n}`,
        type: legs.length === 1 ? 'single' : 'parlay',
        stake,
        odds,
        potential_payout: Math.floor((stake * odds) / 1000),
        placed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const betId = Number(bet.id);
    await trx
      .insertInto('sport_bet_leg')
      .values(rows.map((r) => ({ ...r, bet_id: betId, selection: legs[r.leg - 1].selection })))
      .execute();
    await transfer(trx, {
      key: betKey(betId),
      kind: 'sport_bet',
      currency: 'THB',
      debit: await memberAccountId(trx, memberId),
      credit: await sportHouseRow(trx, memberId),
      amount: stake,
      reference: `SB${String(betId).padStart(6, '0')}`,
      metadata: { bet_id: betId },
    });
    await recordTurnover(trx, { key: betKey(betId), memberId, product: 'sport', stake });
    return betId;
  });
}

/** A second connection pool on the same schema (PostgreSQL), so two runs really overlap; PGlite has one. */
export async function secondProcess(
  db: Db,
  engine: 'pglite' | 'postgres',
  dbConfig: Parameters<typeof import('../../db').openDatabase>[0],
) {
  if (engine !== 'postgres') return { db, close: async () => {} };
  const { openDatabase } = await import('../../db');
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const other = await openDatabase(dbConfig, rows[0].schema);
  return { db: other.db, close: other.close };
}
