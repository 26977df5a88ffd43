import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { openHouseShards } from '../ledger';

type Conn = Kysely<Database>;

/**
 * The house side of game money: one ledger account per provider, spread over `shards` rows (the
 * ledger's sharded house account `house:games:<provider>:<n>`), a member's wallet calls on row
 * member_id mod shards. A single house row would be locked by every bet and win of every member in
 * turn; with shards, members only queue behind the few who share theirs. The provider's figure is
 * the sum of its rows. This class keeps the policy (which row) and the ids it has seen.
 */
export class HouseGameAccounts {
  private readonly ids = new Map<string, number[]>();
  constructor(
    private readonly db: Conn,
    readonly shards: number,
  ) {
    if (!Number.isInteger(shards) || shards < 1 || shards > 1024) throw new RangeError('house shards must be 1..1024');
  }

  static family(providerId: string) {
    return `games:${providerId}`;
  }

  /** Creates (once) and caches every shard of these providers; run at start, outside any transaction. */
  async prepare(providerIds: Iterable<string>): Promise<void> {
    for (const providerId of providerIds) await this.rows(this.db, providerId);
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
    const ids = this.ids.get(providerId) ?? (await this.rows(conn, providerId));
    return ids[n % this.shards];
  }

  private async rows(conn: Conn, providerId: string): Promise<number[]> {
    const ids = await openHouseShards(conn, HouseGameAccounts.family(providerId), this.shards, `บัญชีเกม ${providerId}`);
    if (!conn.isTransaction) this.ids.set(providerId, ids);
    return ids;
  }
}
