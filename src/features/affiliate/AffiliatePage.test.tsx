import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { fail, mainWallet, ok, shellHandlers } from '@/test/api';
import { MEMBER, renderApp, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { AffiliatePage } from './AffiliatePage';
import { configFixture, earningsFixture, movementsFixture, networkFixture, REF_LINK, referralFixture, summaryFixture } from './testing';

let summaryCalls = 0;
const server = mockApi(
  http.get('/api/affiliate/v2/configs', () => HttpResponse.json(ok(configFixture()))),
  http.get('/api/affiliate/summary', () => {
    summaryCalls += 1;
    return HttpResponse.json(ok(summaryFixture()));
  }),
  http.post('/api/affiliate/network', () => HttpResponse.json(ok(networkFixture()))),
  http.get('/api/affiliate/transactions', () => HttpResponse.json(ok(earningsFixture()))),
  http.get('/api/affiliate/v2/transactions', () => HttpResponse.json(ok(movementsFixture()))),
  http.post('/api/member/wallets', () => HttpResponse.json(ok([mainWallet]))),
  ...shellHandlers,
);
afterEach(() => {
  cleanup();
  toaster.remove();
  summaryCalls = 0;
});

const openVisitor = async () => {
  const view = renderWithProviders(<AffiliatePage />, { url: '/affiliate' });
  await screen.findByRole('region', { name: 'อัตรารายได้และเงื่อนไข' });
  return view;
};
const openMember = async () => {
  const view = renderWithProviders(<AffiliatePage />, { user: MEMBER, url: '/affiliate' });
  await screen.findByTestId('affiliate-link');
  return view;
};
const redeemButton = () => screen.getByRole('button', { name: 'ถอนรายได้เข้ากระเป๋าหลัก' });
const redeemed = {
  amount: 1234.5,
  balance: 2234.5,
  redeemable: 0,
  required_turnover: null,
};

describe('AffiliatePage for visitors', () => {
  it('explains the programme from the public config and leads to register and login', async () => {
    await openVisitor();
    expect(screen.getByTestId('affiliate-headline')).toHaveTextContent('รับสูงสุด 5% ของยอดเล่น (เทิร์นโอเวอร์)เพื่อน');
    const level1 = within(screen.getByRole('region', { name: 'อัตรารายได้ระดับ 1' }));
    expect(level1.getByRole('heading')).toHaveTextContent('ระดับ 1 (เพื่อนที่ท่านแนะนำ)');
    expect(level1.getByText('สล็อต').parentElement).toHaveTextContent('0.5% ของยอดเล่น (เทิร์นโอเวอร์)');
    expect(level1.getByText('หวย').parentElement).toHaveTextContent('5% ของยอดเล่น (เทิร์นโอเวอร์)');
    const level2 = within(screen.getByRole('region', { name: 'อัตรารายได้ระดับ 2' }));
    expect(level2.getByText('สล็อต').parentElement).toHaveTextContent('0.1%');
    const rules = screen.getByRole('list', { name: 'เงื่อนไขการแนะนำเพื่อน' });
    expect(rules).toHaveTextContent('นับเมื่อเพื่อนฝากเงินครั้งแรก');
    expect(rules).toHaveTextContent('ถอนรายได้เข้ากระเป๋าหลักได้เมื่อมียอดตั้งแต่ 100.00 บาทขึ้นไป');
    expect(rules).toHaveTextContent('ห้ามแนะนำตัวเอง');
    // No cap and no turnover when the settings have none.
    expect(rules).not.toHaveTextContent('ต่อวัน');
    expect(rules).not.toHaveTextContent('ทำเทิร์น');
    const registers = screen.getAllByRole('link', { name: 'สมัครสมาชิก' });
    expect(registers.length).toBeGreaterThan(0);
    for (const a of registers) expect(a).toHaveAttribute('href', '/register');
    for (const a of screen.getAllByRole('link', { name: 'เข้าสู่ระบบ' })) expect(a).toHaveAttribute('href', '/login');
    // A visitor's page asks nothing of the member's routes.
    expect(summaryCalls).toBe(0);
    expect(screen.queryByRole('button', { name: 'ถอนรายได้เข้ากระเป๋าหลัก' })).not.toBeInTheDocument();
  });

  it('names the net-loss basis, the daily cap and the turnover the settings ask for', async () => {
    server.use(
      http.get('/api/affiliate/v2/configs', () =>
        HttpResponse.json(ok(configFixture({ basis: 'net_loss', basis_name: 'ยอดเสีย', max_per_day: 5000, turnover_multiplier: 1.5 }))),
      ),
    );
    await openVisitor();
    expect(within(screen.getByRole('region', { name: 'อัตรารายได้ระดับ 1' })).getByText('สล็อต').parentElement).toHaveTextContent(
      '0.5% ของยอดเสีย',
    );
    const rules = screen.getByRole('list', { name: 'เงื่อนไขการแนะนำเพื่อน' });
    expect(rules).toHaveTextContent('ของยอดเสียของเพื่อนแต่ละวัน');
    expect(rules).toHaveTextContent('รายได้สูงสุดไม่เกิน 5,000.00 บาทต่อวัน');
    expect(rules).toHaveTextContent('ต้องทำเทิร์น 1.5 เท่า');
  });

  it('says when the programme is closed', async () => {
    server.use(http.get('/api/affiliate/v2/configs', () => HttpResponse.json(ok(configFixture({ enabled: false })))));
    await openVisitor();
    expect(screen.getByTestId('affiliate-disabled')).toHaveTextContent('ขณะนี้ระบบแนะนำเพื่อนปิดให้บริการชั่วคราว');
  });
});

describe('AffiliatePage for members', () => {
  it('shows the link and code with copy buttons, the QR of the link and LINE sharing', async () => {
    const { user } = await openMember();
    expect(screen.getByTestId('affiliate-link')).toHaveTextContent(REF_LINK);
    expect(screen.getByTestId('affiliate-code')).toHaveTextContent('SOMC7X');
    await user.click(screen.getByRole('button', { name: 'คัดลอกลิงก์แนะนำ' }));
    expect(await navigator.clipboard.readText()).toBe(REF_LINK);
    expect(await screen.findAllByText('คัดลอกแล้ว')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'คัดลอกรหัสแนะนำ' }));
    expect(await navigator.clipboard.readText()).toBe('SOMC7X');
    const qr = await screen.findByRole('img', { name: 'QR โค้ดลิงก์แนะนำเพื่อน รหัส SOMC7X' });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<svg');
    expect(screen.getByRole('link', { name: 'บันทึก QR โค้ด' })).toHaveAttribute('download', 'แนะนำเพื่อน-SOMC7X.svg');
    const line = screen.getByRole('link', { name: 'แชร์ลิงก์ทาง LINE' });
    expect(line.getAttribute('href')).toContain('https://line.me/R/share?text=');
    expect(decodeURIComponent(line.getAttribute('href') ?? '')).toContain(REF_LINK);
    expect(line).toHaveAttribute('target', '_blank');
  });

  it('shows the summary cards as the site shows money: ฿ and two decimals', async () => {
    await openMember();
    expect(screen.getByRole('group', { name: 'วันนี้ (ประมาณการ)' })).toHaveTextContent('฿ 12.50');
    expect(screen.getByRole('group', { name: 'เดือนนี้' })).toHaveTextContent('฿ 845.75');
    expect(screen.getByRole('group', { name: 'ทั้งหมด' })).toHaveTextContent('฿ 5,230.00');
    expect(screen.getByRole('group', { name: 'ถอนได้' })).toHaveTextContent('฿ 1,234.50');
    expect(screen.getByText(/เพื่อนทั้งหมด 23 คน/)).toHaveTextContent('นับแล้ว 17 คน');
    expect(screen.queryByTestId('affiliate-frozen')).not.toBeInTheDocument();
  });

  it('a double tap redeems once with one request key, shows the amount moved and refreshes the wallets', async () => {
    const bodies: { request_key?: string; amount?: number }[] = [];
    let release: () => void = () => {};
    const answered = new Promise<void>((r) => {
      release = r;
    });
    server.use(
      http.post('/api/affiliate/redeem', async ({ request }) => {
        bodies.push((await request.json()) as { request_key: string });
        await answered;
        return HttpResponse.json(ok({ ...redeemed, required_turnover: 1234.5 }));
      }),
    );
    const { user, queryClient } = await openMember();
    queryClient.setQueryData(walletsQueryKey, [mainWallet]);
    const before = summaryCalls;
    const button = redeemButton();
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    const done = await screen.findByTestId('affiliate-redeemed');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.request_key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(bodies[0]).not.toHaveProperty('amount');
    expect(done).toHaveTextContent('ถอนรายได้สำเร็จ');
    expect(done).toHaveTextContent('โอน 1,234.50 บาท เข้ากระเป๋าหลักแล้ว');
    expect(done).toHaveTextContent('ยอดกระเป๋าหลัก 2,234.50 บาท');
    expect(done).toHaveTextContent('ต้องทำเทิร์น 1,234.50 บาท ก่อนถอนเงิน');
    expect(queryClient.getQueryState(walletsQueryKey)?.isInvalidated).toBe(true);
    await waitFor(() => expect(summaryCalls).toBeGreaterThan(before));
  });

  it('a retry after an unanswered redeem sends the same key; after a refusal the next redeem is a new one', async () => {
    const keys: string[] = [];
    const answers = [
      () => HttpResponse.error(),
      () => HttpResponse.json(fail(3434, 'รายได้แนะนำเพื่อนไม่พอสำหรับยอดที่ต้องการถอน')),
      () => HttpResponse.json(ok(redeemed)),
    ];
    server.use(
      http.post('/api/affiliate/redeem', async ({ request }) => {
        keys.push(((await request.json()) as { request_key: string }).request_key);
        return (answers[keys.length - 1] ?? answers[2])();
      }),
    );
    const { user } = await openMember();
    await user.click(redeemButton());
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(redeemButton()).toBeEnabled());
    await user.click(redeemButton());
    await waitFor(() => expect(keys).toHaveLength(2));
    // The server's Thai refusal, in a toast.
    await waitFor(() =>
      expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toContain('ถอนรายได้ไม่สำเร็จรายได้แนะนำเพื่อนไม่พอสำหรับยอดที่ต้องการถอน'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(redeemButton()).toBeEnabled());
    await user.click(redeemButton());
    await screen.findByTestId('affiliate-redeemed');
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('disables the redeem below the minimum and says how much is missing', async () => {
    let calls = 0;
    server.use(
      http.get('/api/affiliate/summary', () => HttpResponse.json(ok(summaryFixture({ redeemable: 50, min_redeem: 100 })))),
      http.post('/api/affiliate/redeem', () => {
        calls += 1;
        return HttpResponse.json(ok(redeemed));
      }),
    );
    const { user } = await openMember();
    expect(redeemButton()).toBeDisabled();
    expect(screen.getByTestId('redeem-block')).toHaveTextContent('ถอนได้เมื่อมียอดตั้งแต่ 100.00 บาท (ขาดอีก 50.00 บาท)');
    await user.click(redeemButton());
    expect(calls).toBe(0);
  });

  it('a frozen affiliate sees the notice and cannot redeem', async () => {
    server.use(http.get('/api/affiliate/summary', () => HttpResponse.json(ok(summaryFixture({ frozen: true })))));
    await openMember();
    expect(screen.getByTestId('affiliate-frozen')).toHaveTextContent('บัญชีแนะนำเพื่อนของท่านถูกระงับชั่วคราว');
    expect(redeemButton()).toBeDisabled();
    expect(screen.getByTestId('redeem-block')).toHaveTextContent('บัญชีแนะนำเพื่อนถูกระงับชั่วคราว จึงยังถอนรายได้ไม่ได้');
  });

  it('a member is told when the programme is closed', async () => {
    server.use(http.get('/api/affiliate/v2/configs', () => HttpResponse.json(ok(configFixture({ enabled: false })))));
    await openMember();
    expect(await screen.findByTestId('affiliate-disabled')).toHaveTextContent('ขณะนี้ระบบแนะนำเพื่อนปิดให้บริการชั่วคราว');
  });

  it('the network shows the counts and the referrals, and pages each level with level and page', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/affiliate/network', async ({ request }) => {
        const body = (await request.json()) as { level: 1 | 2; page: number };
        bodies.push(body);
        return HttpResponse.json(
          ok(
            networkFixture({
              items: [referralFixture(body.page, { level: body.level, phone_masked: `08${body.level}***00${body.page}` })],
              page: body.page,
              total: 45,
            }),
          ),
        );
      }),
    );
    const { user } = await openMember();
    const panel = within(screen.getByRole('region', { name: 'เพื่อนที่แนะนำ' }));
    const table = await panel.findByRole('table', { name: 'รายชื่อเพื่อนระดับ 1' });
    expect(bodies).toEqual([{ level: 1, page: 1, page_size: 20 }]);
    expect(panel.getByRole('group', { name: 'เพื่อนระดับ 1' })).toHaveTextContent('23 คน');
    expect(panel.getByRole('group', { name: 'เพื่อนระดับ 1' })).toHaveTextContent('นับแล้ว 17 · รอฝากครั้งแรก 6');
    expect(panel.getByRole('group', { name: 'เพื่อนระดับ 2' })).toHaveTextContent('41 คน');
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('081***001');
    expect(row).toHaveTextContent('20 พ.ย. 2569');
    expect(row).toHaveTextContent('นับแล้ว');
    expect(row).toHaveTextContent('฿ 1,500.00');
    expect(row).toHaveTextContent('฿ 25,000.50');
    const pager = panel.getByRole('navigation', { name: 'หน้าของรายชื่อเพื่อนระดับ 1' });
    expect(pager).toHaveTextContent('หน้า 1 จาก 3');
    await user.click(within(pager).getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(table).toHaveTextContent('081***002'));
    expect(bodies.at(-1)).toEqual({ level: 1, page: 2, page_size: 20 });
    expect(pager).toHaveTextContent('หน้า 2 จาก 3');

    await user.click(panel.getByRole('tab', { name: 'ระดับ 2' }));
    const table2 = await panel.findByRole('table', { name: 'รายชื่อเพื่อนระดับ 2' });
    expect(bodies.at(-1)).toEqual({ level: 2, page: 1, page_size: 20 });
    expect(table2).toHaveTextContent('082***001');
    await user.click(within(panel.getByRole('navigation', { name: 'หน้าของรายชื่อเพื่อนระดับ 2' })).getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(table2).toHaveTextContent('082***002'));
    expect(bodies.at(-1)).toEqual({ level: 2, page: 2, page_size: 20 });
  });

  it('the history shows the daily earnings and the account movements, paged', async () => {
    const pages: string[] = [];
    server.use(
      http.get('/api/affiliate/v2/transactions', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(new URL(request.url).search);
        return HttpResponse.json(ok(movementsFixture({ page, total: 30 })));
      }),
    );
    const { user } = await openMember();
    const panel = within(screen.getByRole('region', { name: 'ประวัติรายได้' }));
    const earnings = await panel.findByRole('list', { name: 'รายได้รายวัน' });
    const [first, second] = within(earnings).getAllByRole('listitem');
    expect(first).toHaveTextContent('25 พ.ย. 2569');
    expect(first).toHaveTextContent('ระดับ 1 ฿ 80.00 · ระดับ 2 ฿ 12.50');
    expect(first).toHaveTextContent('฿ 92.50');
    expect(first).toHaveTextContent('เข้าบัญชีแล้ว');
    expect(second).toHaveTextContent('ระงับชั่วคราว');

    await user.click(panel.getByRole('tab', { name: 'ความเคลื่อนไหวบัญชี' }));
    const moves = await panel.findByRole('list', { name: 'ความเคลื่อนไหวบัญชีแนะนำเพื่อน' });
    const [redeem, earning] = within(moves).getAllByRole('listitem');
    expect(redeem).toHaveTextContent('ถอนเข้ากระเป๋าหลัก');
    expect(redeem).toHaveTextContent('-฿ 500.00');
    expect(redeem).toHaveTextContent('คงเหลือ ฿ 734.50');
    expect(redeem).toHaveTextContent('25 พ.ย. 2569');
    expect(earning).toHaveTextContent('+฿ 92.50');
    expect(pages).toEqual(['?page=1&page_size=20']);
    await user.click(
      within(panel.getByRole('navigation', { name: 'หน้าของความเคลื่อนไหวบัญชีแนะนำเพื่อน' })).getByRole('button', { name: 'ถัดไป' }),
    );
    await waitFor(() => expect(pages.at(-1)).toBe('?page=2&page_size=20'));
  });
});

describe('the /affiliate route', () => {
  it('shows visitors the programme in the default layout', async () => {
    renderApp('/affiliate');
    expect(await screen.findByRole('heading', { level: 1, name: 'แนะนำเพื่อน' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'เงื่อนไขการแนะนำเพื่อน' })).toBeInTheDocument();
    expect(await screen.findByTestId('footer-tabs')).toBeInTheDocument();
    expect(summaryCalls).toBe(0);
  });

  it("shows a member's link and earnings", async () => {
    renderApp('/affiliate', { user: MEMBER });
    expect(await screen.findByTestId('affiliate-link')).toHaveTextContent(REF_LINK);
    expect(screen.getByRole('group', { name: 'ถอนได้' })).toHaveTextContent('1,234.50');
  });
});
