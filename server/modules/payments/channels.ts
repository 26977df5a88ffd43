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
import { agentBankAccounts, agentTrueMoneyAccounts } from '../agent';
import { thaiBaht } from '../limits';
import { loadSettings, type PaymentsContext } from './context';

/** A channel's one-line description; the QR's says its lifetime (the payment settings' qr_expiry_minutes). */
function description(type: PaymentChannelType, settings: PaymentSettings): string {
  if (type === 'bank') return 'โอนเงินจากบัญชีธนาคารที่ลงทะเบียนไว้ เข้าบัญชีของเว็บ ระบบเติมเครดิตอัตโนมัติเมื่อยอดเงินเข้า';
  if (type === 'truemoney') return 'โอนจากทรูมันนี่ วอลเล็ทที่ผูกกับเบอร์โทรศัพท์ที่สมัครสมาชิก ระบบเติมเครดิตอัตโนมัติ';
  return `สร้าง QR ตามยอดที่ต้องการ แล้วสแกนจ่ายผ่านแอปธนาคารใดก็ได้ภายใน ${settings.qrExpiryMinutes} นาที`;
}

/** One channel as the pages show it, with the agent's accounts to pay to. */
async function buildChannel(ctx: PaymentsContext, settings: PaymentSettings, type: PaymentChannelType): Promise<PaymentChannel> {
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
  if (type === 'bank') {
    base.bank_accounts = (await agentBankAccounts(ctx.db)).map((a) => {
      const bank = bankByCode(a.bank_code);
      return { ...a, bank_short: bank?.short ?? a.bank_code, bank_color: bank?.color ?? '#666666' };
    });
    return { ...base, enabled: b.enabled && base.bank_accounts.length > 0 };
  }
  if (type === 'truemoney') {
    base.true_money_accounts = await agentTrueMoneyAccounts(ctx.db);
    return { ...base, enabled: b.enabled && base.true_money_accounts.length > 0 };
  }
  const qrPossible = b.enabled && settings.promptPayId !== undefined;
  for (const gateway of ctx.gateways.values()) {
    for (const sub of gateway.subChannels())
      base.sub_channels.push({ id: sub.id, name: sub.name, gateway: gateway.name, enabled: qrPossible });
  }
  return { ...base, enabled: qrPossible && base.sub_channels.length > 0 };
}

/** Where the member must pay from: their registered bank accounts and (TrueMoney) their registered phone. */
export async function payFrom(ctx: PaymentsContext, memberId: number): Promise<PayFrom> {
  const member = await ctx.db.selectFrom('member_public').select('phone').where('id', '=', memberId).executeTakeFirstOrThrow();
  return { bank_accounts: await memberBankAccounts(ctx.db, memberId), true_money_phone: member.phone };
}

export async function listChannels(ctx: PaymentsContext, memberId: number): Promise<PaymentChannelsData> {
  const settings = await loadSettings(ctx);
  const channels = [];
  for (const type of PAYMENT_CHANNEL_TYPES) channels.push(await buildChannel(ctx, settings, type));
  return { channels, pay_from: await payFrom(ctx, memberId) };
}

/** A channel by id, refused when unknown (and, when `mustBeEnabled`, when closed). */
export async function channelById(ctx: PaymentsContext, channelId: number, mustBeEnabled = true) {
  const type = channelTypeById(channelId);
  if (!type) fail(Errors.PAYMENT_CHANNEL_NOT_FOUND);
  const settings = await loadSettings(ctx);
  const channel = await buildChannel(ctx, settings, type);
  if (mustBeEnabled && !channel.enabled) fail(Errors.PAYMENT_CHANNEL_DISABLED);
  return { type, channel, settings };
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
