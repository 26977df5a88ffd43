import type { Config } from './config';
import type { Db } from './db';
import { hashPassword } from './lib/passwords';
import { insertMember } from './modules/account';
import { AGENT_ID } from './modules/agent';
import { seedDemoCoupons } from './modules/coupons';
import { seedDemoFreeSpins } from './modules/freespins';
import { backfillDemoResults, seedGovernmentHistory } from './modules/lotto';
import { seedDemoPoints } from './modules/points';
import { seedDemoPolls } from './modules/polls';
import { seedDemoQuests } from './modules/quests';
import { seedDemoShop } from './modules/shop';
import { seedDemoSport } from './modules/sport';
import { seedDemoWheel } from './modules/wheel';

/** Demo logins seeded by the embedded default (never when NODE_ENV=production). README lists them. */
const DEMO_MEMBER = { phone: '0812345678', password: 'demo1234' };
export const DEMO_OPERATOR = { username: 'admin', password: 'admin1234' };
/** A second operator: a hand-entered lotto result applies only when another operator confirms it (four eyes). */
export const DEMO_CHECKER = { username: 'checker', password: 'checker1234' };
/** A support operator: the back office shows each role only its own pages (docs/backoffice.md). */
export const DEMO_SUPPORT = { username: 'support', password: 'support1234' };

/**
 * The agent row every deployment needs (agent id 1 with the build's agent code). Outside production it
 * starts as the demo brand; in production it starts blank (no name, logo or links) for the operator to
 * fill in the back office (ตั้งค่าเว็บไซต์). An existing row keeps everything but the code.
 */
export async function seedAgent(db: Db, config: Pick<Config, 'agentCode'> & Partial<Pick<Config, 'nodeEnv'>>): Promise<void> {
  const brand =
    config.nodeEnv === 'production'
      ? { name: '', logo: '', line_contact_url: '', line_admin_url: '' }
      : {
          name: 'Golden Win 888',
          logo: '/images/logo.svg',
          line_contact_url: 'https://line.me/R/ti/p/@goldenwin888',
          line_admin_url: 'https://line.me/R/ti/p/@goldenwin888admin',
        };
  await db
    .insertInto('agent')
    .values({ id: AGENT_ID, code: config.agentCode, ...brand })
    .onConflict((oc) => oc.column('id').doUpdateSet({ code: config.agentCode }))
    .execute();
}

/**
 * Demo content and logins for agent 1; safe to run at every start (does nothing twice). With the
 * lotto sandbox on, the past two weeks of lotto results are filled in (docs/lotto.md "The demo's back-fill").
 */
