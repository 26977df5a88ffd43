import { Errors } from '@contract/errors';
import {
  BET_TYPE_DIGITS,
  BET_TYPE_NAMES,
  BET_TYPE_RULES,
  BET_TYPES,
  buddhistDate,
  CANCEL_BEFORE_CLOSE_MINUTES,
  CATEGORY_GROUP_NAMES,
  CATEGORY_GROUPS,
  LIMITED_MODE_NAMES,
  type LobbyData,
  type RoundStatus,
  thaiDrawDate,
  YEEKEE_COOLDOWN_SECONDS,
  YEEKEE_MIN_SHOTS,
  YEEKEE_SUBTRACT_POSITION,
} from '@contract/lotto';
import { satangToBaht } from '@contract/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { reducedRate } from './bet-rules';
import { categories, category, categoryView, rateList, ratesOf } from './catalog';
import { capOf, numberKey } from './pricing';
import { toWireResult } from './results';
import { type RoundWithCategory, roundOrFail, roundsQuery, roundView } from './rounds';
import { roundTitle } from './schedule';
import type { StoredResult } from './tables';
import { allShots, latestShots, maskShooter, type ShotRow, shotCount } from './yeekee';
import './tables';

type Conn = Kysely<Database>;

/** How often the Yeekee page polls the live shot list while a round is open. */
const YEEKEE_POLL_MS = 2000;

/** The lobby: every category by group with its current round and the next (countdowns from closes_at). */
export async function lobby(db: Conn, now: Date): Promise<LobbyData> {
  const cats = await categories(db);
  const rates = await ratesOf(
    db,
    cats.map((c) => c.id),
  );
  const open = await roundsQuery(db)
    .where('r.status', '=', 'open')
    .where('r.closes_at', '>', now)
    .orderBy('r.closes_at')
    .orderBy('r.id')
    .execute();
  const byCategory = new Map<number, RoundWithCategory[]>();
  for (const r of open) {
    const list = byCategory.get(r.category_id) ?? [];
    if (list.length < 2) list.push(r);
    byCategory.set(r.category_id, list);
  }
  return {
    server_time: now.toISOString(),
    groups: CATEGORY_GROUPS.map((g) => ({
      code: g,
      name: CATEGORY_GROUP_NAMES[g],
      categories: cats
        .filter((c) => c.category_group === g)
        .map((c) => ({ ...categoryView(c, rates.get(c.id)), rounds: (byCategory.get(c.id) ?? []).map((r) => roundView(r, now)) })),
    })),
  };
}

export async function listRounds(db: Conn, q: { category_id?: number; status: RoundStatus | 'all'; limit: number }, now: Date) {
  let query = roundsQuery(db);
  if (q.category_id) query = query.where('r.category_id', '=', q.category_id);
  if (q.status === 'open') query = query.where('r.status', '=', 'open').where('r.closes_at', '>', now).orderBy('r.closes_at', 'asc');
  else {
    if (q.status !== 'all') query = query.where('r.status', '=', q.status);
    query = query.orderBy('r.closes_at', 'desc');
  }
  const rows = await query.orderBy('r.id').limit(q.limit).execute();
  return { items: rows.map((r) => roundView(r, now)) };
}

export async function roundDetail(db: Conn, roundId: number, now: Date) {
  const round = await roundOrFail(db, roundId);
  const cat = await category(db, round.category_id);
  if (!cat) fail(Errors.NOT_FOUND);
  const rates = (await ratesOf(db, [cat.id])).get(cat.id);
  return { round: roundView(round, now), category: categoryView(cat, rates), rates: rateList(rates) };
}

function resultRow(r: RoundWithCategory & { result: StoredResult | null }) {
  return {
    round_id: r.id,
    category_id: r.category_id,
    category_code: r.category_code,
    category_name: r.category_name,
    group: r.category_group,
    title: roundTitle(r.draw_date, r.round_no),
    draw_date: r.draw_date,
    draw_date_be: buddhistDate(r.draw_date),
    draw_date_th: thaiDrawDate(r.draw_date),
    result: toWireResult(r.result as StoredResult, r.result_sandbox),
    resulted_at: (r.resulted_at ?? r.closes_at).toISOString(),
  };
}

/** The latest result of each category (or one category, or one round). */
export async function latestResults(db: Conn, q: { category_id?: number; round_id?: number }) {
  let query = roundsQuery(db).where('r.status', '=', 'resulted');
  if (q.round_id) query = query.where('r.id', '=', q.round_id);
  if (q.category_id) query = query.where('r.category_id', '=', q.category_id);
  const rows = await query.distinctOn('r.category_id').orderBy('r.category_id').orderBy('r.closes_at', 'desc').execute();
  rows.sort((a, b) => b.closes_at.getTime() - a.closes_at.getTime());
  return { items: rows.map(resultRow) };
}

