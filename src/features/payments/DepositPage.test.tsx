import { Errors } from '@contract/errors';
import type { Promotion, PromotionListData } from '@contract/promotions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/toaster';
import { selectedPromotionAtom } from '@/state/ui';
import { fail, mainWallet, ok } from '@/test/api';
import { fieldOf, MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { DepositPage } from './DepositPage';
import { QrChannel } from './QrChannel';
import { bankChannel, channelsData, infoFor, limitsFixture, qrChannel, qrFixture, trueMoneyChannel } from './testing';

const byId = new Map([bankChannel, trueMoneyChannel, qrChannel].map((c) => [c.id, c]));
const server = mockApi(
  http.get('/api/member/payment/channels', () => HttpResponse.json(ok(channelsData))),
  http.get('/api/member/payment/info', ({ request }) => {
    const channel = byId.get(Number(new URL(request.url).searchParams.get('channel_id')));
    return HttpResponse.json(channel ? ok(infoFor(channel)) : fail(3101, 'ไม่พบช่องทางการฝากเงินนี้'));
  }),
  http.post('/api/member/wallets', () => HttpResponse.json(ok([{ ...mainWallet, balance: 120 }]))),
  http.get('/api/member/limits', () => HttpResponse.json(ok(limitsFixture()))),
);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  toaster.remove();
});

const open = (url = '/member/deposit') => renderWithProviders(<DepositPage />, { user: MEMBER, url });

