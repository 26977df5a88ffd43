import type { Config } from './config';
import type { Db } from './db';
import { hashPassword } from './lib/passwords';
import { insertMember } from './modules/account';
import { AGENT_ID } from './modules/agent';
import { seedDemoCoupons } from './modules/coupons';
import { seedGovernmentHistory } from './modules/lotto';

/** Demo logins seeded by the embedded default (never when NODE_ENV=production). README lists them. */
const DEMO_MEMBER = { phone: '0812345678', password: 'demo1234' };
const DEMO_OPERATOR = { username: 'admin', password: 'admin1234' };
/** A second operator: a hand-entered lotto result applies only when another operator confirms it (four eyes). */
const DEMO_CHECKER = { username: 'checker', password: 'checker1234' };
/** A support operator: the back office shows each role only its own pages (docs/backoffice.md). */
const DEMO_SUPPORT = { username: 'support', password: 'support1234' };

/** The agent row every deployment needs (agent id 1 with the build's agent code). */
export async function seedAgent(db: Db, config: Pick<Config, 'agentCode'>): Promise<void> {
  await db
    .insertInto('agent')
    .values({
      id: AGENT_ID,
      code: config.agentCode,
      name: 'Golden Win 888',
      logo: '/images/logo.svg',
      line_contact_url: 'https://line.me/R/ti/p/@goldenwin888',
      line_admin_url: 'https://line.me/R/ti/p/@goldenwin888admin',
    })
    .onConflict((oc) => oc.column('id').doUpdateSet({ code: config.agentCode }))
    .execute();
}

/** Demo content and logins for agent 1; safe to run at every start (does nothing twice). */
export async function seedDemo(db: Db, config: Pick<Config, 'agentCode' | 'nodeEnv'>): Promise<void> {
  if (config.nodeEnv === 'production') return;
  await seedAgent(db, config);
  const seeded = await db.selectFrom('agent_bank_account').select('id').where('agent_id', '=', AGENT_ID).executeTakeFirst();
  if (!seeded) {
    await db
      .insertInto('agent_bank_account')
      .values([
        { agent_id: AGENT_ID, bank_code: '004', account_number: '0731234567', account_name: 'บจก. โกลเด้น วิน', sort: 1 },
        { agent_id: AGENT_ID, bank_code: '014', account_number: '4071234568', account_name: 'บจก. โกลเด้น วิน', sort: 2 },
      ])
      .execute();
    await db
      .insertInto('agent_true_money_account')
      .values({ agent_id: AGENT_ID, phone: '0951234567', account_name: 'โกลเด้น วิน' })
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
        { agent_id: AGENT_ID, image: '/images/events/event-1.svg', title: 'โหวตทายผลบอลคู่เด็ด', link: '/poll/1', sort: 1 },
        { agent_id: AGENT_ID, image: '/images/events/event-2.svg', title: 'กิจกรรมแจกเครดิตฟรีประจำสัปดาห์', link: '/poll/1', sort: 2 },
      ])
      .execute();
  }
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
}
