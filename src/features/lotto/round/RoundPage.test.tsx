import { ClientRequestKey } from '@contract/withdrawals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { totalBalance, useWallets } from '@/features/member';
import { formatMoney } from '@/lib/format';
import { isLoggedInAtom } from '@/state/auth';
import { fail, mainWallet, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { RoundView } from './RoundPage';
import { billFixture, emptyLimit, roundDetailFixture, roundFixture, validationFixture } from './testing';

type Item = { bet_type: '2top'; number: string; amount: number };
type Body = { round_id: number; agent_id: string; items: Item[]; idempotency_key?: string };

let balance = 1000;
const server = mockApi(
  http.get('/api/lotto/round', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('round_id'));
    return HttpResponse.json(ok(roundDetailFixture({ id, title: `งวดที่ทดสอบ ${id}` })));
  }),
  http.get('/api/lotto/limit', () =>
    HttpResponse.json(
      ok({
        ...emptyLimit(),
        limited: [
          {
            bet_type: '2top',
            bet_type_name: '2 ตัวบน',
            number: '99',
            mode: 'closed',
            mode_name: 'ปิดรับ',
            rate: null,
            pay_percent: null,
            max_amount: null,
          },
        ],
      }),
    ),
  ),
  http.get('/api/lotto/rule', () => HttpResponse.json(ok({ round: roundFixture(), rules: ['ผลตามสำนักงานสลากกินแบ่งรัฐบาล'], bet_types: [] }))),
  http.get('/api/lotto/bill/list', () => HttpResponse.json(ok({ items: [], next_cursor: null }))),
  http.post('/api/member/wallets', () => HttpResponse.json(ok([{ ...mainWallet, balance }]))),
);
afterEach(() => {
  cleanup();
  toaster.remove();
  balance = 1000;
});

/** What the member panel shows: the same wallets query. */
function Balance() {
  const wallets = useWallets();
  return <output data-testid="member-balance">{wallets.data ? formatMoney(totalBalance(wallets.data)) : '…'}</output>;
}

const keypad = () => within(screen.getByRole('group', { name: 'แป้นตัวเลข เลขที่ต้องการแทง' }));
const lines = () => screen.getAllByTestId('bill-line').map((li) => li.textContent?.match(/^\d+/)?.[0]);
const stored = (key: string) => JSON.parse(sessionStorage.getItem(`gw888.lotto.${key}`) ?? 'null');

async function typeNumber(user: ReturnType<typeof renderWithProviders>['user'], digits: string) {
  for (const d of digits) await user.click(keypad().getByRole('button', { name: d }));
}

/** Reloads the same round (a new mount) or opens another one, in one session. */
function Harness() {
  const [round, setRound] = useState(5);
  const [mount, setMount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setMount((m) => m + 1)}>
        โหลดใหม่
      </button>
      <button type="button" onClick={() => setRound(6)}>
        งวดอื่น
      </button>
      <RoundView key={`${round}-${mount}`} roundId={round} />
    </>
  );
}