describe('DepositPage', () => {
  it('shows the agent bank accounts with copy buttons, and the registered account to pay from', async () => {
    const { user } = open();
    const tab = await screen.findByRole('tab', { name: /โอนผ่านธนาคาร/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      expect.stringContaining('โอนผ่านธนาคาร'),
      expect.stringContaining('ทรูมันนี่'),
      expect.stringContaining('QR พร้อมเพย์'),
    ]);
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('฿ 120.00');

    const payTo = within(await screen.findByRole('region', { name: 'โอนเข้าบัญชีธนาคารของเว็บ' }));
    const [kbank, scb] = payTo.getAllByRole('listitem');
    expect(within(kbank).getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(within(kbank).getByText('KBANK')).toBeInTheDocument();
    expect(within(kbank).getByText('073-1-23456-7')).toBeInTheDocument();
    expect(within(kbank).getByText('ชื่อบัญชี บจก. โกลเด้น วิน')).toBeInTheDocument();
    expect(within(scb).getByText('ธนาคารไทยพาณิชย์')).toBeInTheDocument();

    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(scb).getByRole('button', { name: 'คัดลอกเลขบัญชี 407-1-23456-8' }));
    expect(write).toHaveBeenCalledWith('4071234568');
    expect(await screen.findByTestId('toast')).toHaveTextContent('คัดลอกแล้ว');

    const payFrom = within(screen.getByRole('region', { name: 'โอนจากบัญชีที่ลงทะเบียนไว้เท่านั้น' }));
    expect(payFrom.getByText('xxx-x-x6789-x')).toBeInTheDocument();
    expect(payFrom.queryByText('1234567890')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ขั้นตอนการฝากเงิน' })).toHaveTextContent('เมื่อยอดเงินเข้าบัญชี ระบบจะเติมเครดิตให้อัตโนมัติ');
  });

  it('sends a deposit notice for the chosen account and shows the bank info to transfer to', async () => {
    let body: unknown;
    server.use(
      http.post('/api/member/payment/notify', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          ok({
            id: 5,
            channel_id: 1,
            account_id: 2,
            from_account_id: 11,
            amount: 1500,
            status: 'pending',
            status_label: 'รอตรวจสอบยอดเงินเข้า',
            created_at: '2026-11-21T06:00:00.000Z',
            expires_at: '2026-11-21T07:00:00.000Z',
          }),
        );
      }),
    );
    const { user } = open();
    const form = within(await screen.findByRole('form', { name: 'แจ้งฝากเงิน' }));
    await user.click(form.getByRole('radio', { name: 'ธนาคารไทยพาณิชย์ 407-1-23456-8' }));
    await user.type(form.getByLabelText('จำนวนเงินที่จะโอน (บาท)'), '1,500');
    await user.click(form.getByRole('button', { name: 'แจ้งฝากเงิน' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'แจ้งฝากเงินเรียบร้อย' }));
    expect(body).toEqual({ channel_id: 1, account_id: 2, from_account_id: 11, amount: 1500 });
    expect(dialog.getByText('407-1-23456-8')).toBeInTheDocument();
    expect(dialog.getByTestId('notice-amount')).toHaveTextContent('1,500.00 บาท');
    expect(dialog.getByText('ธนาคารกสิกรไทย xxx-x-x6789-x')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'เข้าใจแล้ว' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The open notice replaces the form on the page, with a way to cancel it.
    expect(screen.getByRole('region', { name: 'รายการแจ้งฝากของท่าน' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'แจ้งฝากเงิน' })).not.toBeInTheDocument();
  });

  it('shows the TrueMoney wallet to pay to and the phone to pay from', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('tab', { name: /ทรูมันนี่/ }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /ทรูมันนี่/ })).toHaveAttribute('aria-selected', 'true'));
    const payTo = within(await screen.findByRole('region', { name: 'โอนเข้าทรูมันนี่ วอลเล็ทของเว็บ' }));
    expect(payTo.getByText('095-123-4567')).toBeInTheDocument();
    expect(payTo.getByRole('button', { name: 'คัดลอกเบอร์วอลเล็ท 095-123-4567' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'โอนจากวอลเล็ทเบอร์ที่สมัครเท่านั้น' })).toHaveTextContent('081-234-5678');
  });

  it("says why a closed channel is closed: under the tabs (the tab's description) and in place of its accounts", async () => {
    const noAccount = 'ยังไม่มีบัญชีรับเงินสำหรับช่องทางนี้ กรุณาเลือกช่องทางอื่น';
    const capped = 'บัญชีรับเงินของช่องทางนี้รับยอดครบตามกำหนดของวันนี้แล้ว กรุณาเลือกช่องทางอื่น';
    const closedWallet = { ...trueMoneyChannel, enabled: false, true_money_accounts: [], closed_reason: noAccount };
    server.use(
      http.get('/api/member/payment/channels', () =>
        HttpResponse.json(ok({ ...channelsData, channels: [bankChannel, closedWallet, qrChannel] })),
      ),
    );
    open();
    const wallet = await screen.findByRole('tab', { name: /ทรูมันนี่/ });
    expect(wallet).toBeDisabled();
    expect(wallet).toHaveAccessibleDescription(`ทรูมันนี่: ${noAccount}`);
    expect(within(screen.getByRole('list', { name: 'ช่องทางที่ปิดชั่วคราว' })).getAllByRole('listitem')).toHaveLength(1);
    // The open channels describe nothing and the bank's accounts are shown as usual.
    expect(screen.getByRole('tab', { name: /โอนผ่านธนาคาร/ })).not.toHaveAccessibleDescription();
    expect(await screen.findByRole('region', { name: 'โอนเข้าบัญชีธนาคารของเว็บ' })).toHaveTextContent('073-1-23456-7');
    cleanup();

    // Every channel closed: the first one's panel says why instead of listing accounts, and takes no notice.
    const closedBank = { ...bankChannel, enabled: false, bank_accounts: [], closed_reason: capped };
    const closedQr = { ...qrChannel, enabled: false, closed_reason: noAccount };
    byId.set(1, closedBank);
    byId.set(3, closedQr);
    try {
      server.use(
        http.get('/api/member/payment/channels', () =>
          HttpResponse.json(ok({ ...channelsData, channels: [closedBank, closedWallet, closedQr] })),
        ),
      );
      open();
      const payTo = await screen.findByRole('region', { name: 'โอนเข้าบัญชีธนาคารของเว็บ' });
      expect(within(payTo).getByTestId('channel-closed')).toHaveTextContent(capped);
      expect(within(payTo).queryByRole('listitem')).not.toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'แจ้งฝากเงิน' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('tab').every((t) => (t as HTMLButtonElement).disabled)).toBe(true);
    } finally {
      byId.set(1, bankChannel);
      byId.set(3, qrChannel);
    }
  });

  it('a closed QR channel shows its reason in place of the QR form', async () => {
    const closedQr = { ...qrChannel, enabled: false, closed_reason: 'ช่องทางนี้ปิดให้บริการชั่วคราว กรุณาเลือกช่องทางอื่น' };
    renderWithProviders(<QrChannel info={infoFor(closedQr)} />, { user: MEMBER, url: '/member/deposit' });
    const panel = await screen.findByRole('region', { name: 'ฝากเงินผ่าน QR พร้อมเพย์' });
    expect(within(panel).getByTestId('channel-closed')).toHaveTextContent(closedQr.closed_reason);
    expect(screen.queryByRole('form', { name: 'สร้าง QR ฝากเงิน' })).not.toBeInTheDocument();
    cleanup();
    renderWithProviders(<QrChannel info={infoFor(qrChannel)} />, { user: MEMBER, url: '/member/deposit' });
    expect(await screen.findByRole('form', { name: 'สร้าง QR ฝากเงิน' })).toBeInTheDocument();
    expect(screen.queryByTestId('channel-closed')).not.toBeInTheDocument();
  });

  it('makes a PromptPay QR for a quick amount and opens its payment page', async () => {
    let body: unknown;
    server.use(
      http.post('/api/member/payment/generate_qr', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(qrFixture()));
      }),
    );
    const { user } = open('/member/deposit?channel=promptpay_qr');
    const form = within(await screen.findByRole('form', { name: 'สร้าง QR ฝากเงิน' }));
    await user.click(form.getByRole('button', { name: '500' }));
    expect(form.getByLabelText('จำนวนเงินที่ต้องการฝาก (บาท)')).toHaveValue('500');
    await user.click(form.getByRole('button', { name: 'สร้าง QR ชำระเงิน' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member/payment?reference=QR4CKQ6USGHF79'));
    expect(body).toEqual({ channel_id: 3, sub_channel_id: 1, amount: 500 });
  });

  it("shows amount problems beside the field: the channel's bounds, the server's limit message and a 422", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/member/payment/generate_qr', async ({ request }) => {
        const body = (await request.json()) as { amount: number };
        bodies.push(body);
        if (body.amount === 30000)
          return HttpResponse.json(fail(Errors.DEPOSIT_LIMIT_EXCEEDED.code, 'ยอดฝากเกินวงเงินฝากรายวันที่ท่านตั้งไว้ วันนี้ฝากได้อีก 1,000.00 บาท'));
        return HttpResponse.json(
          { error: 1, message: 'จำนวนเงินสูงเกินกำหนด', data: { fields: { amount: 'จำนวนเงินสูงเกินกำหนด' } } },
          { status: 422 },
        );
      }),
    );
    const { user } = open('/member/deposit?channel=promptpay_qr');
    const form = within(await screen.findByRole('form', { name: 'สร้าง QR ฝากเงิน' }));
    const amount = form.getByLabelText('จำนวนเงินที่ต้องการฝาก (บาท)');
    const submit = form.getByRole('button', { name: 'สร้าง QR ชำระเงิน' });

    await user.type(amount, '10');
    await user.click(submit);
    expect(within(fieldOf(amount)).getByText('จำนวนเงินขั้นต่ำ 20.00 บาท')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '30000');
    await user.click(submit);
    expect(await within(fieldOf(amount)).findByText('ยอดฝากเกินวงเงินฝากรายวันที่ท่านตั้งไว้ วันนี้ฝากได้อีก 1,000.00 บาท')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '40000');
    await user.click(submit);
    expect(await within(fieldOf(amount)).findByText('จำนวนเงินสูงเกินกำหนด')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  it('sets a deposit limit (only the changed period) and shows when a raise takes effect', async () => {
    let body: unknown;
    server.use(
      http.get('/api/member/limits', () => HttpResponse.json(ok(limitsFixture({ weekly: { amount: 2000, remaining: 2000 } })))),
      http.post('/api/member/limits', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          ok(
            limitsFixture({
              weekly: {
                amount: 2000,
                remaining: 2000,
                has_pending: true,
                pending_amount: 5000,
                pending_effective_at: '2026-11-22T07:30:00.000Z',
              },
            }),
          ),
        );
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /จำกัดการฝากเงิน \/ พักการเล่น/ }));
    const form = within(await screen.findByRole('form', { name: 'วงเงินฝาก' }));
    const weekly = form.getByLabelText('วงเงินฝากรายสัปดาห์ (บาท)');
    expect(weekly).toHaveValue('2000');
    await user.clear(weekly);
    await user.type(weekly, '5000');
    await user.click(form.getByRole('button', { name: 'บันทึกวงเงิน' }));
    await waitFor(() => expect(body).toEqual({ weekly: 5000 }));
    expect(await screen.findByTestId('pending-weekly')).toHaveTextContent('เปลี่ยนเป็น 5,000.00 บาท มีผล 22 พ.ย. 2569 14:30 น.');
    expect(await screen.findByText('การเพิ่มหรือยกเลิกวงเงินจะมีผล 22 พ.ย. 2569 14:30 น.')).toBeInTheDocument();
  });

  it('excludes the member for 7 days after a Thai confirm dialog', async () => {
    let body: unknown;
    server.use(
      http.post('/api/member/self_exclusion', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          ok(limitsFixture({}, { active: true, until: '2026-11-28T07:30:00.000Z', until_label: '28 พ.ย. 2569 14:30 น.' })),
        );
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /จำกัดการฝากเงิน \/ พักการเล่น/ }));
    await user.click(await screen.findByRole('button', { name: '7 วัน' }));
    await user.click(screen.getByRole('button', { name: 'พักการเล่น' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'ยืนยันการพักการเล่น 7 วัน' }));
    expect(dialog.getByText('เมื่อยืนยันแล้วจะยกเลิกหรือลดระยะเวลาไม่ได้ ท่านยังถอนเงินได้ตามปกติ')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.click(dialog.getByRole('button', { name: 'ยืนยันพักการเล่น' }));
    expect(await screen.findByTestId('self-exclusion-until')).toHaveTextContent('พักการเล่นถึง 28 พ.ย. 2569 14:30 น.');
    expect(body).toEqual({ period: '7d' });
    expect(screen.getByText(/ท่านอยู่ระหว่างพักการเล่นถึง 28 พ.ย. 2569 14:30 น./)).toBeInTheDocument();
  });
});

