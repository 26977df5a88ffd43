import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Lotto (docs/lotto.md): categories with their schedules and rates, rounds
 * and their state machine, limited numbers, per-number running totals, bills and their items, and
 * Yeekee shots. The standard categories and default rates are seeded here, frozen with the schema.
 */

type Cat = {
  id: number;
  code: string;
  name: string;
  group: 'government' | 'foreign' | 'stock' | 'yeekee';
  result: 'government' | 'direct' | 'lao' | 'hanoi' | 'stock' | 'yeekee';
  schedule: 'monthly' | 'weekly' | 'yeekee';
  days: number[];
  /** Betting closes this many minutes after Bangkok midnight of the draw date (may pass 24:00). */
  close: number;
  /** The result is expected this many minutes after Bangkok midnight of the draw date (display only). */
  result_at: number;
};

const hm = (h: number, m: number) => h * 60 + m;
const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const CATEGORIES: Cat[] = [
  {
    id: 1,
    code: 'gov',
    name: 'หวยรัฐบาลไทย',
    group: 'government',
    result: 'government',
    schedule: 'monthly',
    days: [1, 16],
    close: hm(15, 20),
    result_at: hm(16, 0),
  },
  {
    id: 2,
    code: 'baac',
    name: 'หวย ธ.ก.ส.',
    group: 'government',
    result: 'direct',
    schedule: 'monthly',
    days: [16],
    close: hm(9, 30),
    result_at: hm(11, 0),
  },
  {
    id: 3,
    code: 'lao',
    name: 'หวยลาวพัฒนา',
    group: 'foreign',
    result: 'lao',
    schedule: 'weekly',
    days: [1, 3, 5],
    close: hm(20, 15),
    result_at: hm(20, 30),
  },
  {
    id: 4,
    code: 'hanoi',
    name: 'หวยฮานอย',
    group: 'foreign',
    result: 'hanoi',
    schedule: 'weekly',
    days: EVERY_DAY,
    close: hm(18, 10),
    result_at: hm(18, 30),
  },
  {
    id: 10,
    code: 'nikkei_am',
    name: 'หุ้นนิเคอิเช้า',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(9, 25),
    result_at: hm(9, 35),
  },
  {
    id: 11,
    code: 'china_am',
    name: 'หุ้นจีนเช้า',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(10, 25),
    result_at: hm(10, 35),
  },
  {
    id: 12,
    code: 'hangseng_am',
    name: 'หุ้นฮั่งเส็งเช้า',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(10, 55),
    result_at: hm(11, 10),
  },
  {
    id: 13,
    code: 'set_am',
    name: 'หุ้นไทยเช้า',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(12, 0),
    result_at: hm(12, 40),
  },
  {
    id: 14,
    code: 'taiwan',
    name: 'หุ้นไต้หวัน',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(12, 25),
    result_at: hm(12, 40),
  },
  {
    id: 15,
    code: 'nikkei_pm',
    name: 'หุ้นนิเคอิบ่าย',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(13, 20),
    result_at: hm(13, 35),
  },
  {
    id: 16,
    code: 'korea',
    name: 'หุ้นเกาหลี',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(13, 25),
    result_at: hm(13, 40),
  },
  {
    id: 17,
    code: 'china_pm',
    name: 'หุ้นจีนบ่าย',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(13, 55),
    result_at: hm(14, 10),
  },
  {
    id: 18,
    code: 'hangseng_pm',
    name: 'หุ้นฮั่งเส็งบ่าย',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(14, 55),
    result_at: hm(15, 20),
  },
  {
    id: 19,
    code: 'singapore',
    name: 'หุ้นสิงคโปร์',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(15, 55),
    result_at: hm(16, 15),
  },
  {
    id: 20,
    code: 'set_pm',
    name: 'หุ้นไทยเย็น',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(16, 0),
    result_at: hm(16, 45),
  },
  {
    id: 21,
    code: 'india',
    name: 'หุ้นอินเดีย',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(16, 55),
    result_at: hm(17, 15),
  },
  // The Egyptian exchange trades Sunday to Thursday.
  {
    id: 22,
    code: 'egypt',
    name: 'หุ้นอียิปต์',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: [0, 1, 2, 3, 4],
    close: hm(18, 20),
    result_at: hm(19, 40),
  },
  {
    id: 23,
    code: 'russia',
    name: 'หุ้นรัสเซีย',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(22, 25),
    result_at: hm(23, 0),
  },
  {
    id: 24,
    code: 'uk',
    name: 'หุ้นอังกฤษ',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(22, 15),
    result_at: hm(23, 40),
  },
  {
    id: 25,
    code: 'germany',
    name: 'หุ้นเยอรมัน',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(22, 20),
    result_at: hm(23, 40),
  },
  // The draw date is the US trading day; the result comes before dawn of the next Bangkok day.
  {
    id: 26,
    code: 'dowjones',
    name: 'หุ้นดาวโจนส์',
    group: 'stock',
    result: 'stock',
    schedule: 'weekly',
    days: WEEKDAYS,
    close: hm(23, 30),
    result_at: hm(28, 30),
  },
  // Yeekee: 88 rounds of 15 minutes from 06:00 to 04:00 the next day; `close` is round 1's close.
  {
    id: 30,
    code: 'yeekee',
    name: 'หวยยี่กี',
    group: 'yeekee',
    result: 'yeekee',
    schedule: 'yeekee',
    days: EVERY_DAY,
    close: hm(6, 15),
    result_at: hm(6, 15),
  },
];

