import { type Config, DEV_PROMPTPAY_ID, DEV_SECRETS } from '../../config';
import { block, type Finding, warn } from './finding';

/**
 * The checks over the configuration the server reads at start (server/config.ts). Each fix names
 * the environment variable(s) to set; a change takes a restart. Why each is a block or a warning:
 * docs/runbook.md "Doctor".
 */

const production = (c: Config) => c.nodeEnv === 'production';

/** The SMS transport's name, read in this one place (the SMS adapters add http and thaibulksms to it). */
export const smsTransportOf = (c: Config): string => c.sms.transport;

/** Transports that deliver nothing to a phone: the code goes to the log or stays in memory. */
const UNDELIVERED = new Set(['log', 'memory']);

/** Without a real SMS nobody can reset a password: blocks in production, a warning while developing. */
export function smsTransport(c: Config): Finding[] {
  const t = smsTransportOf(c);
  if (!UNDELIVERED.has(t)) return [];
  const th = `SMS ยังไม่ถูกส่งถึงโทรศัพท์ (SMS_TRANSPORT=${t}) สมาชิกจะรีเซ็ตรหัสผ่านไม่ได้`;
  const en = `SMS_TRANSPORT=${t} sends no SMS: members cannot reset a password (use http or thaibulksms)`;
  return [production(c) ? block('sms_transport', th, en, 'SMS_TRANSPORT') : warn('sms_transport', th, en, 'SMS_TRANSPORT')];
}

/** Members and webhooks reach the site over HTTPS only: no origin, or an http one, blocks. */
export function httpsOrigin(c: Config): Finding[] {
  if (c.publicOrigin?.startsWith('https://')) return [];
  return [
    block(
      'https_origin',
      c.publicOrigin ? `ที่อยู่เว็บไซต์ยังไม่ใช่ HTTPS (${c.publicOrigin})` : 'ยังไม่ได้กำหนดที่อยู่เว็บไซต์แบบ HTTPS (PUBLIC_ORIGIN)',
      c.publicOrigin ? `the public origin is not HTTPS (${c.publicOrigin})` : 'no public HTTPS origin configured (PUBLIC_ORIGIN)',
      'PUBLIC_ORIGIN',
    ),
  ];
}

const DEV_VALUES = new Set<string>(Object.values(DEV_SECRETS));

/**
 * A secret anyone can read in this repository signs nothing: a copied development secret blocks
 * (anyone could credit a deposit or a lotto result), as does the development PromptPay id (a QR
 * nobody can be paid through). Outside production the defaults are these values, so it shows there too.
 */
export function devSecrets(c: Config): Finding[] {
  const used: string[] = [];
  const secrets: [string, string | undefined][] = [
    ['SANDBOX_GATEWAY_SECRET', c.payments.sandboxSecret],
    ['STATEMENT_WEBHOOK_SECRET', c.payments.statementSecret],
    ['LOTTO_FEED_SECRET', c.lotto.feedSecret],
    ['SPORT_FEED_SECRET', c.sport.feedSecret],
    ['LINE_CHANNEL_SECRET', c.line.channelSecret],
    ...Object.entries(c.games.walletSecrets).map(([id, s]): [string, string] => [`GAME_WALLET_SECRET_${id.toUpperCase()}`, s]),
  ];
  for (const [name, value] of secrets) if (value !== undefined && DEV_VALUES.has(value)) used.push(name);
  if (c.payments.promptPayId === DEV_PROMPTPAY_ID) used.push('PROMPTPAY_ID');
  if (used.length === 0) return [];
  const list = used.join(', ');
  return [
    block(
      'dev_secrets',
      `ยังใช้รหัสลับสำหรับทดสอบ (${list}) ใครก็ปลอมข้อมูลได้ ต้องตั้งค่าใหม่`,
      `development secrets in use (${list}): anyone reading the source can sign requests`,
      list,
    ),
  ];
}

/** A sandbox credits or pays without real money or real results: any one on blocks. */
export function sandboxes(c: Config): Finding[] {
  const on = [
    c.payments.sandboxEnabled && 'PAYMENT_SANDBOX',
    c.games.sandboxEnabled && 'GAME_SANDBOX',
    c.lotto.sandboxEnabled && 'LOTTO_SANDBOX',
    c.sport.sandboxEnabled && 'SPORT_SANDBOX',
  ].filter((v): v is string => typeof v === 'string');
  if (on.length === 0) return [];
  return [
    block(
      'sandbox',
      `ระบบทดสอบยังเปิดอยู่ (${on.join(', ')}) เงินและผลรางวัลปลอมจะเข้าระบบจริง`,
      `sandboxes on (${on.join(', ')}): made-up payments or results would move real balances`,
      on.map((v) => `${v}=0`).join(', '),
    ),
  ];
}