/** The promotions as GET /api/promotion/list answers a member (see features/promotions/testing.ts). */
function promotion(id: number, over: Partial<Promotion>): Promotion {
  return {
    id,
    title: '',
    description: '',
    terms: '',
    image: null,
    type: 'first_deposit',
    type_name: 'ฝากครั้งแรกของสมาชิกใหม่',
    percent: 50,
    fixed_bonus: 0,
    max_bonus: 1000,
    min_deposit: 100,
    requirement: {
      kind: 'turnover',
      multiplier: 1,
      base: 'deposit_bonus',
      weights: { slot: 100 },
      max_withdrawal: null,
      days: 7,
      balance_floor: 5,
      forfeit_rule: 'bonus',
    },
    starts_at: '2026-11-01T00:00:00.000+07:00',
    ends_at: null,
    eligible: true,
    ineligible_reason: null,
    ...over,
  };
}
const listFixture = (over: Partial<PromotionListData> = {}): PromotionListData => ({
  promotions: [
    promotion(1, { title: 'สมาชิกใหม่รับโบนัส 50%' }),
    promotion(2, {
      title: 'ฝากแรกของวันรับ 10%',
      type: 'daily_first',
      percent: 10,
      max_bonus: 500,
      min_deposit: 300,
      requirement: { ...promotion(0, {}).requirement, multiplier: 2, base: 'bonus' },
    }),
    promotion(3, { title: 'ฝาก 100 รับ 200', type: 'fixed', eligible: false, ineligible_reason: 'ท่านกำลังติดเงื่อนไขทำเทิร์นอยู่' }),
  ],
  choice: null,
  ...over,
});

