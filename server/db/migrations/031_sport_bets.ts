import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Bet placement's limit counters (docs/sport.md "Bets and limits"): what each member has staked on
 * each fixture (singles and every parlay that includes it), and on row fixture_id 0 what the member
 * has staked altogether. A placement adds to them in its one write statement, each row only while
 * it stays within its limit (the rows are the latest committed versions, so two bets at once cannot
 * both pass), and the member's open stakes are the total less the stakes of settled bets (read from
 * sport_bet by the partial index below), so settlement has nothing to give back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table sport_member_exposure (
      -- no foreign key: the row is written with the member's bet (whose own key checks the member), and
      -- a bet's statement pays for every trigger it fires
      member_id bigint not null,
      -- 0: the member's stakes on every fixture altogether (counted once per bet)
      fixture_id bigint not null,
      -- satang
      staked bigint not null default 0 check (staked >= 0),
      primary key (member_id, fixture_id)
    );

    create index sport_bet_member_open on sport_bet (member_id) include (stake) where status = 'open';
    `,
  );
}