/**
 * Stock-index and foreign lottery rounds close many times a day: with neither a feed to fetch
 * (LOTTO_FEED_URL) nor a signed webhook (LOTTO_FEED_SECRET), every one waits for two operators to type
 * its result and members' bills stay unpaid meanwhile. Blocks.
 */
export function lottoFeed(c: Config): Finding[] {
  if (c.lotto.feedUrl || c.lotto.feedSecret) return [];
  return [
    block(
      'lotto_feed',
      'ยังไม่มีแหล่งผลหวยหุ้นและหวยต่างประเทศ ทุกงวดต้องรอผู้ดูแลกรอกผลเอง',
      'no lotto results feed (neither LOTTO_FEED_URL nor LOTTO_FEED_SECRET): every stock and foreign round waits for hand entry',
      'LOTTO_FEED_URL or LOTTO_FEED_SECRET',
    ),
  ];
}

/** The Government Lottery draws twice a month; typing its result with the four-eyes check is a workable fallback: a warning. */
export function lottoGloUrl(c: Config): Finding[] {
  if (c.lotto.gloUrl) return [];
  return [
    warn(
      'lotto_glo_url',
      'ยังไม่ได้ตั้งแหล่งผลสลากกินแบ่งรัฐบาล ต้องกรอกผลเองทุกงวด (วันที่ 1 และ 16)',
      'no Government Lottery results URL (LOTTO_GLO_URL): each draw (1st and 16th) is entered by hand',
      'LOTTO_GLO_URL',
    ),
  ];
}

/** Without the signed sport feed the sportsbook has no fixtures or odds: nothing to bet, no money at risk. A warning. */
export function sportFeed(c: Config): Finding[] {
  if (c.sport.feedSecret) return [];
  return [
    warn(
      'sport_feed',
      'ยังไม่ได้เชื่อมข้อมูลกีฬา หน้าแทงบอลจะไม่มีคู่แข่งขัน',
      'no sport feed secret (SPORT_FEED_SECRET): the sportsbook shows no fixtures',
      'SPORT_FEED_SECRET',
    ),
  ];
}

/** Rate limits (sign-in, OTP) count per node without Redis: N nodes allow N times the guesses. Blocks. */
export function redis(c: Config): Finding[] {
  if (c.expectedNodes <= 1 || c.redisUrl) return [];
  return [
    block(
      'redis',
      `จะใช้ ${c.expectedNodes} เครื่องแต่ยังไม่ได้ตั้ง Redis การจำกัดจำนวนครั้งจะแยกกันทีละเครื่อง`,
      `${c.expectedNodes} nodes expected but no REDIS_URL: rate limits would count per node`,
      'REDIS_URL',
    ),
  ];
}

/** The embedded database opens in one process only: more than one node needs PostgreSQL. Blocks. */
export function sharedDatabase(c: Config): Finding[] {
  if (c.expectedNodes <= 1 || c.db.url) return [];
  return [
    block(
      'shared_database',
      `จะใช้ ${c.expectedNodes} เครื่องแต่ยังใช้ฐานข้อมูลในเครื่อง (PGlite) ต้องใช้ PostgreSQL`,
      `${c.expectedNodes} nodes expected on the embedded database: set DATABASE_URL to a PostgreSQL`,
      'DATABASE_URL',
    ),
  ];
}

/** Not production: demo data and sandboxes may be on and HSTS is off. A warning (the other checks say what matters). */
export function nodeEnv(c: Config): Finding[] {
  if (production(c)) return [];
  return [
    warn(
      'node_env',
      `ไม่ได้ทำงานในโหมด production (NODE_ENV=${c.nodeEnv})`,
      `not running with NODE_ENV=production (NODE_ENV=${c.nodeEnv})`,
      'NODE_ENV=production',
    ),
  ];
}

/** Every configuration check, in the order they are reported. */
export const CONFIG_CHECKS = [
  smsTransport,
  httpsOrigin,
  devSecrets,
  sandboxes,
  lottoFeed,
  lottoGloUrl,
  sportFeed,
  redis,
  sharedDatabase,
  nodeEnv,
];
