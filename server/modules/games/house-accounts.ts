import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AGENT_ID } from '../agent';

type Conn = Kysely<Database>;

/**
 * The house side of game money: one ledger account per provider, spread over `shards` rows
 * (`house:games:<provider>:<n>`, a member's wallet calls on row member_id mod shards). A single house row
 * would be locked by every bet and win of every member in turn; with shards, members only queue
 * behind the few who share theirs. The provider's figure is the sum of its rows.
 */
export class HouseGameAccounts {
  private readonly ids = new Map<string, number>();
  constructor(
    private readonly db: Conn,
    readonly shards: number,
  ) {
    if (!Number.isInteger(shards) || shards < 1 || shards > 1024) throw new RangeError('house shards must be 1..1024');
  }

  static code(providerId: string, shard: number) {
    return `house:games:${providerId}:${shard}`;
  }

  /** Creates (once) and caches every shard of these providers; run at start, outside any transaction. */
  async prepare(providerIds: Iterable<string>): Promise<void> {
    for (const providerId of providerIds) {
      const codes = Array.from({ length: this.shards }, (_, n) => HouseGameAccounts.code(providerId, n));
      await this.db
        .insertInto('ledger_account')
        .values(
          codes.map((code, n) => ({
            agent_id: AGENT_ID,
            member_id: null,
            currency: 'THB' as const,
            wallet_type_id: null,
            code,
            name: `บัญชีเกม ${providerId} #${n + 1}`,
            allow_negative: true,
          })),
        )
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      const rows = await this.db.selectFrom('ledger_account').select(['id', 'code']).where('code', 'in', codes).execute();
      for (const r of rows) if (r.code) this.ids.set(r.code, r.id);
    }
  }

  /** The member's house row for a provider. A provider not prepared is created on the fly (not cached inside a transaction). */
  async accountFor(conn: Conn, providerId: string, memberId: number): Promise<number> {
    return this.shardAccount(conn, providerId, memberId);
  }

  /**
   * Row n mod shards of a provider's house account. In-house rounds settled together take one row per
   * statement (rounds.ts), so statements running at once do not queue behind each other's rows.
   */
  async shardAccount(conn: Conn, providerId: string, n: number): Promise<number> {
    const code = HouseGameAccounts.code(providerId, n % this.shards);
    const known = this.ids.get(code);
    if (known !== undefined) return known;
    await conn
      .insertInto('ledger_account')
      .values({
        agent_id: AGENT_ID,
        member_id: null,
        currency: 'THB',
        wallet_type_id: null,
        code,
        name: `บัญชีเกม ${providerId}`,
        allow_negative: true,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const row = await conn.selectFrom('ledger_account').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    if (!conn.isTransaction) this.ids.set(code, row.id);
    return row.id;
  }
}
