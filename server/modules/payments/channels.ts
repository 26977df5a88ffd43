import { bankByCode } from '@contract/banks';
import { Errors } from '@contract/errors';
import { satangToBaht } from '@contract/money';
import {
  PAYMENT_CHANNEL_IDS,
  PAYMENT_CHANNEL_TYPES,
  type PayFrom,
  type PaymentChannel,
  type PaymentChannelsData,
  type PaymentChannelType,
} from '@contract/payments';
import { fail } from '../../lib/reply';
import { channelName, channelTypeById, type PaymentSettings } from '../../payments/channels';
import { memberBankAccounts } from '../account';
import type { DepositAccount } from '../agent';
import { thaiBaht } from '../limits';
import { memberDepositAccounts } from './account-usage';
import { loadSettings, type PaymentsContext } from './context';

/** A channel's one-line description; the QR's says its lifetime (the payment settings' qr_expiry_minutes). */
function description(type: PaymentChannelType, settings: PaymentSettings): string {
  if (type === 'bank') return 'โอนเงินจากบัญชีธนาคารที่ลงทะเบียนไว้ เข้าบัญชีของเว็บ ระบบเติมเครดิตอัตโนมัติเมื่อยอดเงินเข้า';
  if (type === 'truemoney') return 'โอนจากทรูมันนี่ วอลเล็ทที่ผูกกับเบอร์โทรศัพท์ที่สมัครสมาชิก ระบบเติมเครดิตอัตโนมัติ';
  return `สร้าง QR ตามยอดที่ต้องการ แล้วสแกนจ่ายผ่านแอปธนาคารใดก็ได้ภายใน ${settings.qrExpiryMinutes} นาที`;
}

/** Where the QR channel's money goes: a PromptPay deposit account, else the configured id (agent config, then PROMPTPAY_ID). */
export type PromptPayTarget = { id: string; name: string; accountId: number | null };

const CLOSED_NO_ACCOUNT = 'ยังไม่มีบัญชีรับเงินสำหรับช่องทางนี้ กรุณาเลือกช่องทางอื่น';
const CLOSED_CAPPED = 'บัญชีรับเงินของช่องทางนี้รับยอดครบตามกำหนดของวันนี้แล้ว กรุณาเลือกช่องทางอื่น';
const CLOSED_SWITCHED_OFF = 'ช่องทางนี้ปิดให้บริการชั่วคราว กรุณาเลือกช่องทางอื่น';

/** What the member may pay to (docs/payments.md "Deposit accounts"): the accounts of their audience under their cap. */
function accountsFor(ctx: PaymentsContext, settings: PaymentSettings, memberId: number, now: Date) {
  return memberDepositAccounts(ctx.db, memberId, settings.newMemberDays, now);
}
type Accounts = Awaited<ReturnType<typeof accountsFor>>;

/**
 * The first eligible PromptPay account; when the agent has no active PromptPay account at all, the
 * configured id (so a development setup keeps working). Accounts that exist but are not for this
 * member, or are at their cap, close the channel rather than fall back: the cap must hold.
 */
function promptPayTarget(settings: PaymentSettings, accounts: Accounts): PromptPayTarget | undefined {
  const first = accounts.eligible.find((a) => a.kind === 'promptpay');
  if (first) return { id: first.account_number, name: first.account_name, accountId: first.id };
  if (accounts.active.some((a) => a.kind === 'promptpay') || settings.promptPayId === undefined) return undefined;
  return { id: settings.promptPayId, name: settings.receiverName, accountId: null };
}

function closedReason(switchedOn: boolean, accounts: Accounts, kind: DepositAccount['kind']): string {
  if (!switchedOn) return CLOSED_SWITCHED_OFF;
  return accounts.capped.some((a) => a.kind === kind) ? CLOSED_CAPPED : CLOSED_NO_ACCOUNT;
}

/** One channel as the pages show it, with the member's accounts to pay to. */
function buildChannel(ctx: PaymentsContext, settings: PaymentSettings, accounts: Accounts, type: PaymentChannelType): PaymentChannel {
  const b = settings.bounds[type];
  const base = {
    id: PAYMENT_CHANNEL_IDS[type],
    type,
    name: channelName(type),
    description: description(type, settings),
    min_amount: satangToBaht(b.min),
    max_amount: satangToBaht(b.max),
    bank_accounts: [] as PaymentChannel['bank_accounts'],
    true_money_accounts: [] as PaymentChannel['true_money_accounts'],
    sub_channels: [] as PaymentChannel['sub_channels'],
  };
  const closed = (kind: DepositAccount['kind'], open: boolean) => (open ? {} : { closed_reason: closedReason(b.enabled, accounts, kind) });
  if (type === 'bank') {
    base.bank_accounts = accounts.eligible
      .filter((a) => a.kind === 'bank')
      .map((a) => {
        const code = a.bank_code ?? '';
        const bank = bankByCode(code);
        return {
          id: a.id,
          bank_code: code,
          bank_short: bank?.short ?? code,
          bank_name: bank?.nameTh ?? code,
          bank_color: bank?.color ?? '#666666',
          account_number: a.account_number,
          account_name: a.account_name,
        };
      });
    const enabled = b.enabled && base.bank_accounts.length > 0;
    return { ...base, enabled, ...closed('bank', enabled) };
  }
  if (type === 'truemoney') {
    base.true_money_accounts = accounts.eligible
      .filter((a) => a.kind === 'truemoney')
      .map((a) => ({ id: a.id, phone: a.account_number, account_name: a.account_name }));
    const enabled = b.enabled && base.true_money_accounts.length > 0;
    return { ...base, enabled, ...closed('truemoney', enabled) };
  }
  const qrPossible = b.enabled && promptPayTarget(settings, accounts) !== undefined;
  for (const gateway of ctx.gateways.values()) {
    for (const sub of gateway.subChannels())
      base.sub_channels.push({ id: sub.id, name: sub.name, gateway: gateway.name, enabled: qrPossible });
  }
  const enabled = qrPossible && base.sub_channels.length > 0;
  return { ...base, enabled, ...closed('promptpay', enabled) };
}

