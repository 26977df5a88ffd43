import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { FreeSpinPage } from './FreeSpinPage';
import { playFixture, roundFixture, summaryFixture } from './testing';

const plays: unknown[] = [];
const server = mockApi(
  http.get('/api/freespin/summary', () => HttpResponse.json(ok(summaryFixture()))),
  http.get('/api/freespin/history', () => HttpResponse.json(ok({ rounds: [] }))),
  http.post('/api/freespin/play', async ({ request }) => {
    plays.push(await request.json());
    return HttpResponse.json({ ...ok(playFixture()), message: 'ได้รับรางวัลฟรีสปิน 2.5 บาท ทำยอดเทิร์น 7.5 บาทก่อนถอน' });
  }),
);
afterEach(() => {
  cleanup();
  toaster.remove();
  plays.length = 0;
});

const lobby = <div data-testid="lobby-list">เกมฟรีสปินในล็อบบี้</div>;

describe('FreeSpinPage, a member with free spins', () => {
  it('shows the spins and the bet, opens the game and plays one free spin: the win, the new balances, the proof', async () => {
    renderWithProviders(<FreeSpinPage lobby={lobby} />, { user: MEMBER, url: '/freespin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ฟรีสปินของฉัน' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByTestId('freespin-count')).toHaveTextContent('ฟรีสปินของคุณ 2 ครั้ง');
    expect(screen.getByText('เดิมพันต่อสปิน 1.00 บาท')).toBeInTheDocument();
    expect(screen.getByText(/ทำยอดเทิร์น 3 เท่าของรางวัลภายใน 7 วัน/)).toBeInTheDocument();
    // With spins, no "how to get" and no lobby list.
    expect(screen.queryByTestId('freespin-how-to-get')).not.toBeInTheDocument();
    expect(screen.queryByTestId('lobby-list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'หมุนฟรีสปิน' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'เล่นฟรีสปิน สมบัติสยาม' }));
    const spin = await screen.findByRole('button', { name: 'หมุนฟรีสปิน' });
    expect(spin).toBeEnabled();
    // The next round's seed hash is shown before the spin.
    expect(within(screen.getByTestId('freespin-proof')).getByText(`${'a'.repeat(64)} (nonce 4)`)).toBeInTheDocument();
    fireEvent.click(spin);

    const result = await screen.findByTestId('freespin-result', {}, { timeout: 5000 });
    expect(within(result).getByRole('heading')).toHaveTextContent('ได้รับรางวัล 2.50 บาท');
    expect(result).toHaveTextContent('ต้องทำเทิร์น 7.50 บาท ก่อนถอน');
    expect(within(result).getByTestId('freespin-left')).toHaveTextContent('ฟรีสปินคงเหลือ 1 ครั้ง');
    expect(within(result).getByTestId('freespin-balance')).toHaveTextContent('ยอดเงินคงเหลือ 102.50 บาท');
    expect(screen.getByTestId('freespin-count')).toHaveTextContent('ฟรีสปินของคุณ 1 ครั้ง');
    expect(screen.getByTestId('freespin-reels')).toHaveAccessibleName(/ดอกบัว ดอกบัว ดอกบัว/);
    const proof = within(screen.getByTestId('freespin-proof'));
    expect(proof.getByText('client-1')).toBeInTheDocument();
    expect(proof.getByText('จะเปิดเผยเมื่อเปลี่ยนคู่ซีด')).toBeInTheDocument();
    expect(proof.getByText(`${'a'.repeat(64)} (nonce 5)`)).toBeInTheDocument();
    expect(plays).toEqual([{ game_id: 'siam-treasure', request_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) }]);
  });

  it('shows a refusal in Thai and the history of rounds with their proofs', async () => {
    server.use(
      http.post('/api/freespin/play', () => HttpResponse.json(fail(3462, 'ท่านไม่มีฟรีสปินเหลืออยู่'))),
      http.get('/api/freespin/history', () =>
        HttpResponse.json(ok({ rounds: [roundFixture({ server_seed: 'b'.repeat(64) }), roundFixture({ round_id: 40, paid: 0, win: 0 })] })),
      ),
    );
    renderWithProviders(<FreeSpinPage lobby={lobby} />, { user: MEMBER, url: '/freespin' });
    fireEvent.click(await screen.findByRole('button', { name: 'เล่นฟรีสปิน สมบัติสยาม' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'หมุนฟรีสปิน' }));
    expect(await screen.findByText('ท่านไม่มีฟรีสปินเหลืออยู่')).toBeInTheDocument();
    const history = within(await screen.findByTestId('freespin-history'));
    expect(history.getAllByRole('listitem')).toHaveLength(2);
    expect(history.getByText('+2.50 บาท')).toBeInTheDocument();
    expect(history.getByText('ไม่ได้รับรางวัล')).toBeInTheDocument();
    expect(history.getByText(new RegExp(`ซีด ${'b'.repeat(64)}`))).toBeInTheDocument();
  });

  it('at 0 free spins: no player, how to get free spins with links, and the lobby list', async () => {
    server.use(http.get('/api/freespin/summary', () => HttpResponse.json(ok(summaryFixture({ free_spins: 0 })))));
    renderWithProviders(<FreeSpinPage lobby={lobby} />, { user: MEMBER, url: '/freespin' });
    expect(await screen.findByTestId('freespin-count', {}, { timeout: 5000 })).toHaveTextContent('ฟรีสปินของคุณ 0 ครั้ง');
    const how = within(screen.getByTestId('freespin-how-to-get'));
    expect(how.getByRole('link', { name: /กงล้อนำโชค/ })).toHaveAttribute('href', '/member/wheel');
    expect(how.getByRole('link', { name: /ภารกิจ/ })).toHaveAttribute('href', '/member/creditfree');
    expect(how.getByRole('link', { name: /แลกของรางวัล/ })).toHaveAttribute('href', '/redeem');
    expect(how.getByRole('link', { name: /คูปอง/ })).toHaveAttribute('href', '/member/coupon');
    expect(screen.getByTestId('lobby-list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /เล่นฟรีสปิน/ })).not.toBeInTheDocument();
  });
});

describe('FreeSpinPage, a visitor', () => {
  it('lists the lobby free-spin games, how to get free spins and the way in, with no member call', async () => {
    let memberCalls = 0;
    server.use(
      http.get('/api/freespin/summary', () => {
        memberCalls += 1;
        return HttpResponse.json(ok(summaryFixture()));
      }),
    );
    renderWithProviders(<FreeSpinPage lobby={lobby} />, { url: '/freespin' });
    expect(await screen.findByTestId('lobby-list', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByTestId('freespin-how-to-get')).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(screen.queryByTestId('freespin-count')).not.toBeInTheDocument());
    expect(memberCalls).toBe(0);
  });
});