/** Result history, latest draw first, by category and Gregorian draw date; keyset-paged by round id. */
export async function resultHistory(db: Conn, q: { category_id?: number; date?: string; cursor?: number; limit: number }) {
  let query = roundsQuery(db).where('r.status', '=', 'resulted');
  if (q.category_id) query = query.where('r.category_id', '=', q.category_id);
  if (q.date) query = query.where('r.draw_date', '=', q.date);
  if (q.cursor) {
    const at = await db.selectFrom('lotto_round').select(['closes_at', 'id']).where('id', '=', q.cursor).executeTakeFirst();
    if (at) {
      query = query.where((eb) =>
        eb.or([eb('r.closes_at', '<', at.closes_at), eb.and([eb('r.closes_at', '=', at.closes_at), eb('r.id', '<', at.id)])]),
      );
    }
  }
  const rows = await query
    .orderBy('r.closes_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(q.limit + 1)
    .execute();
  const page = rows.slice(0, q.limit);
  return { items: page.map(resultRow), next_cursor: rows.length > q.limit ? page[page.length - 1].id : null };
}

const RESULT_RULES: Record<RoundWithCategory['result_kind'], string> = {
  government:
    '3 ตัวบนและ 2 ตัวบนใช้เลขท้ายของรางวัลที่ 1 สลากกินแบ่งรัฐบาล 3 ตัวหน้าและ 3 ตัวล่างใช้เลขหน้า 3 ตัวและเลขท้าย 3 ตัว (อย่างละ 2 รางวัล) 2 ตัวล่างใช้เลขท้าย 2 ตัว',
  direct: '3 ตัวบนและ 2 ตัวล่างตามผลที่ประกาศของงวดนั้น',
  lao: 'ใช้เลข 4 ตัวที่ออก: 3 ตัวบนคือ 3 ตัวท้าย 2 ตัวล่างคือ 2 ตัวหน้า',
  hanoi: '3 ตัวบนคือ 3 ตัวท้ายของรางวัลพิเศษ 2 ตัวล่างคือ 2 ตัวท้ายของรางวัลที่ 1',
  stock: '3 ตัวบนคือเลขหลักหน่วยและทศนิยม 2 ตำแหน่งของดัชนีปิด 2 ตัวล่างคือทศนิยม 2 ตำแหน่งของค่าเปลี่ยนแปลง',
  yeekee: `ผลคือ (ผลรวมเลขที่สมาชิกยิงทั้งหมด - เลขที่ยิงลำดับที่ ${YEEKEE_SUBTRACT_POSITION} นับจากลำดับสุดท้าย) หาร 100000 เอาเศษ เป็นเลข 5 หลัก 3 ตัวบนคือ 3 ตัวท้าย 2 ตัวล่างคือ 2 ตัวหน้า`,
};

export async function roundRules(db: Conn, roundId: number, now: Date) {
  const round = await roundOrFail(db, roundId);
  const rates = (await ratesOf(db, [round.category_id])).get(round.category_id);
  const view = roundView(round, now);
  const close = new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'long', timeStyle: 'short' }).format(
    round.closes_at,
  );
  const rules = [
    `ปิดรับแทง ${close} น.`,
    RESULT_RULES[round.result_kind],
    'อัตราจ่ายเป็นบาทต่อการแทง 1 บาท โพยใช้อัตราจ่าย ณ เวลาที่แทงเสมอ',
    'เลขอั้นแบบปิดรับจะแทงไม่ได้ เลขอั้นแบบจ่ายลดจะจ่ายตามอัตราที่ลดแล้ว',
    'แต่ละเลขมีวงเงินรับแทงรวมต่องวด เมื่อเต็มแล้วจะรับแทงเพิ่มไม่ได้',
    `ยกเลิกโพยได้จนถึง ${CANCEL_BEFORE_CLOSE_MINUTES} นาทีก่อนปิดรับแทง`,
    'ถ้างวดถูกยกเลิก ระบบคืนเงินทุกโพยเข้ากระเป๋าหลักอัตโนมัติ',
  ];
  if (round.result_kind === 'yeekee') {
    rules.push(
      `สมาชิกยิงเลข 5 หลักได้ทุก ${YEEKEE_COOLDOWN_SECONDS} วินาทีระหว่างเปิดรอบ`,
      `ถ้ายอดยิงเลขทั้งรอบไม่ถึง ${YEEKEE_MIN_SHOTS} ครั้ง ยกเลิกรอบและคืนเงินทุกโพย`,
      'เมื่อปิดรอบ ระบบเผยแพร่รายการยิงเลขทั้งหมดพร้อมค่า SHA-256 ให้ตรวจสอบได้',
    );
  }
  return {
    round: view,
    rules,
    bet_types: BET_TYPES.flatMap((t) => {
      const r = rates?.get(t);
      return r?.enabled
        ? [{ bet_type: t, name: BET_TYPE_NAMES[t], digits: BET_TYPE_DIGITS[t], rule: BET_TYPE_RULES[t], rate: r.rate / 100 }]
        : [];
    }),
  };
}