/** Where the member must pay from: their registered bank accounts and (TrueMoney) their registered phone. */
export async function payFrom(ctx: PaymentsContext, memberId: number): Promise<PayFrom> {
  const member = await ctx.db.selectFrom('member_public').select('phone').where('id', '=', memberId).executeTakeFirstOrThrow();
  return { bank_accounts: await memberBankAccounts(ctx.db, memberId), true_money_phone: member.phone };
}

export async function listChannels(ctx: PaymentsContext, memberId: number, now = new Date()): Promise<PaymentChannelsData> {
  const settings = await loadSettings(ctx);
  const accounts = await accountsFor(ctx, settings, memberId, now);
  const channels = PAYMENT_CHANNEL_TYPES.map((type) => buildChannel(ctx, settings, accounts, type));
  return { channels, pay_from: await payFrom(ctx, memberId) };
}

/**
 * A channel by id as this member sees it, refused when unknown (and, when `mustBeEnabled`, when
 * closed); with the PromptPay target the member's QR is made for.
 */
export async function channelById(ctx: PaymentsContext, channelId: number, memberId: number, mustBeEnabled = true, now = new Date()) {
  const type = channelTypeById(channelId);
  if (!type) fail(Errors.PAYMENT_CHANNEL_NOT_FOUND);
  const settings = await loadSettings(ctx);
  const accounts = await accountsFor(ctx, settings, memberId, now);
  const channel = buildChannel(ctx, settings, accounts, type);
  if (mustBeEnabled && !channel.enabled) fail(Errors.PAYMENT_CHANNEL_DISABLED, undefined, channel.closed_reason);
  return { type, channel, settings, promptPay: promptPayTarget(settings, accounts) };
}

/** Thai steps for each channel, shown in order on the deposit page. */
export function instructions(type: PaymentChannelType, channel: PaymentChannel, settings: PaymentSettings): string[] {
  const min = `${thaiBaht(channel.min_amount)} บาท`;
  const max = `${thaiBaht(channel.max_amount)} บาท`;
  if (type === 'bank')
    return [
      'เลือกบัญชีธนาคารของเว็บที่ต้องการโอนเข้า แล้วกดคัดลอกเลขบัญชี',
      'โอนเงินจากบัญชีธนาคารที่ท่านลงทะเบียนไว้เท่านั้น หากโอนจากบัญชีอื่นระบบจะไม่สามารถเติมเครดิตให้อัตโนมัติได้',
      `ยอดฝากขั้นต่ำ ${min} สูงสุด ${max} ต่อครั้ง`,
      `แจ้งยอดที่จะโอนได้เพื่อให้ระบบจับคู่ได้เร็วขึ้น (รอยอดเงินเข้าภายใน ${settings.noticeWindowMinutes} นาที)`,
      'เมื่อยอดเงินเข้าบัญชี ระบบจะเติมเครดิตให้อัตโนมัติ หากเกิน 15 นาทียังไม่ได้รับเครดิต กรุณาติดต่อแอดมิน',
    ];
  if (type === 'truemoney')
    return [
      'เปิดแอปทรูมันนี่ วอลเล็ทที่ผูกกับเบอร์โทรศัพท์ที่ท่านสมัครสมาชิก',
      'โอนเงินไปยังเบอร์ทรูมันนี่ของเว็บที่แสดงด้านล่าง',
      `ยอดฝากขั้นต่ำ ${min} สูงสุด ${max} ต่อครั้ง`,
      'เมื่อยอดเงินเข้า ระบบจะเติมเครดิตให้อัตโนมัติ หากเกิน 15 นาทียังไม่ได้รับเครดิต กรุณาติดต่อแอดมิน',
    ];
  return [
    `กรอกจำนวนเงินที่ต้องการฝาก (ขั้นต่ำ ${min} สูงสุด ${max}) แล้วกดสร้าง QR`,
    'บันทึกหรือสแกน QR ด้วยแอปธนาคารใดก็ได้ และชำระตามยอดที่แสดงเท่านั้น',
    `QR ใช้ได้ครั้งเดียวภายใน ${settings.qrExpiryMinutes} นาที หากหมดเวลากรุณาสร้าง QR ใหม่ อย่าชำระ QR ที่หมดเวลาแล้ว`,
    'เมื่อชำระสำเร็จ ระบบจะเติมเครดิตให้อัตโนมัติภายในไม่กี่วินาที',
  ];
}
