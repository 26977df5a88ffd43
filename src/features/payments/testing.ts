import type { LimitsData, PeriodLimit } from '@contract/limits';
import type { InquiryStatusData, PaymentChannel, PaymentChannelsData, PaymentInfoData, QrInfo } from '@contract/payments';

/** The deposit calls' answers as the seeded server gives them (docs/payments.md). */
export const bankChannel: PaymentChannel = {
  id: 1,
  type: 'bank',
  name: 'โอนผ่านบัญชีธนาคาร',
  description: 'โอนเงินจากบัญชีธนาคารที่ลงทะเบียนไว้ เข้าบัญชีของเว็บ ระบบเติมเครดิตอัตโนมัติเมื่อยอดเงินเข้า',
  enabled: true,
  min_amount: 1,
  max_amount: 1_000_000,
  bank_accounts: [
    {
      id: 1,
      bank_code: '004',
      bank_short: 'KBANK',
      bank_name: 'ธนาคารกสิกรไทย',
      bank_color: '#138f2d',
      account_number: '0731234567',
      account_name: 'บจก. โกลเด้น วิน',
    },
    {
      id: 2,
      bank_code: '014',
      bank_short: 'SCB',
      bank_name: 'ธนาคารไทยพาณิชย์',
      bank_color: '#4e2e7f',
      account_number: '4071234568',
      account_name: 'บจก. โกลเด้น วิน',
    },
  ],
  true_money_accounts: [],
  sub_channels: [],
};

export const trueMoneyChannel: PaymentChannel = {
  ...bankChannel,
  id: 2,
  type: 'truemoney',
  name: 'ทรูมันนี่ วอลเล็ท',
  description: 'โอนจากทรูมันนี่ วอลเล็ทที่ผูกกับเบอร์โทรศัพท์ที่สมัครสมาชิก ระบบเติมเครดิตอัตโนมัติ',
  max_amount: 30_000,
  bank_accounts: [],
  true_money_accounts: [{ id: 1, phone: '0951234567', account_name: 'โกลเด้น วิน' }],
};

export const qrChannel: PaymentChannel = {
  ...bankChannel,
  id: 3,
  type: 'promptpay_qr',
  name: 'สแกน QR พร้อมเพย์',
  description: 'สร้าง QR ตามยอดที่ต้องการ แล้วสแกนจ่ายผ่านแอปธนาคารใดก็ได้ภายใน 15 นาที',
  min_amount: 20,
  max_amount: 50_000,
  bank_accounts: [],
  sub_channels: [{ id: 1, name: 'พร้อมเพย์ QR (ระบบทดสอบ)', gateway: 'sandbox', enabled: true }],
};

export const payFrom: PaymentChannelsData['pay_from'] = {
  bank_accounts: [
    { id: 11, bank_code: '004', bank_name: 'ธนาคารกสิกรไทย', account_number: '1234567890', account_name: 'สมชาย ใจดี', is_primary: true },
  ],
  true_money_phone: '0812345678',
};

export const channelsData: PaymentChannelsData = { channels: [bankChannel, trueMoneyChannel, qrChannel], pay_from: payFrom };

export function infoFor(channel: PaymentChannel, over: Partial<PaymentInfoData> = {}): PaymentInfoData {
  return {
    channel,
    pay_from: payFrom,
    instructions: [`ขั้นตอนแรกของ${channel.name}`, 'เมื่อยอดเงินเข้าบัญชี ระบบจะเติมเครดิตให้อัตโนมัติ'],
    pending_notice: null,
    open_qr: null,
    ...over,
  };
}

/** A 1x1 PNG: enough for an <img>. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function qrFixture(over: Partial<QrInfo> = {}): QrInfo {
  return {
    reference: 'QR4CKQ6USGHF79',
    channel_id: 3,
    sub_channel_id: 1,
    amount: 500,
    payload: '00020101021229370016A000000677010111021300000000000005303764540650000',
    qr_image: PNG,
    receiver_name: 'Golden Win 888',
    status: 'pending',
    status_label: 'รอชำระเงิน',
    created_at: '2026-11-21T06:25:47.783Z',
    expires_at: '2026-11-21T06:40:47.761Z',
    expires_in: 900,
    paid_at: null,
    ...over,
  };
}

export function statusFixture(over: Partial<InquiryStatusData> = {}): InquiryStatusData {
  return {
    reference: 'QR4CKQ6USGHF79',
    status: 'pending',
    status_label: 'รอชำระเงิน',
    amount: 500,
    expires_at: '2026-11-21T06:40:47.761Z',
    expires_in: 900,
    paid_at: null,
    credited_amount: null,
    balance: null,
    bonus: null,
    ...over,
  };
}

function period(p: PeriodLimit['period'], label: string, over: Partial<PeriodLimit> = {}): PeriodLimit {
  return {
    period: p,
    label,
    amount: null,
    has_pending: false,
    pending_amount: null,
    pending_effective_at: null,
    used: 0,
    remaining: null,
    period_start: '2026-11-20T17:00:00.000Z',
    period_end: '2026-11-21T17:00:00.000Z',
    ...over,
  };
}

export function limitsFixture(
  over: { daily?: Partial<PeriodLimit>; weekly?: Partial<PeriodLimit>; monthly?: Partial<PeriodLimit> } = {},
  selfExclusion?: LimitsData['self_exclusion'],
): LimitsData {
  return {
    limits: {
      daily: period('daily', 'รายวัน', over.daily),
      weekly: period('weekly', 'รายสัปดาห์', over.weekly),
      monthly: period('monthly', 'รายเดือน', over.monthly),
    },
    self_exclusion: selfExclusion ?? { active: false, until: null, until_label: null },
    rules: ['การลดวงเงินมีผลทันที', 'การเพิ่มหรือยกเลิกวงเงินจะมีผลหลังจาก 24 ชั่วโมง'],
  };
}
