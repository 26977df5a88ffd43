import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * In-house rounds at speed (docs/games.md "Benchmark"). A round is one statement that writes its
 * round record and its game_txn rows after locking the member's wallet and taking the seed pair's
 * nonce in that same statement (GameWallet.settleRound); external providers' game_txn rows come from
 * a launch session whose own foreign keys hold, and no member, wallet or seed pair is ever deleted.
 * So, as for Yeekee shots in 007, the foreign keys of these append-only records only added lookups
 * and row locks to every round (seven a won spin), and they go:
 * - house_round: member, wallet and seed pair; game_txn: member and wallet;
 * - game_txn_member (member_id, id desc) is read by nothing: the wallet finds rows by (provider, txn id);
 * - ledger_account's `allow_negative or balance >= 0` is implied by `pending_out >= 0` and
 *   `allow_negative or balance - pending_out >= 0`, and every ledger update checked it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table house_round drop constraint house_round_member_id_fkey;
    alter table house_round drop constraint house_round_account_id_fkey;
    alter table house_round drop constraint house_round_seed_pair_id_fkey;
    alter table game_txn drop constraint game_txn_member_id_fkey;
    alter table game_txn drop constraint game_txn_account_id_fkey;
    drop index game_txn_member;
    alter table ledger_account drop constraint ledger_account_check
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table ledger_account add constraint ledger_account_check check (allow_negative or balance >= 0);
    create index game_txn_member on game_txn (member_id, id desc);
    alter table game_txn add foreign key (account_id) references ledger_account(id);
    alter table game_txn add foreign key (member_id) references member(id);
    alter table house_round add foreign key (seed_pair_id) references house_seed_pair(id);
    alter table house_round add foreign key (account_id) references ledger_account(id);
    alter table house_round add foreign key (member_id) references member(id)
  `,
  );
}