export async function seedDemo(
  db: Db,
  config: Pick<Config, 'agentCode' | 'nodeEnv'> & { lotto?: Pick<Config['lotto'], 'sandboxEnabled'> },
): Promise<void> {
  if (config.nodeEnv === 'production') return;
  await seedAgent(db, config);
  // The demo's profile counts as saved, so its dashboard and first-run page list only what a demo lacks.
  await db
    .updateTable('agent')
    .set({
      phone: '020001234',
      line_id: '@goldenwin888',
      opening_text: 'ฝาก-ถอนอัตโนมัติ 24 ชั่วโมง สมัครง่าย ได้เงินไว',
      profile_saved_at: new Date(),
    })
    .where('id', '=', AGENT_ID)
    .where('profile_saved_at', 'is', null)
    .execute();
  // Before the content: the demo's football event links to its own poll by the poll's id.
  const polls = await seedDemoPolls(db);
  const seeded = await db.selectFrom('deposit_account').select('id').where('agent_id', '=', AGENT_ID).executeTakeFirst();
  if (!seeded) {
    await db
      .insertInto('deposit_account')
      .values([
        { agent_id: AGENT_ID, kind: 'bank', bank_code: '004', account_number: '0731234567', account_name: 'บจก. โกลเด้น วิน', sort: 1 },
        { agent_id: AGENT_ID, kind: 'bank', bank_code: '014', account_number: '4071234568', account_name: 'บจก. โกลเด้น วิน', sort: 2 },
        { agent_id: AGENT_ID, kind: 'truemoney', account_number: '0951234567', account_name: 'โกลเด้น วิน', sort: 3 },
      ])
      .execute();
    await db
      .insertInto('notification')
      .values([
        {
          agent_id: AGENT_ID,
          type: 1,
          image: '/images/notices/notice-1.svg',
          title: 'ฝาก-ถอนอัตโนมัติ 24 ชั่วโมง',
          description: 'ฝากถอนไม่มีขั้นต่ำ ระบบอัตโนมัติ รวดเร็วภายใน 30 วินาที ตลอด 24 ชั่วโมง',
          sort: 1,
        },
        {
          agent_id: AGENT_ID,
          type: 2,
          image: '/images/notices/notice-2.svg',
          title: 'แจ้งปิดปรับปรุงธนาคารกสิกรไทย',
          description: 'ธนาคารกสิกรไทยปิดปรับปรุงระบบวันอาทิตย์ เวลา 00:00-04:00 น. กรุณาฝากผ่านบัญชีอื่นในช่วงเวลาดังกล่าว',
          sort: 2,
        },
      ])
      .execute();
    await db
      .insertInto('banner')
      .values([
        { agent_id: AGENT_ID, image: '/images/banners/banner-1.svg', title: 'สมาชิกใหม่รับโบนัส 50%', link: '/promotions', sort: 1 },
        { agent_id: AGENT_ID, image: '/images/banners/banner-2.svg', title: 'คืนยอดเสีย 10% ทุกวัน', link: '/cashback', sort: 2 },
        { agent_id: AGENT_ID, image: '/images/banners/banner-3.svg', title: 'หวยออนไลน์ จ่ายบาทละ 900', link: '/lotto/lobby', sort: 3 },
      ])
      .execute();
    await db
      .insertInto('event')
      .values([
        // Each event's target is its own: the football vote is the match poll; the weekly free
        // credit is the quests page (the dialog adds ?event=<id> once the event carries quests).
        { agent_id: AGENT_ID, image: '/images/events/event-1.svg', title: 'โหวตทายผลบอลคู่เด็ด', link: `/poll/${polls.match}`, sort: 1 },
        {
          agent_id: AGENT_ID,
          image: '/images/events/event-2.svg',
          title: 'กิจกรรมแจกเครดิตฟรีประจำสัปดาห์',
          link: '/member/creditfree',
          sort: 2,
        },
      ])
      .execute();
  }
  await seedPromotions(db);
  const member = await db.selectFrom('member').select('id').where('phone', '=', DEMO_MEMBER.phone).executeTakeFirst();
  if (!member) {
    await insertMember(db, {
      ...DEMO_MEMBER,
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      bank_code: '004',
      bank_account_number: '1234567890',
      bank_account_name: 'สมชาย ใจดี',
      date_of_birth: '1990-05-15',
    });
  }
  await seedGovernmentHistory(db);
  // After the real government draws, which the back-fill then leaves as they are.
  if (config.lotto?.sandboxEnabled) await backfillDemoResults(db, { production: false, sandboxEnabled: true });
  const op = await db.selectFrom('operator').select('id').where('username', '=', DEMO_OPERATOR.username).executeTakeFirst();
  if (!op) {
    await db
      .insertInto('operator')
      .values({
        username: DEMO_OPERATOR.username,
        password_hash: await hashPassword(DEMO_OPERATOR.password),
        display_name: 'ผู้ดูแลระบบ',
        role: 'admin',
      })
      .execute();
  }
  const checker = await db.selectFrom('operator').select('id').where('username', '=', DEMO_CHECKER.username).executeTakeFirst();
  if (!checker) {
    await db
      .insertInto('operator')
      .values({
        username: DEMO_CHECKER.username,
        password_hash: await hashPassword(DEMO_CHECKER.password),
        display_name: 'ผู้ตรวจสอบผลรางวัล',
        role: 'finance',
      })
      .execute();
  }
  const support = await db.selectFrom('operator').select('id').where('username', '=', DEMO_SUPPORT.username).executeTakeFirst();
  if (!support) {
    await db
      .insertInto('operator')
      .values({
        username: DEMO_SUPPORT.username,
        password_hash: await hashPassword(DEMO_SUPPORT.password),
        display_name: 'ฝ่ายบริการสมาชิก',
        role: 'support',
      })
      .execute();
  }
  await seedDemoCoupons(db);
  await seedDemoPoints(db);
  await seedDemoWheel(db);
  await seedDemoQuests(db);
  await seedDemoShop(db);
  await seedDemoFreeSpins(db);
  await seedDemoSport(db);
}

