import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { landingRotation, segmentAt } from './geometry';
import { configFixture, historyFixture, spinAnswerFixture, spinFixture, winnersFixture } from './testing';
import { WheelPage } from './WheelPage';

// Reduced motion: the wheel jumps to where it lands, so the prize shows without waiting for the spin.
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('reduced-motion'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

const spins: unknown[] = [];
const server = mockApi(
  http.get('/api/wheel/config_v2', () => HttpResponse.json(ok(configFixture()))),
  http.get('/api/wheel/board', () => HttpResponse.json(ok(winnersFixture))),
  http.get('/api/wheel/history', () => HttpResponse.json(ok(historyFixture()))),
  http.get('/api/get_user_wallets', () => HttpResponse.json(ok([]))),
  http.post('/api/wheel/spin_v2', async ({ request }) => {
    spins.push(await request.json());
    return HttpResponse.json({ ...ok(spinAnswerFixture(spinFixture(5))), message: 'ยินดีด้วย ท่านได้รับ 100 แต้ม' });
  }),
);
afterEach(() => {
  cleanup();
  toaster.remove();
  spins.length = 0;
});

const open = async (url = '/member/wheel') => {
  const view = renderWithProviders(<WheelPage />, { user: MEMBER, url });
  await screen.findByTestId('wheel');
  return view;
};

describe('WheelPage', () => {
  it("renders the board's segments, both tabs (free first), the published odds and the expected value", async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'กงล้อนำโชค' })).toBeInTheDocument();
    expect(screen.getAllByTestId('wheel-segment')).toHaveLength(10);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['สปินฟรี', 'ใช้แต้ม']);
    expect(screen.getByRole('tab', { name: 'สปินฟรี' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('wheel-tab-free')).toHaveTextContent('สิทธิ์สปินฟรีวันนี้เหลือ 0 ครั้ง');
    expect(screen.getByTestId('wheel-tab-free')).toHaveTextContent('ฝากเงินรวม 300 บาทขึ้นไป');
    // No free spin left today: the button waits.
    expect(screen.getByRole('button', { name: 'หมุนวงล้อ' })).toBeDisabled();
    const odds = within(screen.getByRole('table', { name: 'โอกาสได้รับรางวัลของแต่ละช่อง' }));
    expect(odds.getByRole('row', { name: /เครดิตฟรี 10 บาท.*15%/ })).toBeInTheDocument();
    expect(odds.getByRole('row', { name: /ไม่ได้รับรางวัล.*30%/ })).toBeInTheDocument();
    expect(odds.getByRole('row', { name: /รวม.*100%/ })).toBeInTheDocument();
    expect(screen.getByTestId('wheel-expected')).toHaveTextContent('เครดิตฟรี 4 บาท, 27 แต้ม, ฟรีสปิน 0.34 ครั้ง');
    expect(await screen.findByText('08x-xxx-5678')).toBeInTheDocument();
  });

  it('no label is upside down: each is turned within -90..90 degrees, the left half read in from the rim', async () => {
    await open();
    const labels = screen.getAllByTestId('wheel-label');
    expect(labels.map((l) => l.textContent)).toEqual(configFixture().slots.map((s) => s.label));
    for (const label of labels) {
      const angle = Number(/rotate\((-?[\d.]+)\)/.exec(label.getAttribute('transform') ?? '')?.[1]);
      expect(angle).toBeGreaterThanOrEqual(-90);
      expect(angle).toBeLessThanOrEqual(90);
    }
    // Ten segments clockwise from 12 o'clock: 0-4 on the right (out to the rim), 5-9 on the left (in from the rim).
    expect(labels.map((l) => l.getAttribute('text-anchor'))).toEqual([...Array(5).fill('end'), ...Array(5).fill('start')]);
    expect(labels[0]).toHaveAttribute('transform', 'rotate(-72) translate(88 0)');
    expect(labels[5]).toHaveAttribute('transform', 'rotate(-72) translate(-88 0)');
    expect(labels[7]).toHaveAttribute('transform', 'rotate(0) translate(-88 0)');
  });

  it('the proof is folded under "ตรวจสอบความยุติธรรม": closed at first, the seeds and HMAC-SHA256 once opened', async () => {
    const { user } = await open();
    const section = screen.getByRole('region', { name: 'ตรวจสอบความยุติธรรม' });
    const fold = within(section).getByRole('button', { name: /ตรวจสอบความยุติธรรม/ });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('wheel-seed-hash')).not.toBeInTheDocument();
    expect(screen.queryByText(/HMAC-SHA256|nonce|ไคลเอนต์ซีด/)).not.toBeInTheDocument();
    // It comes after the odds: the page leads with the wheel, the prizes and their chances.
    const odds = screen.getByRole('table', { name: 'โอกาสได้รับรางวัลของแต่ละช่อง' });
    expect(odds.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByTestId('wheel-seed-hash')).toHaveTextContent('ab'.repeat(32));
    expect(section).toHaveTextContent('HMAC-SHA256');
    await user.click(fold);
    expect(screen.queryByTestId('wheel-seed-hash')).not.toBeInTheDocument();
  });

  it('?tab=2 opens the points tab', async () => {
    await open('/member/wheel?tab=2');
    expect(screen.getByRole('tab', { name: 'ใช้แต้ม' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('wheel-tab-points')).toHaveTextContent('แต้มของฉัน 250 แต้ม');
    expect(screen.getByTestId('wheel-tab-points')).toHaveTextContent('ใช้ 100 แต้มต่อการหมุน');
    expect(screen.getByRole('button', { name: 'หมุนวงล้อ' })).toBeEnabled();
  });

  it('a spin lands on the segment the server chose and shows the prize', async () => {
    const { user } = await open('/member/wheel?tab=2');
    await user.click(screen.getByRole('button', { name: 'หมุนวงล้อ' }));
    const dialog = await screen.findByTestId('wheel-prize');
    expect(within(dialog).getByTestId('wheel-prize-text')).toHaveTextContent('100 แต้ม');
    // The result shows the prize itself (its medal: the points sign, the amount, the unit), not a plain disc.
    const medal = within(dialog).getByRole('img', { name: '100 แต้ม' });
    expect(medal).toHaveAttribute('data-kind', 'points');
    expect(medal).toHaveTextContent('100แต้ม');
    expect(dialog).toHaveTextContent('ยินดีด้วย ท่านได้รับ 100 แต้ม');
    expect(spins).toEqual([{ tab: 2, request_key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    const rotation = Number(screen.getByTestId('wheel-rotor').getAttribute('data-rotation'));
    expect(rotation).toBe(landingRotation(0, 5, 10));
    expect(segmentAt(rotation, 10)).toBe(5);
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(screen.queryByTestId('wheel-prize')).not.toBeInTheDocument());
  });

  it("the server's Thai refusal is shown, and the button is free again", async () => {
    server.use(http.post('/api/wheel/spin_v2', () => HttpResponse.json(fail(3461, 'แต้มของท่านไม่เพียงพอ'))));
    const { user } = await open('/member/wheel?tab=2');
    await user.click(screen.getByRole('button', { name: 'หมุนวงล้อ' }));
    expect(await screen.findByText('แต้มของท่านไม่เพียงพอ')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'หมุนวงล้อ' })).toBeEnabled());
    expect(screen.queryByTestId('wheel-prize')).not.toBeInTheDocument();
  });

  it('a pending prize is taken with "รับรางวัล"', async () => {
    const pending = spinFixture(4, { id: 77, status: 'pending', status_name: 'รอกดรับรางวัล' });
    const rewarded: unknown[] = [];
    server.use(
      http.get('/api/wheel/config_v2', () => HttpResponse.json(ok(configFixture({ pending: [pending] })))),
      http.post('/api/wheel/reward', async ({ request }) => {
        rewarded.push(await request.json());
        return HttpResponse.json({
          ...ok({ spin: { ...pending, status: 'paid' }, balances: { credit: 50, points: 0, free_spins: 0 } }),
          message: 'ได้รับ เครดิตฟรี 50 บาท ทำยอดเทิร์น 150 บาทก่อนถอน',
        });
      }),
    );
    const { user } = await open();
    const list = within(screen.getByRole('list', { name: 'รางวัลรอกดรับ' }));
    expect(list.getByText('เครดิตฟรี 50 บาท')).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'รับรางวัล' }));
    expect(await screen.findByText('ได้รับ เครดิตฟรี 50 บาท ทำยอดเทิร์น 150 บาทก่อนถอน')).toBeInTheDocument();
    expect(rewarded).toEqual([{ spin_id: 77 }]);
  });
});
