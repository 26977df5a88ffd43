import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Sportsbook placement and settlement at speed (docs/sport.md "Benchmark"). A bet's legs are written
 * only by the statement that inserts their bet, after its claim re-read every leg's market and
 * fixture (they exist, open and scheduled); a settlement row only by the batch holding its bet locked;
 * no fixture, market or bet is ever deleted. So, as for the rounds' records in 008, these foreign keys
 * only added a lookup and a row lock per row (three a leg at placement, one a bet at settlement), and
 * they go. The bet keeps its member's key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table sport_bet_leg drop constraint sport_bet_leg_bet_id_fkey;
    alter table sport_bet_leg drop constraint sport_bet_leg_fixture_id_fkey;
    alter table sport_bet_leg drop constraint sport_bet_leg_market_id_fkey;
    alter table sport_settlement drop constraint sport_settlement_bet_id_fkey
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table sport_settlement add foreign key (bet_id) references sport_bet (id);
    alter table sport_bet_leg add foreign key (market_id) references sport_market (id);
    alter table sport_bet_leg add foreign key (fixture_id) references sport_fixture (id);
    alter table sport_bet_leg add foreign key (bet_id) references sport_bet (id)
  `,
  );
}
