import {
  type AdminFeedSource,
  type AdminLottoExposureQuery,
  type AdminLottoRoundsListQuery,
  FEED_OUTCOME_NAMES,
  FEED_SOURCE_NAMES,
  FEED_SOURCES,
} from '@contract/admin-lotto';
import { BET_TYPE_NAMES, type BetType, LIMITED_MODE_NAMES, ROUND_STATUS_NAMES } from '@contract/lotto';
import { satangToBaht } from '@contract/money';
import { type Kysely, sql } from 'kysely';
import type { LottoConfig } from '../../config';
import type { Database } from '../../db/schema';
import { withTotals } from './admin';
import { entryView } from './result-admin';
import { roundOrFail, roundsQuery } from './rounds';
import { roundTitle } from './schedule';
import './feed-tables';
import './tables';

type Conn = Kysely<Database>;

/** Rounds for the back office: filtered, sorted and paged on the server, with sales and the correction window. */
export async function listAdminRounds(db: Conn, q: AdminLottoRoundsListQuery, now: Date, correctionMs: number) {
  let base = roundsQuery(db);
  if (q.category_id) base = base.where('r.category_id', '=', q.category_id);
  if (q.status) base = base.where('r.status', '=', q.status);
  if (q.date) base = base.where('r.draw_date', '=', q.date);
  const count = await db
    .selectFrom(base.as('x'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const dir = q.dir;
  const column = { closes_at: 'r.closes_at', draw_date: 'r.draw_date', category_name: 'c.name', status: 'r.status' } as const;
  const rows = await base
    .orderBy(column[q.sort ?? 'closes_at'], dir)
    .orderBy('r.id', dir)
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  const views = await withTotals(db, rows, now);
  const items = views.map((v, i) => {
    const r = rows[i];
    const correctable = r.status === 'resulted' && r.resulted_at !== null && r.result_kind !== 'yeekee';
    return {
      ...v,
      resulted_at: r.resulted_at?.toISOString() ?? null,
      correction_until: correctable && r.resulted_at ? new Date(r.resulted_at.getTime() + correctionMs).toISOString() : null,
    };
  });
  return { items, page: q.page, page_size: q.page_size, total: Number(count.n) };
}

/** Waiting results (or every entry of one round) with their round's category name and title. */
export async function listEntriesNamed(db: Conn, roundId?: number) {
  let q = db.selectFrom('lotto_result_entry').selectAll();
  q = roundId ? q.where('round_id', '=', roundId) : q.where('status', 'in', ['pending', 'held']);
  const rows = await q.orderBy('id').limit(500).execute();
  const ids = [...new Set(rows.map((r) => r.round_id))];
  const rounds = ids.length ? await roundsQuery(db).where('r.id', 'in', ids).execute() : [];
  const byId = new Map(rounds.map((r) => [r.id, r]));
  return {
    items: rows.map((e) => {
      const r = byId.get(e.round_id);
      return { ...entryView(e), category_name: r?.category_name ?? null, round_title: r ? roundTitle(r.draw_date, r.round_no) : null };
    }),
  };
}

type ExposureRow = {
  bet_type: BetType;
  number: string;
  staked: string;
  payout: string;
  items: string;
  reduced: string;
  total: string;
  round_staked: string;
  max_payout: string;
  mode: 'closed' | 'reduced' | null;
  pay_percent: number | null;
};

/**
 * What the house would pay if each number won, per bet type: the stake on it and the sum of its
 * items' `potential_win` (stake x the rate each item was sold at, reduced rates of limited numbers
 * included, as the bills recorded them), without cancelled and refunded bills. One statement:
 * - the round's items aggregated per (bet_type, number) from the `lotto_bill_item_exposure` index
 *   alone (round, bet type, number, then amount, potential win, limited: migration 016), the index
 *   being in group order;
 * - minus the items of the round's cancelled and refunded bills (found through the round's bills, few);
 * - the page after the sort (risk: payout, largest first), with the count of groups and the round's
 *   whole stake and largest payout as window figures, and each number's current limit.
 */
export async function roundExposure(db: Conn, roundId: number, q: AdminLottoExposureQuery) {
  const round = await roundOrFail(db, roundId);
  const order = { payout: sql`payout`, staked: sql`staked`, items: sql`items` }[q.sort ?? 'payout'];
  const dir = q.dir === 'asc' ? sql`asc` : sql`desc`;
  const filters = [sql`items > 0`];
  if (q.bet_type) filters.push(sql`bet_type = ${q.bet_type}`);
  if (q.number) filters.push(sql`number = ${q.number}`);
  const { rows } = await sql<ExposureRow>`/* lotto_exposure */
    with g as (
      select bet_type, number, sum(amount) as amount, sum(potential_win) as win, count(*) as n,
             count(*) filter (where limited = 'reduced') as reduced
        from lotto_bill_item
       where round_id = ${roundId}::bigint
       group by bet_type, number),
    c as (
      select i.bet_type, i.number, sum(i.amount) as amount, sum(i.potential_win) as win, count(*) as n,
             count(*) filter (where i.limited = 'reduced') as reduced
        from lotto_bill b join lotto_bill_item i on i.bill_id = b.id
       where b.round_id = ${roundId}::bigint and b.status in ('cancelled', 'refunded')
       group by i.bet_type, i.number),
    net as (
      select g.bet_type, g.number,
             g.amount - coalesce(c.amount, 0) as staked,
             g.win - coalesce(c.win, 0) as payout,
             g.n - coalesce(c.n, 0) as items,
             g.reduced - coalesce(c.reduced, 0) as reduced
        from g left join c on c.bet_type = g.bet_type and c.number = g.number),
    whole as (select coalesce(sum(staked), 0) as round_staked, coalesce(max(payout), 0) as max_payout from net where items > 0),
    page as (
      select net.*, count(*) over () as total
        from net
       where ${sql.join(filters, sql` and `)}
       order by ${order} ${dir}, bet_type, number
       limit ${q.page_size} offset ${(q.page - 1) * q.page_size})
    select page.bet_type, page.number, page.staked, page.payout, page.items, page.reduced, page.total,
           whole.round_staked, whole.max_payout, l.mode, l.pay_percent
      from whole
      left join page on true
      left join lotto_limited_number l on l.round_id = ${roundId}::bigint and l.bet_type = page.bet_type and l.number = page.number
     order by ${order} ${dir}, page.bet_type, page.number`.execute(db);
  const first = rows[0];
  const items = rows
    .filter((r) => r.bet_type !== null)
    .map((r) => ({
      bet_type: r.bet_type,
      bet_type_name: BET_TYPE_NAMES[r.bet_type],
      number: r.number,
      staked: satangToBaht(Number(r.staked)),
      payout: satangToBaht(Number(r.payout)),
      items: Number(r.items),
      reduced_items: Number(r.reduced),
      limited: r.mode ? { mode: r.mode, mode_name: LIMITED_MODE_NAMES[r.mode], pay_percent: r.pay_percent } : null,
    }));
  return {
    round: {
      id: round.id,
      category_name: round.category_name,
      title: roundTitle(round.draw_date, round.round_no),
      status: round.status,
      status_name: ROUND_STATUS_NAMES[round.status],
      closes_at: round.closes_at.toISOString(),
    },
    round_staked: satangToBaht(Number(first?.round_staked ?? 0)),
    max_payout: satangToBaht(Number(first?.max_payout ?? 0)),
    items,
    page: q.page,
    page_size: q.page_size,
    total: items.length ? Number(rows[0].total) : 0,
  };
}

type FeedConfig = Pick<LottoConfig, 'gloUrl' | 'feedUrl' | 'feedSecret' | 'sandboxEnabled'>;

/**
 * Each result source at a glance: whether this server runs it, its latest try (when, what came of it,
 * the error, which round), the rounds it still asks about and the next try, and rounds given up in the
 * last week. The fetching sources read lotto_feed_fetch; the webhook (push) its latest entry.
 */
export async function feedStatus(db: Conn, config: FeedConfig, now: Date) {
  const configured = {
    glo: Boolean(config.gloUrl),
    json: Boolean(config.feedUrl),
    push: Boolean(config.feedSecret),
    sandbox: config.sandboxEnabled,
  };
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600_000);
  const sources: AdminFeedSource[] = [];
  for (const source of FEED_SOURCES) {
    const base = {
      source,
      name: FEED_SOURCE_NAMES[source],
      configured: configured[source],
      waiting: 0,
      next_at: null,
      gave_up_7d: 0,
    };
    if (source === 'push') {
      const last = await db
        .selectFrom('lotto_result_entry')
        .selectAll()
        .where('origin', '=', 'feed:push')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const round = last ? await roundOrFail(db, last.round_id) : null;
      sources.push({
        ...base,
        last_at: last?.created_at.toISOString() ?? null,
        last_outcome: last?.status ?? null,
        last_outcome_name: last ? (FEED_OUTCOME_NAMES[last.status] ?? last.status) : null,
        last_error: null,
        last_round: round ? { id: round.id, category_name: round.category_name, title: roundTitle(round.draw_date, round.round_no) } : null,
      });
      continue;
    }
    const last = await db
      .selectFrom('lotto_feed_fetch as f')
      .innerJoin('lotto_round as r', 'r.id', 'f.round_id')
      .innerJoin('lotto_category as c', 'c.id', 'r.category_id')
      .select(['f.round_id', 'f.tried_at', 'f.done_at', 'f.outcome', 'f.last_error', 'f.attempts', 'c.name', 'r.draw_date', 'r.round_no'])
      .where('f.source', '=', source)
      .where('f.tried_at', 'is not', null)
      .orderBy('f.tried_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const waiting = await db
      .selectFrom('lotto_feed_fetch')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('next_at').as('next_at')])
      .where('source', '=', source)
      .where('done_at', 'is', null)
      .executeTakeFirstOrThrow();
    const gaveUp = await db
      .selectFrom('lotto_feed_fetch')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('source', '=', source)
      .where('outcome', '=', 'gave_up')
      .where('done_at', '>=', weekAgo)
      .executeTakeFirstOrThrow();
    // A try still open (no outcome yet) failed and waits for its retry when it has an error.
    const outcome = last ? (last.outcome ?? (last.last_error ? 'retrying' : null)) : null;
    const nextAt = waiting.next_at as Date | string | null;
    sources.push({
      ...base,
      last_at: last?.tried_at?.toISOString() ?? null,
      last_outcome: outcome,
      last_outcome_name: outcome === 'retrying' ? 'ไม่สำเร็จ รอถามใหม่' : outcome ? (FEED_OUTCOME_NAMES[outcome] ?? outcome) : null,
      last_error: last?.last_error ?? null,
      last_round: last ? { id: last.round_id, category_name: last.name, title: roundTitle(last.draw_date, last.round_no) } : null,
      waiting: Number(waiting.n),
      next_at: nextAt === null ? null : new Date(nextAt).toISOString(),
      gave_up_7d: Number(gaveUp.n),
    });
  }
  return { sources };
}
