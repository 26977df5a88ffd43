import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/api';
import { fieldOf, MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { CouponPage } from './CouponPage';

const server = mockApi(
  http.get('/api/coupon/history', () =>
    HttpResponse.json(
      ok({
        items: [
          {
            id: 3,
            code_masked: 'WELC******',
            name: 'เครดิตฟรีต้อนรับสมาชิกใหม่',
            kind: 'credit',
            kind_name: 'เครดิตฟรี',
            amount: 50,
            status: 'granted',
            status_name: 'ได้รับแล้ว',
            created_at: '2026-11-20T03:00:00.000Z',
          },
          {
            id: 2,
            code_masked: 'BONU*****',
            name: 'โบนัสฝาก 20%',
            kind: 'deposit_bonus',
            kind_name: 'โบนัสเงินฝากครั้งถัดไป',
            amount: 0,
            status: 'waiting_deposit',
            status_name: 'รอฝากเงินครั้งถัดไป',
            created_at: '2026-11-19T03:00:00.000Z',
          },
        ],
      }),
    ),
  ),
  http.post('/api/member/wallets', () => HttpResponse.json(ok([]))),
);
afterEach(() => {
  cleanup();
});

const open = async () => {
  const view = renderWithProviders(<CouponPage />, { user: MEMBER, url: '/member/coupon' });
  await screen.findByRole('textbox', { name: 'โค้ดคูปอง' });
  return view;
};
const codeInput = () => screen.getByRole('textbox', { name: 'โค้ดคูปอง' });

const credit = {
  kind: 'credit',
  kind_name: 'เครดิตฟรี',
  amount: 50,
  promotion_title: null,
  required_turnover: 150,
  message: 'รับเครดิตฟรี 50 บาทเรียบร้อยแล้ว',
};

describe('CouponPage', () => {
  it('shows the history with masked codes', async () => {
    await open();
    const list = within(await screen.findByRole('list', { name: 'ประวัติการใช้คูปอง' }));
    const [first, second] = list.getAllByRole('listitem');
    expect(first).toHaveTextContent('WELC******');
    expect(first).toHaveTextContent('เครดิตฟรีต้อนรับสมาชิกใหม่');
    expect(first).toHaveTextContent('เครดิตฟรี 50 บาท');
    expect(first).toHaveTextContent('ได้รับแล้ว');
    expect(second).toHaveTextContent('BONU*****');
    expect(second).toHaveTextContent('รอฝากเงินครั้งถัดไป');
  });

  it('upper-cases the code as typed, redeems it and says what was granted', async () => {
    let body: unknown;
    server.use(
      http.post('/api/coupon/redeem', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(credit));
      }),
    );
    const { user } = await open();
    await user.type(codeInput(), 'welcome50');
    expect(codeInput()).toHaveValue('WELCOME50');
    await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    const success = await screen.findByTestId('coupon-success');
    expect(body).toEqual({ code: 'WELCOME50' });
    expect(success).toHaveTextContent('ใช้คูปองสำเร็จ');
    expect(success).toHaveTextContent('เครดิตฟรี 50 บาท');
    expect(success).toHaveTextContent('รับเครดิตฟรี 50 บาทเรียบร้อยแล้ว');
    expect(success).toHaveTextContent('ต้องทำเทิร์น 150 บาท ก่อนถอน');
    await user.click(within(success).getByRole('button', { name: 'ใช้คูปองอื่น' }));
    expect(codeInput()).toHaveValue('');
  });

  it('a deposit-bonus coupon names the promotion the next deposit gets', async () => {
    server.use(
      http.post('/api/coupon/redeem', () =>
        HttpResponse.json(
          ok({
            kind: 'deposit_bonus',
            kind_name: 'โบนัสเงินฝากครั้งถัดไป',
            amount: 0,
            promotion_title: 'โบนัสฝาก 20%',
            required_turnover: null,
            message: 'ฝากครั้งถัดไปรับโบนัส 20%',
          }),
        ),
      ),
    );
    const { user } = await open();
    await user.type(codeInput(), 'BONUS20');
    await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    const success = await screen.findByTestId('coupon-success');
    expect(success).toHaveTextContent('โบนัส โบนัสฝาก 20% กับการฝากครั้งถัดไป');
    expect(within(success).getByRole('link', { name: 'ไปฝากเงิน' })).toHaveAttribute('href', '/member/deposit');
  });

  it("shows the server's Thai message beside the field", async () => {
    server.use(http.post('/api/coupon/redeem', () => HttpResponse.json(fail(3351, 'โค้ดคูปองไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่'))));
    const { user } = await open();
    await user.type(codeInput(), 'NOPE1234');
    await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    await waitFor(() => expect(fieldOf(codeInput())).toHaveTextContent('โค้ดคูปองไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่'));
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('coupon-success')).not.toBeInTheDocument();
    // Typing again clears it.
    await user.type(codeInput(), 'X');
    expect(fieldOf(codeInput())).not.toHaveTextContent('โค้ดคูปองไม่ถูกต้อง');
  });

  it('checks the code before calling (the contract rule, in Thai)', async () => {
    let calls = 0;
    server.use(
      http.post('/api/coupon/redeem', () => {
        calls += 1;
        return HttpResponse.json(ok(credit));
      }),
    );
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    expect(fieldOf(codeInput())).toHaveTextContent('กรุณากรอกโค้ดคูปอง');
    await user.type(codeInput(), 'AB');
    await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    expect(fieldOf(codeInput())).toHaveTextContent('โค้ดคูปองต้องมี 4-32 ตัวอักษร');
    await user.clear(codeInput());
    await user.type(codeInput(), 'ABC$1');
    await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    expect(fieldOf(codeInput())).toHaveTextContent('โค้ดคูปองมีได้เฉพาะตัวอักษรภาษาอังกฤษและตัวเลข');
    expect(calls).toBe(0);
  });

  it('a double tap sends one request: the button is disabled while it is pending', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const answered = new Promise<void>((r) => {
      release = r;
    });
    server.use(
      http.post('/api/coupon/redeem', async () => {
        calls += 1;
        await answered;
        return HttpResponse.json(ok(credit));
      }),
    );
    const { user } = await open();
    await user.type(codeInput(), 'WELCOME50');
    const button = screen.getByRole('button', { name: 'ใช้คูปอง' });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toBeDisabled());
    release();
    await screen.findByTestId('coupon-success');
    expect(calls).toBe(1);
  });
});
