import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Lotto results from several origins (docs/lotto.md "Results"): every result a round is given, by an
 * operator, a feed or the sandbox, is a lotto_result_entry; an operator's waits for a second operator
 * (four eyes), a feed's different second answer is held for an operator. A system actor (a feed, the
 * sandbox) may write the audit log without an operator. A round resulted by the sandbox says so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table operator_audit alter column operator_id drop not null;
    alter table operator_audit add column actor text;
    alter table operator_audit add constraint operator_audit_actor check ((operator_id is null) = (actor is not null));
    alter table lotto_round add column result_sandbox boolean not null default false;
    create table lotto_result_entry (
      id bigserial primary key,
      round_id bigint not null references lotto_round(id),
      -- a first result, or a correction of an applied one
      purpose text not null check (purpose in ('result', 'correction')),
      -- 'operator', 'feed:<name>' or 'sandbox'
      origin text not null,
      operator_id int references operator(id),
      result jsonb not null,
      status text not null check (status in ('pending', 'applied', 'held', 'rejected', 'superseded')),
      note text,
      decided_by int references operator(id),
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      check ((origin = 'operator') = (operator_id is not null))
    );
    create index lotto_result_entry_round on lotto_result_entry (round_id, id);
    create index lotto_result_entry_open on lotto_result_entry (id) where status in ('pending', 'held')
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table lotto_result_entry;
    alter table lotto_round drop column result_sandbox;
    delete from operator_audit where operator_id is null;
    alter table operator_audit drop constraint operator_audit_actor;
    alter table operator_audit drop column actor;
    alter table operator_audit alter column operator_id set not null
  `,
  );
}