describe('DepositPage: the promotion for this deposit', () => {
  const chosenAt = '2026-11-21T06:00:00.000Z';

  it('shows the chosen promotion, what the amount typed brings, and changes it in the promotion dialog', async () => {
    let choice: number | null = 1;
    let body: unknown;
    server.use(
      http.get('/api/promotion/list', () =>
        HttpResponse.json(ok(listFixture({ choice: { promotion_id: choice, coupon_code_masked: null, chosen_at: chosenAt } }))),
      ),
      http.post('/api/promotion/choose', async ({ request }) => {
        body = await request.json();
        choice = (body as { promotion_id: number | null }).promotion_id;
        return HttpResponse.json(ok({ promotion_id: choice, coupon_code_masked: null, chosen_at: chosenAt }));
      }),
    );
    const { user, store } = open('/member/deposit?channel=promptpay_qr');
    const form = within(await screen.findByRole('form', { name: 'สร้าง QR ฝากเงิน' }));
    const row = within(await screen.findByRole('region', { name: 'โปรโมชั่นที่เลือก' }));
    expect(await row.findByTestId('promotion-choice')).toHaveTextContent('สมาชิกใหม่รับโบนัส 50%');
    expect(row.getByText('โบนัส 50% สูงสุด 1,000 บาท')).toBeInTheDocument();
    // Beside the amount: what the amount typed brings.
    expect(await form.findByTestId('promotion-example')).toHaveTextContent('กรอกยอดฝากเพื่อดูโบนัสที่จะได้รับ');
    expect(store.get(selectedPromotionAtom)).toEqual({ promotion_id: 1, title: 'สมาชิกใหม่รับโบนัส 50%' });

    await user.type(form.getByRole('textbox', { name: 'จำนวนเงินที่ต้องการฝาก (บาท)' }), '1000');
    expect(form.getByTestId('promotion-example')).toHaveTextContent(
      'ฝาก 1,000 บาท ได้โบนัส 500 บาท รวมเป็น 1,500 บาท · ทำเทิร์น 1,500 บาท ก่อนถอน',
    );
    await user.clear(form.getByRole('textbox', { name: 'จำนวนเงินที่ต้องการฝาก (บาท)' }));
    await user.type(form.getByRole('textbox', { name: 'จำนวนเงินที่ต้องการฝาก (บาท)' }), '50');
    expect(form.getByTestId('promotion-example')).toHaveTextContent('ยอดฝากขั้นต่ำของโปรโมชั่นนี้คือ 100 บาท ยอดนี้จะไม่ได้รับโบนัส');

    // "เปลี่ยน": the promotions the member may take (not the ineligible one) and "ไม่รับโปรโมชั่น".
    await user.click(row.getByRole('button', { name: 'เปลี่ยน' }));
    const dialog = within(await screen.findByTestId('promotion-dialog'));
    const options = within(dialog.getByRole('list', { name: 'โปรโมชั่นที่รับได้' })).getAllByRole('button');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('สมาชิกใหม่รับโบนัส 50%'),
      expect.stringContaining('ฝากแรกของวันรับ 10%'),
      expect.stringContaining('ไม่รับโปรโมชั่น'),
    ]);
    expect(options[0]).toHaveAttribute('aria-pressed', 'true');
    expect(options[1]).toHaveTextContent('โบนัส 10% สูงสุด 500 บาท · ฝากขั้นต่ำ 300 บาท · ทำเทิร์น 2 เท่าของโบนัส');
    expect(dialog.queryByText('ฝาก 100 รับ 200')).not.toBeInTheDocument();

    await user.click(options[1]);
    await waitFor(() => expect(screen.queryByTestId('promotion-dialog')).not.toBeInTheDocument());
    expect(body).toEqual({ promotion_id: 2 });
    await waitFor(() => expect(row.getByTestId('promotion-choice')).toHaveTextContent('ฝากแรกของวันรับ 10%'));
    expect(form.getByTestId('promotion-example')).toHaveTextContent('ยอดฝากขั้นต่ำของโปรโมชั่นนี้คือ 300 บาท');
    expect(store.get(selectedPromotionAtom)).toEqual({ promotion_id: 2, title: 'ฝากแรกของวันรับ 10%' });

    // "ไม่รับโปรโมชั่น" is a choice too.
    await user.click(row.getByRole('button', { name: 'เปลี่ยน' }));
    await user.click(within(await screen.findByTestId('promotion-dialog')).getByRole('button', { name: /^ไม่รับโปรโมชั่น/ }));
    await waitFor(() => expect(row.getByTestId('promotion-choice')).toHaveTextContent('ไม่รับโปรโมชั่น'));
    expect(body).toEqual({ promotion_id: null });
    expect(form.queryByTestId('promotion-example')).not.toBeInTheDocument();
  });

  it('shows the choice on the bank transfer tab too, with the example for the notice amount', async () => {
    server.use(
      http.get('/api/promotion/list', () =>
        HttpResponse.json(ok(listFixture({ choice: { promotion_id: 2, coupon_code_masked: null, chosen_at: chosenAt } }))),
      ),
    );
    const { user } = open();
    const form = within(await screen.findByRole('form', { name: 'แจ้งฝากเงิน' }));
    const row = within(await screen.findByRole('region', { name: 'โปรโมชั่นที่เลือก' }));
    expect(await row.findByTestId('promotion-choice')).toHaveTextContent('ฝากแรกของวันรับ 10%');
    await user.type(form.getByRole('textbox', { name: 'จำนวนเงินที่จะโอน (บาท)' }), '2000');
    expect(await form.findByTestId('promotion-example')).toHaveTextContent('ได้โบนัส 200 บาท รวมเป็น 2,200 บาท · ทำเทิร์น 400 บาท ก่อนถอน');
  });

  it('a refused choice keeps the dialog open with the Thai reason', async () => {
    server.use(
      http.get('/api/promotion/list', () => HttpResponse.json(ok(listFixture()))),
      http.post('/api/promotion/choose', () => HttpResponse.json(fail(3302, 'ท่านมีโปรโมชั่นที่ยังทำเทิร์นไม่ครบ จึงรับโปรโมชั่นใหม่ไม่ได้'))),
    );
    const { user } = open('/member/deposit?channel=promptpay_qr');
    const row = within(await screen.findByRole('region', { name: 'โปรโมชั่นที่เลือก' }));
    expect(await row.findByTestId('promotion-choice')).toHaveTextContent('ไม่รับโปรโมชั่น');
    await user.click(row.getByRole('button', { name: 'เปลี่ยน' }));
    const dialog = within(await screen.findByTestId('promotion-dialog'));
    await user.click(dialog.getByRole('button', { name: /สมาชิกใหม่รับโบนัส 50%/ }));
    expect(await dialog.findByText('ท่านมีโปรโมชั่นที่ยังทำเทิร์นไม่ครบ จึงรับโปรโมชั่นใหม่ไม่ได้')).toBeInTheDocument();
    expect(screen.getByTestId('promotion-dialog')).toBeInTheDocument();
  });
});