export async function roundRates(db: Conn, roundId: number) {
  const round = await roundOrFail(db, roundId);
  const rates = (await ratesOf(db, [round.category_id])).get(round.category_id);
  return { round_id: round.id, category_id: round.category_id, rates: rateList(rates) };
}

export async function categoryRates(db: Conn, categoryId?: number) {
  const cats = (await categories(db)).filter((c) => !categoryId || c.id === categoryId);
  if (categoryId && cats.length === 0) fail(Errors.NOT_FOUND, undefined, 'ไม่พบประเภทหวยนี้');
  const rates = await ratesOf(
    db,
    cats.map((c) => c.id),
  );
  return { categories: cats.map((c) => ({ ...categoryView(c, rates.get(c.id)), rates: rateList(rates.get(c.id)) })) };
}

/** Limited numbers, and what each number already bought may still take where the bet type is capped. */
export async function roundLimits(db: Conn, roundId: number) {
  const round = await roundOrFail(db, roundId);
  const rates = (await ratesOf(db, [round.category_id])).get(round.category_id);
  const limited = await db
    .selectFrom('lotto_limited_number')
    .selectAll()
    .where('round_id', '=', round.id)
    .orderBy('bet_type')
    .orderBy('number')
    .execute();
  const limitedBy = new Map(limited.map((l) => [numberKey(l.bet_type, l.number), l]));
  const totals = await db
    .selectFrom('lotto_number_total')
    .select(['bet_type', 'number', 'sold'])
    .where('round_id', '=', round.id)
    .where('sold', '>', 0)
    .orderBy('bet_type')
    .orderBy('number')
    .execute();
  return {
    round_id: round.id,
    limited: limited.map((l) => {
      const base = rates?.get(l.bet_type)?.rate ?? null;
      return {
        bet_type: l.bet_type,
        bet_type_name: BET_TYPE_NAMES[l.bet_type],
        number: l.number,
        mode: l.mode,
        mode_name: LIMITED_MODE_NAMES[l.mode],
        rate: l.mode === 'reduced' && base !== null && l.pay_percent ? reducedRate(base, l.pay_percent) / 100 : null,
        pay_percent: l.pay_percent,
        max_amount: l.max_amount === null ? null : satangToBaht(l.max_amount),
      };
    }),
    remaining: totals.flatMap((t) => {
      const cap = capOf(rates?.get(t.bet_type), limitedBy.get(numberKey(t.bet_type, t.number)));
      return cap === null
        ? []
        : [{ bet_type: t.bet_type, number: t.number, cap: satangToBaht(cap), remaining: satangToBaht(Math.max(0, cap - t.sold)) }];
    }),
  };
}

const shotView = (s: ShotRow) => ({
  id: s.id,
  seq: s.seq,
  number: s.number,
  member: maskShooter(s.phone),
  created_at: s.created_at.toISOString(),
});

async function yeekeeRound(db: Conn, roundId: number) {
  const round = await roundOrFail(db, roundId);
  if (round.result_kind !== 'yeekee') fail(Errors.LOTTO_NOT_YEEKEE);
  return round;
}

export async function yeekeeList(db: Conn, roundId: number, afterId: number | undefined, now: Date) {
  const round = await yeekeeRound(db, roundId);
  return {
    round: roundView(round, now),
    shot_count: await shotCount(db, round.id),
    shots: (await latestShots(db, round.id, afterId ?? 0)).map(shotView),
    poll_ms: YEEKEE_POLL_MS,
  };
}

/** The full shot list and its proof, once the round has closed and been decided. */
export async function yeekeeLists(db: Conn, roundId: number, now: Date) {
  const round = await yeekeeRound(db, roundId);
  if (!round.proof) fail(Errors.LOTTO_YEEKEE_NOT_CLOSED);
  return { round: roundView(round, now), shots: (await allShots(db, round.id)).map(shotView), proof: round.proof };
}
