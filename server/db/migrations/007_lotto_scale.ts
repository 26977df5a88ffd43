import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Lotto at scale (docs/lotto.md "Performance"). Settlement judges every item of a round (a million
 * rows) and marks every bill, in batches of bills walked in id order:
 * - bills are found by (round, id): that index replaces the one on the round's pending bills, whose
 *   `status` predicate made every change of a bill's status touch every index of the table;
 * - items are found by bill, never by (round, status): that index goes, and so does the unpaid-wins
 *   index (a bill is now judged and paid in one transaction, so "no bill pending" says it all);
 * - with no index reading `status`, `payout` or a transfer id, and half of every page left free
 *   (fillfactor 50), judging an item or marking a bill writes its new version on the same page and
 *   touches no index (a HOT update, about three times cheaper); a bill's debit id, set right after
 *   its insert, gains the same;
 * - a Yeekee shot is one statement that reads its round FOR SHARE (open, and closing waits for it)
 *   and is made for the signed-in member: the foreign keys of the shot and shooter rows only added
 *   four lookups and a second lock on the round row to every shot, so they go;
 * - the house lotto account is spread over rows `house:lotto:<n>` (lotto/house.ts): an existing
 *   single row becomes row 0, so its balance and history stay with the house.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create index lotto_bill_round on lotto_bill (round_id, id);
    drop index lotto_bill_round_pending;
    drop index lotto_bill_item_round;
    drop index lotto_bill_item_unpaid;
    alter table lotto_bill set (fillfactor = 50);
    alter table lotto_bill_item set (fillfactor = 50);
    alter table lotto_yeekee_shot drop constraint lotto_yeekee_shot_round_id_fkey;
    alter table lotto_yeekee_shot drop constraint lotto_yeekee_shot_member_id_fkey;
    alter table lotto_yeekee_shooter drop constraint lotto_yeekee_shooter_round_id_fkey;
    alter table lotto_yeekee_shooter drop constraint lotto_yeekee_shooter_member_id_fkey;
    update ledger_account set code = 'house:lotto:0', name = 'บัญชีหวย #1'
     where code = 'house:lotto' and not exists (select 1 from ledger_account where code = 'house:lotto:0')
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    update ledger_account set code = 'house:lotto', name = 'บัญชีหวย'
     where code = 'house:lotto:0' and not exists (select 1 from ledger_account where code = 'house:lotto');
    alter table lotto_yeekee_shooter add foreign key (member_id) references member(id);
    alter table lotto_yeekee_shooter add foreign key (round_id) references lotto_round(id);
    alter table lotto_yeekee_shot add foreign key (member_id) references member(id);
    alter table lotto_yeekee_shot add foreign key (round_id) references lotto_round(id);
    alter table lotto_bill_item reset (fillfactor);
    alter table lotto_bill reset (fillfactor);
    create index lotto_bill_item_unpaid on lotto_bill_item (round_id, id) where status = 'won' and paid_transfer_id is null;
    create index lotto_bill_item_round on lotto_bill_item (round_id, status);
    create index lotto_bill_round_pending on lotto_bill (round_id) where status = 'pending';
    drop index lotto_bill_round
  `,
  );
}
