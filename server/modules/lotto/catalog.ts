import {
  BET_TYPE_DIGITS,
  BET_TYPE_NAMES,
  BET_TYPES,
  type BetType,
  CATEGORY_GROUP_NAMES,
  type LottoCategory,
  type LottoRate,
} from '@contract/lotto';
import { satangToBaht } from '@contract/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { scheduleText } from './schedule';
import type { CategoryRow, RateRow } from './tables';
import './tables';

type Conn = Kysely<Database>;

/** Categories and their rates: read from the tables on each call (an operator's change applies at once on every node). */

export async function categories(db: Conn, opts: { activeOnly?: boolean } = {}): Promise<CategoryRow[]> {
  let q = db.selectFrom('lotto_category').selectAll();
  if (opts.activeOnly ?? true) q = q.where('active', '=', true);
  return q.orderBy('sort').orderBy('id').execute();
}

export async function category(db: Conn, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('lotto_category').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function ratesOf(db: Conn, categoryIds?: number[]): Promise<Map<number, Map<BetType, RateRow>>> {
  let q = db.selectFrom('lotto_rate').selectAll();
  if (categoryIds) {
    if (categoryIds.length === 0) return new Map();
    q = q.where('category_id', 'in', categoryIds);
  }
  const out = new Map<number, Map<BetType, RateRow>>();
  for (const r of await q.execute()) {
    if (!out.has(r.category_id)) out.set(r.category_id, new Map());
    out.get(r.category_id)?.set(r.bet_type, r);
  }
  return out;
}

/** A rate x100 as members read it: 90000 -> 900, 320 -> 3.2. */
const rateToWire = (rate: number) => rate / 100;

function rateView(r: RateRow): LottoRate {
  return {
    bet_type: r.bet_type,
    name: BET_TYPE_NAMES[r.bet_type],
    digits: BET_TYPE_DIGITS[r.bet_type],
    rate: rateToWire(r.rate),
    min_bet: satangToBaht(r.min_bet),
    max_bet: satangToBaht(r.max_bet),
    max_per_number: r.max_per_number === null ? null : satangToBaht(r.max_per_number),
    enabled: r.enabled,
  };
}

/** The rates of a category in the usual bet-type order. */
export function rateList(rates: Map<BetType, RateRow> | undefined): LottoRate[] {
  return BET_TYPES.flatMap((t) => {
    const r = rates?.get(t);
    return r ? [rateView(r)] : [];
  });
}

export function categoryView(c: CategoryRow, rates: Map<BetType, RateRow> | undefined): LottoCategory {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    group: c.category_group,
    group_name: CATEGORY_GROUP_NAMES[c.category_group],
    result_kind: c.result_kind,
    schedule_text: scheduleText(c),
    bet_types: BET_TYPES.filter((t) => rates?.get(t)?.enabled),
  };
}