describe('the lotto round page', () => {
  it('builds a bill with กลับเลข on the keypad, refuses a closed number, validates, and buys it once on a double tap', async () => {
    const validations: Body[] = [];
    const creates: Body[] = [];
    server.use(
      http.post('/api/lotto/bill/validate', async ({ request }) => {
        const body = (await request.json()) as Body;
        validations.push(body);
        return HttpResponse.json(ok(validationFixture(body.items)));
      }),
      http.post('/api/lotto/bill/create', async ({ request }) => {
        const body = (await request.json()) as Body;
        creates.push(body);
        await new Promise((r) => setTimeout(r, 100));
        balance = 980;
        return HttpResponse.json(ok({ bill: billFixture(body.items), balance: 980, replayed: false }));
      }),
    );
    const { user, store } = renderWithProviders(
      <>
        <Balance />
        <RoundView roundId={5} />
      </>,
      { user: MEMBER },
    );
    expect(await screen.findByText('1,000.00')).toBeInTheDocument();

    // Only the category's bet types, each with its rate; 3 ตัวบน is chosen first.
    const chips = within(await screen.findByRole('group', { name: /เลือกประเภทการแทง/ }, { timeout: 5000 }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '3 ตัวบนบาทละ 900',
      '3 ตัวโต๊ดบาทละ 150',
      '3 ตัวหน้าบาทละ 450',
      '3 ตัวล่างบาทละ 450',
      '2 ตัวบนบาทละ 90',
      '2 ตัวล่างบาทละ 90',
      'วิ่งบนบาทละ 3.2',
      'วิ่งล่างบาทละ 4.2',
    ]);
    await user.click(chips.getByRole('button', { name: /^2 ตัวบน/ }));
    expect(chips.getByRole('button', { name: /^2 ตัวบน/ })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: /^3 ตัวบน/ })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'กลับเลข' }));
    await typeNumber(user, '12');
    expect(lines()).toEqual(['12', '21']);
    expect(screen.getByTestId('bill-entry-note')).toHaveTextContent('เพิ่ม 2 รายการ');

    // 99 is a closed limited number of this round: refused on entry with the reason.
    await typeNumber(user, '99');
    expect(screen.getByTestId('bill-entry-note')).toHaveTextContent('เลข 99 (2 ตัวบน) เป็นเลขอั้นปิดรับในงวดนี้');
    expect(lines()).toEqual(['12', '21']);
    expect(within(screen.getByTestId('limited-numbers')).getByText(/99 · ปิดรับ/)).toBeInTheDocument();

    // One amount for all, then the total and what it could win.
    await user.type(screen.getByLabelText('ราคาต่อเลข (บาท)'), '10');
    await user.click(screen.getByRole('button', { name: 'ใส่ทุกเลข' }));
    expect(screen.getByLabelText('ราคา 12 (2 ตัวบน) บาท')).toHaveValue('10');
    expect(screen.getByTestId('bill-builder-total')).toHaveTextContent('20.00 บาท');
    expect(screen.getByText('1,800.00 บาท')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));
    const dialog = await screen.findByRole('dialog', { name: 'ตรวจสอบโพย' });
    await within(dialog).findByRole('button', { name: 'ยืนยันแทง' });
    expect(validations).toEqual([
      {
        round_id: 5,
        agent_id: '1',
        items: [
          { bet_type: '2top', number: '12', amount: 10 },
          { bet_type: '2top', number: '21', amount: 10 },
        ],
      },
    ]);
    // docs/product.md "Lotto on the client": the validated bill and the input that produced it are kept.
    expect(stored('billCache').input).toEqual(validations[0].items);
    expect(within(dialog).getByTestId('bill-total')).toHaveTextContent('20.00 บาท');

    const confirm = within(dialog).getByRole('button', { name: 'ยืนยันแทง' });
    await user.dblClick(confirm);
    await screen.findByRole('dialog', { name: 'แทงหวยสำเร็จ' });
    expect(creates).toHaveLength(1);
    expect(ClientRequestKey.safeParse(creates[0].idempotency_key).success).toBe(true);
    expect(creates[0].items).toEqual(validations[0].items);
    expect(screen.getByText('LT000041')).toBeInTheDocument();

    // The wallets are fetched again (the panel shows the debit) and the builder is empty.
    await waitFor(() => expect(screen.getByTestId('member-balance')).toHaveTextContent('980.00'));
    expect(stored('billInput').lines).toEqual([]);
    expect(stored('billCache')).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(true);
  }, 60_000);

  it('shows refusals and adjustments item by item in Thai, keeps nothing on error, and removes refused items', async () => {
    server.use(
      http.post('/api/lotto/bill/validate', async ({ request }) => {
        const body = (await request.json()) as Body;
        const v = validationFixture(body.items, [
          { status: 'adjusted', accepted_amount: 2000, reason: 'เลข 12 (2 ตัวบน) แทงได้สูงสุด 2,000 บาทต่อรายการ ปรับยอดเป็น 2,000 บาท' },
          { status: 'refused', accepted_amount: 0, potential_win: 0, reason: 'เลข 21 (2 ตัวบน) ถูกแทงเต็มวงเงินแล้ว' },
        ]);
        return HttpResponse.json({ ...fail(5003, 'มีรายการที่แทงไม่ได้ในโพยนี้ กรุณาตรวจสอบแล้วลบรายการออก'), data: v });
      }),
    );
    const { user } = renderWithProviders(<RoundView roundId={5} />, { user: MEMBER });
    const chips = within(await screen.findByRole('group', { name: /เลือกประเภทการแทง/ }, { timeout: 5000 }));
    await user.click(chips.getByRole('button', { name: /^2 ตัวบน/ }));
    await user.click(screen.getByRole('button', { name: 'กลับเลข' }));
    await user.type(screen.getByLabelText('ราคาต่อเลข (บาท)'), '2500');
    await typeNumber(user, '12');
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));

    const dialog = await screen.findByRole('dialog', { name: 'ตรวจสอบโพย' });
    await within(dialog).findByText('มีรายการที่แทงไม่ได้ในโพยนี้ กรุณาตรวจสอบแล้วลบรายการออก');
    expect(within(dialog).getByText('เลข 21 (2 ตัวบน) ถูกแทงเต็มวงเงินแล้ว')).toBeInTheDocument();
    expect(within(dialog).getByText(/ปรับยอดเป็น 2,000 บาท/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'ยืนยันแทง' })).not.toBeInTheDocument();
    expect(stored('billCache')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'ลบรายการที่แทงไม่ได้' }));
    expect(within(dialog).getAllByTestId('bill-line')).toHaveLength(1);
    expect(stored('billInput').lines).toEqual([{ bet_type: '2top', number: '12', amount: '2500' }]);
  });

  it('keeps the bill of a round in session storage and clears it when another round loads', async () => {
    const { user } = renderWithProviders(<Harness />, { user: MEMBER });
    const chips = within(await screen.findByRole('group', { name: /เลือกประเภทการแทง/ }, { timeout: 5000 }));
    await user.click(chips.getByRole('button', { name: /^วิ่งบน/ }));
    await typeNumber(user, '7');
    expect(stored('billInput')).toEqual({ round_id: 5, lines: [{ bet_type: 'runtop', number: '7', amount: '' }], amount: '' });

    await user.click(screen.getByRole('button', { name: 'โหลดใหม่' }));
    await screen.findByText('งวดที่ทดสอบ 5');
    expect(lines()).toEqual(['7']);

    await user.click(screen.getByRole('button', { name: 'งวดอื่น' }));
    await screen.findByText('งวดที่ทดสอบ 6');
    expect(screen.queryAllByTestId('bill-line')).toHaveLength(0);
    expect(stored('billInput')).toEqual({ round_id: 6, lines: [], amount: '' });
  });

  it("says the session expired on a 401 and keeps the member on the page (the lotto rule of docs/errors.md 'How the site shows a failure')", async () => {
    server.use(http.post('/api/lotto/bill/validate', () => HttpResponse.json(fail(3, 'เซสชันหมดอายุ'), { status: 401 })));
    const { user, store } = renderWithProviders(<RoundView roundId={5} />, { user: MEMBER, url: '/lotto/5' });
    const chips = within(await screen.findByRole('group', { name: /เลือกประเภทการแทง/ }, { timeout: 5000 }));
    await user.click(chips.getByRole('button', { name: /^วิ่งบน/ }));
    await user.type(screen.getByLabelText('ราคาต่อเลข (บาท)'), '5');
    await typeNumber(user, '3');
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));
    const dialog = await screen.findByRole('dialog', { name: 'ตรวจสอบโพย' });
    expect(await within(dialog).findByText('เซสชันหมดอายุ กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/lotto/5');
    expect(store.get(isLoggedInAtom)).toBe(true);
  });

  it("shows a resulted round's result and the member's won and lost bills; a card opens the bill", async () => {
    const result = {
      top3: '521',
      top2: '21',
      bottom2: '47',
      front3: ['123', '456'],
      back3: ['789', '012'],
      first_prize: '555521',
      yeekee_number: null,
    };
    const resulted = { status: 'resulted' as const, status_name: 'ออกผลแล้ว', is_open: false, seconds_to_close: 0, result };
    const won = billFixture([{ bet_type: '2top', number: '21', amount: 10 }], {
      round: roundFixture(resulted),
      status: 'won',
      status_name: 'ถูกรางวัล',
      total_win: 900,
    });
    won.items[0] = { ...won.items[0], status: 'won', status_name: 'ถูกรางวัล', payout: 900 };
    const lost = {
      ...billFixture([{ bet_type: '2top', number: '12', amount: 10 }]),
      id: 42,
      reference: 'LT000042',
      status: 'lost' as const,
      status_name: 'ไม่ถูกรางวัล',
    };
    server.use(
      http.get('/api/lotto/round', () => HttpResponse.json(ok(roundDetailFixture(resulted)))),
      http.get('/api/lotto/bill/list', ({ request }) => {
        expect(new URL(request.url).searchParams.get('round_id')).toBe('5');
        return HttpResponse.json(ok({ items: [won, lost], next_cursor: null }));
      }),
      http.get('/api/lotto/bill/detail', () => HttpResponse.json(ok(won))),
    );
    const { user } = renderWithProviders(<RoundView roundId={5} />, { user: MEMBER });
    const card = await screen.findByTestId('lotto-bill-won');
    expect(card).toHaveTextContent('LT000041');
    expect(card).toHaveTextContent('ได้รับ 900.00 บาท');
    expect(screen.getByTestId('lotto-bill-lost')).toHaveTextContent('ไม่ถูกรางวัล');
    expect(screen.getByText('555521')).toBeInTheDocument();
    expect(screen.getByText('งวดนี้ปิดรับแทงแล้ว')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'ดูรายละเอียดโพย LT000041' }));
    const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดโพย' });
    const items = within(await within(dialog).findByRole('region', { name: 'รายการแทง' }));
    expect(items.getByTestId('lotto-bill-item')).toHaveTextContent('+900.00');
  });
});