type RateSeed = [bet: string, rate: number, min: number, max: number, perNumber: number];
const baht = (b: number) => b * 100;
/** Rates are per 1 baht x100 (320 = 3.2); min, max and max per number are satang. */
const STANDARD: RateSeed[] = [
  ['3top', 90_000, baht(1), baht(2_000), baht(20_000)],
  ['3tote', 15_000, baht(1), baht(2_000), baht(20_000)],
  ['2top', 9_000, baht(1), baht(5_000), baht(50_000)],
  ['2bottom', 9_000, baht(1), baht(5_000), baht(50_000)],
  ['runtop', 320, baht(1), baht(10_000), baht(100_000)],
  ['runbottom', 420, baht(1), baht(10_000), baht(100_000)],
];
const GOVERNMENT: RateSeed[] = [
  ...STANDARD,
  ['3front', 45_000, baht(1), baht(2_000), baht(20_000)],
  ['3back', 45_000, baht(1), baht(2_000), baht(20_000)],
];
const YEEKEE: RateSeed[] = [
  ['3top', 85_000, baht(1), baht(1_000), baht(5_000)],
  ['3tote', 12_000, baht(1), baht(1_000), baht(5_000)],
  ['2top', 9_000, baht(1), baht(2_000), baht(10_000)],
  ['2bottom', 9_000, baht(1), baht(2_000), baht(10_000)],
  ['runtop', 320, baht(1), baht(5_000), baht(20_000)],
  ['runbottom', 420, baht(1), baht(5_000), baht(20_000)],
];

const q = (s: string) => `'${s.replaceAll("'", "''")}'`;

function seedSql(): string {
  const cats = CATEGORIES.map(
    (c, i) =>
      `(${c.id}, ${q(c.code)}, ${q(c.name)}, ${q(c.group)}, ${q(c.result)}, ${q(c.schedule)}, '{${c.days.join(',')}}', ${c.close}, ${c.result_at}, ${i + 1})`,
  );
  const rates = CATEGORIES.flatMap((c) =>
    (c.group === 'yeekee' ? YEEKEE : c.result === 'government' ? GOVERNMENT : STANDARD).map(
      ([bet, rate, min, max, per]) => `(${c.id}, ${q(bet)}, ${rate}, ${min}, ${max}, ${per})`,
    ),
  );
  return `
    insert into lotto_category (id, code, name, category_group, result_kind, schedule_kind, schedule_days, close_minute, result_minute, sort)
    values ${cats.join(',\n')};
    insert into lotto_rate (category_id, bet_type, rate, min_bet, max_bet, max_per_number)
    values ${rates.join(',\n')}`;
}

