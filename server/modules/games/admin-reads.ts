import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import './tables';

type Conn = Kysely<Database>;

/** One game round of a member (satang): its bets and wins grouped by the provider's round id. */
export type MemberGameRound = {
  provider_id: string;
  round_id: string;
  game_id: string;
  game_name: string | null;
  product: string | null;
  stake: number;
  win: number;
  state: 'open' | 'settled' | 'rolled_back';
  created_at: Date;
};

/**
 * The member's game rounds for the back office, from the seamless wallet's transactions (in-house
 * play writes the same rows): stake = bets not rolled back, win = wins, grouped per provider round,
 * offset-paged with a total and sorted by `sort`. Only that member's rows are read.
 */
export async function memberGameRounds(
  db: Conn,
  memberId: number,
  q: { from?: Date; until?: Date; sort: 'created_at' | 'stake' | 'win'; dir: 'asc' | 'desc'; page: number; page_size: number },
): Promise<{ items: MemberGameRound[]; total: number }> {
  const conds = [sql`t.member_id = ${memberId}`];
  if (q.from) conds.push(sql`t.created_at >= ${q.from}`);
  if (q.until) conds.push(sql`t.created_at < ${q.until}`);
  const where = sql.join(conds, sql` and `);
  const dir = q.dir === 'asc' ? sql`asc` : sql`desc`;
  const column = q.sort === 'stake' ? sql`r.stake` : q.sort === 'win' ? sql`r.win` : sql`r.created_at`;
  const rounds = sql`
    with rounds as (
      select t.provider_id, t.round_id, min(t.game_id) as game_id, min(t.created_at) as created_at, max(t.id) as last_id,
        coalesce(sum(t.amount) filter (where t.op = 'bet' and t.status not in ('rolled_back', 'tombstone')), 0) as stake,
        coalesce(sum(t.amount) filter (where t.op = 'win'), 0) as win,
        bool_or(t.op = 'bet' and t.status = 'open') as open,
        bool_and(t.op <> 'bet' or t.status in ('rolled_back', 'tombstone')) as rolled_back
      from game_txn t
      where ${where}
      group by t.provider_id, t.round_id
    )`;
  const [count, rows] = await Promise.all([
    sql<{ total: string | number }>`${rounds} select count(*) as total from rounds`.execute(db),
    sql<{
      provider_id: string;
      round_id: string;
      game_id: string;
      game_name: string | null;
      product: string | null;
      stake: string | number;
      win: string | number;
      open: boolean;
      rolled_back: boolean;
      created_at: Date | string;
    }>`${rounds}
      select r.*, g.name_th as game_name, g.category as product
      from rounds r left join game g on g.provider_id = r.provider_id and g.game_id = r.game_id
      order by ${column} ${dir}, r.last_id ${dir}
      limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`.execute(db),
  ]);
  return {
    total: Number(count.rows[0]?.total ?? 0),
    items: rows.rows.map((r) => ({
      provider_id: r.provider_id,
      round_id: r.round_id,
      game_id: r.game_id,
      game_name: r.game_name,
      product: r.product,
      stake: Number(r.stake),
      win: Number(r.win),
      state: r.rolled_back ? 'rolled_back' : r.open ? 'open' : 'settled',
      created_at: new Date(r.created_at),
    })),
  };
}