/**
 * The demo promotions (docs/promotions.md), once: the home banner's "สมาชิกใหม่รับโบนัส 50%" (its
 * turnover is small on purpose: the browser test plays slots until it is met), the daily first
 * deposit, every deposit, "ฝาก 100 รับ 200" (a balance target) and one promotion granted only
 * through a deposit-bonus coupon. Amounts in satang, percents in basis points.
 */
async function seedPromotions(db: Db): Promise<void> {
  const any = await db.selectFrom('promotion').select('id').executeTakeFirst();
  if (any) return;
  const slotsFirst = JSON.stringify({ slot: 100, casino: 50, fishing: 100, sport: 0, freespin: 100, lotto: 0 });
  const slotsOnly = JSON.stringify({ slot: 100, casino: 50, lotto: 0 });
  await db
    .insertInto('promotion')
    .values([
      {
        title: 'สมาชิกใหม่รับโบนัส 50%',
        description: 'สมัครวันนี้ ฝากครั้งแรกรับโบนัส 50% ทันที สูงสุด 1,000 บาท ทำเทิร์นเพียง 1 เท่า',
        terms: [
          'สำหรับสมาชิกใหม่ ยอดฝากครั้งแรกเท่านั้น',
          'ฝากขั้นต่ำ 100 บาท รับโบนัส 50% สูงสุด 1,000 บาท',
          'ทำเทิร์น 1 เท่าของยอดฝากรวมโบนัส',
          'สล็อตนับ 100% คาสิโนนับ 50% เกมอื่นและหวยไม่นับยอดเทิร์น',
          'ถอนได้สูงสุด 5,000 บาท ยอดที่เกินจะถูกหักคืนเมื่อถอน',
          'ต้องทำเทิร์นให้ครบภายใน 7 วัน',
          'หากยกเลิกหรือหมดเวลา จะหักคืนโบนัสและยอดเล่นได้จากโบนัส',
        ].join('\n'),
        image: '/images/promotions/welcome-50.svg',
        type: 'first_deposit',
        percent_bp: 5000,
        max_bonus: 100_000,
        min_deposit: 10_000,
        requirement_kind: 'turnover',
        turnover_multiplier: '1.00',
        turnover_base: 'deposit_bonus',
        weights: slotsOnly,
        max_withdrawal: 500_000,
        balance_floor: 500,
        requirement_days: 7,
        forfeit_rule: 'bonus_and_winnings',
        sort: 1,
      },
      {
        title: 'ฝากแรกของวัน รับโบนัส 10%',
        description: 'ฝากเงินครั้งแรกของทุกวัน รับโบนัสเพิ่ม 10% สูงสุด 500 บาท',
        terms: [
          'สำหรับยอดฝากแรกของวัน (ตามเวลาประเทศไทย) วันละ 1 ครั้ง',
          'ฝากขั้นต่ำ 100 บาท รับโบนัส 10% สูงสุด 500 บาท',
          'ทำเทิร์น 3 เท่าของยอดฝากรวมโบนัส',
          'สล็อต ยิงปลา ฟรีสปินนับ 100% คาสิโนนับ 50% กีฬาและหวยไม่นับยอดเทิร์น',
          'ถอนได้สูงสุด 10,000 บาท',
          'ต้องทำเทิร์นให้ครบภายใน 3 วัน',
          'หากยกเลิกหรือหมดเวลา จะหักคืนโบนัสและยอดเล่นได้จากโบนัส',
        ].join('\n'),
        image: '/images/promotions/daily-10.svg',
        type: 'daily_first',
        percent_bp: 1000,
        max_bonus: 50_000,
        min_deposit: 10_000,
        turnover_multiplier: '3.00',
        weights: slotsFirst,
        max_withdrawal: 1_000_000,
        requirement_days: 3,
        sort: 2,
      },
      {
        title: 'ทุกยอดฝาก รับโบนัส 5%',
        description: 'ฝากเมื่อไหร่ก็รับโบนัสเพิ่ม 5% ทุกครั้ง สูงสุดครั้งละ 300 บาท ไม่จำกัดยอดถอน',
        terms: [
          'รับได้ทุกยอดฝาก เมื่อไม่มีโปรโมชั่นที่ยังทำเทิร์นไม่ครบ',
          'ฝากขั้นต่ำ 100 บาท รับโบนัส 5% สูงสุดครั้งละ 300 บาท',
          'ทำเทิร์น 2 เท่าของยอดฝากรวมโบนัส',
          'สล็อต ยิงปลา คาสิโน และกีฬานับ 100% หวยไม่นับยอดเทิร์น',
          'ไม่จำกัดยอดถอน',
          'ต้องทำเทิร์นให้ครบภายใน 3 วัน',
          'หากยกเลิกหรือหมดเวลา จะหักคืนเฉพาะโบนัส',
        ].join('\n'),
        image: '/images/promotions/every-5.svg',
        type: 'every_deposit',
        percent_bp: 500,
        max_bonus: 30_000,
        min_deposit: 10_000,
        turnover_multiplier: '2.00',
        weights: JSON.stringify({ slot: 100, casino: 100, fishing: 100, sport: 100, freespin: 100, lotto: 0 }),
        requirement_days: 3,
        forfeit_rule: 'bonus',
        sort: 3,
      },
      {
        title: 'ฝาก 100 รับ 200',
        description: 'ฝาก 100 บาท รับโบนัส 100 บาททันที เล่นด้วยยอด 200 บาท ทำยอดถึง 600 บาท ถอนได้ 300 บาท',
        terms: [
          'ฝากขั้นต่ำ 100 บาท รับโบนัส 100 บาท',
          'ทำยอดเงินในกระเป๋าให้ถึง 600 บาท (3 เท่าของยอดฝากรวมโบนัส)',
          'ถอนได้สูงสุด 300 บาท ยอดที่เกินจะถูกหักคืนเมื่อถอน',
          'ยอดเงินต่ำกว่า 5 บาท ถือว่าสิ้นสุดโปรโมชั่น',
          'ต้องทำยอดให้ถึงภายใน 3 วัน',
          'หากยกเลิกหรือหมดเวลา จะหักคืนโบนัสและยอดเล่นได้จากโบนัส',
        ].join('\n'),
        image: '/images/promotions/deposit-100-get-200.svg',
        type: 'fixed',
        fixed_bonus: 10_000,
        min_deposit: 10_000,
        requirement_kind: 'balance',
        turnover_multiplier: '3.00',
        weights: slotsFirst,
        max_withdrawal: 30_000,
        requirement_days: 3,
        sort: 4,
      },
      {
        title: 'คูปองโบนัสเงินฝาก 20%',
        description: 'ใช้โค้ดคูปองแล้วฝากเงินครั้งถัดไป รับโบนัสเพิ่ม 20% สูงสุด 200 บาท',
        terms: [
          'ได้รับผ่านโค้ดคูปองเท่านั้น ใช้กับยอดฝากครั้งถัดไป 1 ครั้ง',
          'ฝากขั้นต่ำ 100 บาท รับโบนัส 20% สูงสุด 200 บาท',
          'ทำเทิร์น 2 เท่าของยอดฝากรวมโบนัส',
          'สล็อต ยิงปลา ฟรีสปินนับ 100% คาสิโนนับ 50% กีฬาและหวยไม่นับยอดเทิร์น',
          'ถอนได้สูงสุด 2,000 บาท',
          'ต้องทำเทิร์นให้ครบภายใน 7 วัน',
        ].join('\n'),
        image: '/images/promotions/coupon-20.svg',
        type: 'every_deposit',
        visibility: 'coupon',
        percent_bp: 2000,
        max_bonus: 20_000,
        min_deposit: 10_000,
        turnover_multiplier: '2.00',
        weights: slotsFirst,
        max_withdrawal: 200_000,
        requirement_days: 7,
        sort: 5,
      },
    ])
    .execute();
}