const BET_TYPES = `('3top', '3tote', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom')`;
const BILL_STATUSES = `('pending', 'won', 'lost', 'cancelled', 'refunded')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table lotto_category (
      id int primary key,
      code text not null unique,
      name text not null,
      category_group text not null check (category_group in ('government', 'foreign', 'stock', 'yeekee')),
      result_kind text not null check (result_kind in ('government', 'direct', 'lao', 'hanoi', 'stock', 'yeekee')),
      schedule_kind text not null check (schedule_kind in ('monthly', 'weekly', 'yeekee')),
      -- monthly: days of the month; weekly: weekdays 0 (Sunday) to 6
      schedule_days int[] not null,
      close_minute int not null check (close_minute >= 0 and close_minute < 2880),
      result_minute int not null check (result_minute >= 0 and result_minute < 2880),
      active boolean not null default true,
      sort int not null default 0
    );
    create table lotto_rate (
      category_id int not null references lotto_category(id),
      bet_type text not null check (bet_type in ${BET_TYPES}),
      -- payout per 1 baht staked, x100 (320 = 3.2), so payouts are exact integer satang
      rate int not null check (rate > 0),
      min_bet bigint not null check (min_bet > 0),
      max_bet bigint not null check (max_bet >= min_bet),
      -- the most all members together may stake on one number of this bet type in one round; null = no cap
      max_per_number bigint check (max_per_number > 0),
      enabled boolean not null default true,
      primary key (category_id, bet_type)
    );
    -- A draw moved (17 Jan instead of 16 Jan) or dropped (a market holiday) for one scheduled date.
    create table lotto_schedule_override (
      id serial primary key,
      category_id int not null references lotto_category(id),
      scheduled_date date not null,
      draw_date date,
      close_minute int check (close_minute >= 0 and close_minute < 2880),
      note text not null default '',
      created_at timestamptz not null default now(),
      unique (category_id, scheduled_date)
    );
    create table lotto_round (
      id bigserial primary key,
      category_id int not null references lotto_category(id),
      -- the scheduled date ('2025-01-16'), or for Yeekee the day and round ('2025-01-16#07')
      draw_key text not null,
      draw_date date not null,
      round_no int,
      opens_at timestamptz not null,
      closes_at timestamptz not null,
      status text not null default 'open' check (status in ('open', 'closed', 'resulted', 'cancelled')),
      result jsonb,
      -- Yeekee: the shot count, the SHA-256 of the published shot list and the sums
      proof jsonb,
      result_source text,
      cancel_reason text,
      created_at timestamptz not null default now(),
      closed_at timestamptz,
      resulted_at timestamptz,
      cancelled_at timestamptz,
      settled_at timestamptz,
      unique (category_id, draw_key),
      check (closes_at > opens_at),
      check ((status = 'resulted') = (result is not null))
    );
    create index lotto_round_due on lotto_round (status, closes_at);
    create index lotto_round_category on lotto_round (category_id, draw_date desc, id desc);
    create index lotto_round_unsettled on lotto_round (id) where settled_at is null and status in ('resulted', 'cancelled');
    create table lotto_limited_number (
      round_id bigint not null references lotto_round(id),
      bet_type text not null check (bet_type in ${BET_TYPES}),
      number text not null check (number ~ '^[0-9]{1,3}$'),
      mode text not null check (mode in ('closed', 'reduced')),
      pay_percent int check (pay_percent between 1 and 99),
      max_amount bigint check (max_amount > 0),
      primary key (round_id, bet_type, number),
      check ((mode = 'reduced') = (pay_percent is not null))
    );
    -- What all members together have staked on one number: a bill adds its amount with a conditional
    -- update (sold + x <= cap), so the cap holds under concurrent bills on both engines.
    create table lotto_number_total (
      round_id bigint not null references lotto_round(id),
      bet_type text not null,
      number text not null,
      sold bigint not null default 0 check (sold >= 0),
      cap bigint,
      primary key (round_id, bet_type, number)
    );
    create table lotto_bill (
      id bigserial primary key,
      member_id bigint not null references member(id),
      round_id bigint not null references lotto_round(id),
      status text not null default 'pending' check (status in ${BILL_STATUSES}),
      total_amount bigint not null check (total_amount > 0),
      total_win bigint not null default 0,
      item_count int not null check (item_count > 0),
      client_key text,
      transfer_id bigint references ledger_transfer(id),
      refund_transfer_id bigint references ledger_transfer(id),
      created_at timestamptz not null default now(),
      cancelled_at timestamptz,
      settled_at timestamptz
    );
    create unique index lotto_bill_client_key on lotto_bill (member_id, client_key) where client_key is not null;
    create index lotto_bill_member on lotto_bill (member_id, id desc);
    create index lotto_bill_round_pending on lotto_bill (round_id) where status = 'pending';
    create table lotto_bill_item (
      id bigserial primary key,
      bill_id bigint not null references lotto_bill(id),
      round_id bigint not null,
      bet_type text not null check (bet_type in ${BET_TYPES}),
      number text not null,
      amount bigint not null check (amount > 0),
      -- the rate it was sold at (x100) and what it pays if it wins, fixed at sale
      rate int not null check (rate > 0),
      potential_win bigint not null check (potential_win >= 0),
      limited text check (limited in ('reduced')),
      status text not null default 'pending' check (status in ${BILL_STATUSES}),
      payout bigint not null default 0,
      paid_transfer_id bigint
    );
    create index lotto_bill_item_bill on lotto_bill_item (bill_id, id);
    create index lotto_bill_item_round on lotto_bill_item (round_id, status);
    create index lotto_bill_item_unpaid on lotto_bill_item (round_id, id) where status = 'won' and paid_transfer_id is null;
    create table lotto_yeekee_shot (
      id bigserial primary key,
      round_id bigint not null references lotto_round(id),
      member_id bigint not null references member(id),
      number text not null check (number ~ '^[0-9]{5}$'),
      created_at timestamptz not null
    );
    create index lotto_yeekee_shot_round on lotto_yeekee_shot (round_id, id);
    -- One row per member and round: the cooldown is a conditional upsert on last_shot_at.
    create table lotto_yeekee_shooter (
      round_id bigint not null references lotto_round(id),
      member_id bigint not null references member(id),
      last_shot_at timestamptz not null,
      shots int not null default 1,
      primary key (round_id, member_id)
    );
    ${seedSql()}
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table lotto_yeekee_shooter;
    drop table lotto_yeekee_shot;
    drop table lotto_bill_item;
    drop table lotto_bill;
    drop table lotto_number_total;
    drop table lotto_limited_number;
    drop table lotto_round;
    drop table lotto_schedule_override;
    drop table lotto_rate;
    drop table lotto_category
  `,
  );
}
