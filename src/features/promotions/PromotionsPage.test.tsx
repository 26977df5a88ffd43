import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { selectedPromotionAtom } from '@/state/ui';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { PromotionsPage } from './PromotionsPage';
import { listFixture } from './testing';

const server = mockApi(http.get('/api/promotion/list', () => HttpResponse.json(ok(listFixture()))));
afterEach(() => {
  cleanup();
  toaster.remove();
});

const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('PromotionsPage', () => {
  it('shows every promotion with its headline, minimum, requirement, weights, maximum withdrawal, validity and terms', async () => {
    const { user } = renderWithProviders(<PromotionsPage />, { user: MEMBER, url: '/promotions' });
    await screen.findByRole('article', { name: 'สมาชิกใหม่รับโบนัส 50%' });
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const first = card('สมาชิกใหม่รับโบนัส 50%');
    expect(first.getByText('ฝากครั้งแรกของสมาชิกใหม่')).toBeInTheDocument();
    expect(first.getByTestId('promotion-headline')).toHaveTextContent('โบนัส 50% สูงสุด 1,000 บาท');
    expect(first.getByText('ฝากขั้นต่ำ').nextSibling).toHaveTextContent('100 บาท');
    expect(first.getByText('ทำเทิร์น 1 เท่าของยอดฝาก+โบนัส')).toBeInTheDocument();
    expect(
      within(first.getByRole('list', { name: 'เกมที่นับยอด' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['สล็อต 100%', 'คาสิโน 50%', 'หวย 0%']);
    expect(first.getByText('ถอนได้สูงสุด').nextSibling).toHaveTextContent('5,000 บาท');
    expect(first.getByText('ทำเงื่อนไขให้ครบภายใน').nextSibling).toHaveTextContent('7 วัน');
    expect(first.getByText('ยกเลิกหรือหมดเวลาก่อนครบ').nextSibling).toHaveTextContent('หักคืนโบนัสและยอดเล่นได้จากโบนัส');
    expect(first.getByText('ระยะเวลาโปรโมชั่น').nextSibling).toHaveTextContent('1 พ.ย. 2569 ถึง 31 ธ.ค. 2569');
    expect(first.getByText('ท่านรับโปรโมชั่นนี้ได้')).toBeInTheDocument();

    // The terms open and close.
    const toggle = first.getByRole('button', { name: 'อ่านเงื่อนไขทั้งหมด' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(first.getByText('สำหรับสมาชิกใหม่ ฝากครั้งแรกเท่านั้น')).not.toBeVisible();
    await user.click(toggle);
    expect(first.getByText('สำหรับสมาชิกใหม่ ฝากครั้งแรกเท่านั้น')).toBeVisible();
    expect(first.getByRole('button', { name: 'ซ่อนเงื่อนไข' })).toHaveAttribute('aria-expanded', 'true');

    const daily = card('ฝากแรกของวันรับ 10%');
    expect(daily.getByTestId('promotion-headline')).toHaveTextContent('โบนัส 10% สูงสุด 500 บาท');
    expect(daily.getByText('ทำเทิร์น 2 เท่าของโบนัส')).toBeInTheDocument();
    expect(daily.getByText('ถอนได้สูงสุด').nextSibling).toHaveTextContent('ไม่จำกัด');
    expect(daily.getByText(/ไม่มีกำหนดสิ้นสุด/)).toBeInTheDocument();

    // The balance target, and a promotion the member may not take now, with the reason.
    const fixed = card('ฝาก 100 รับ 200');
    expect(fixed.getByTestId('promotion-headline')).toHaveTextContent('ฝาก 100 รับโบนัส 100 บาท');
    expect(fixed.getByText('ทำยอดเงินให้ถึง 3 เท่าของยอดฝาก+โบนัส')).toBeInTheDocument();
    expect(fixed.getByText('ท่านกำลังติดเงื่อนไขทำเทิร์นของโปรโมชั่นอื่นอยู่')).toBeInTheDocument();
    expect(fixed.getByRole('button', { name: 'รับโปรโมชั่น' })).toBeDisabled();
  });

  it('"รับโปรโมชั่น" chooses it on the server and goes to the deposit page with it selected', async () => {
    let body: unknown;
    server.use(
      http.post('/api/promotion/choose', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ promotion_id: 2, coupon_code_masked: null, chosen_at: '2026-11-21T06:00:00.000Z' }));
      }),
    );
    const { user, store } = renderWithProviders(<PromotionsPage />, { user: MEMBER, url: '/promotions' });
    await screen.findByRole('article', { name: 'ฝากแรกของวันรับ 10%' });
    await user.click(card('ฝากแรกของวันรับ 10%').getByRole('button', { name: 'รับโปรโมชั่น' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member/deposit'));
    expect(body).toEqual({ promotion_id: 2 });
    expect(store.get(selectedPromotionAtom)).toEqual({ promotion_id: 2, title: 'ฝากแรกของวันรับ 10%' });
    expect(await screen.findByTestId('toast')).toHaveTextContent('เลือกโปรโมชั่น ฝากแรกของวันรับ 10% แล้ว');
  });

  it('shows the server reason when the choice is refused, and stays', async () => {
    server.use(http.post('/api/promotion/choose', () => HttpResponse.json(fail(3302, 'โปรโมชั่นนี้สำหรับการฝากครั้งแรกเท่านั้น'))));
    const { user } = renderWithProviders(<PromotionsPage />, { user: MEMBER, url: '/promotions' });
    await screen.findByRole('article', { name: 'สมาชิกใหม่รับโบนัส 50%' });
    await user.click(card('สมาชิกใหม่รับโบนัส 50%').getByRole('button', { name: 'รับโปรโมชั่น' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('โปรโมชั่นนี้สำหรับการฝากครั้งแรกเท่านั้น');
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions');
  });

  it('marks the current choice and offers to go and deposit', async () => {
    server.use(
      http.get('/api/promotion/list', () =>
        HttpResponse.json(
          ok(listFixture({ choice: { promotion_id: 1, coupon_code_masked: null, chosen_at: '2026-11-21T06:00:00.000Z' } })),
        ),
      ),
    );
    renderWithProviders(<PromotionsPage />, { user: MEMBER, url: '/promotions' });
    await screen.findByRole('article', { name: 'สมาชิกใหม่รับโบนัส 50%' });
    const first = card('สมาชิกใหม่รับโบนัส 50%');
    expect(first.getByText('เลือกไว้สำหรับการฝากครั้งถัดไป')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'เลือกไว้แล้ว ไปฝากเงิน' })).toHaveAttribute('href', '/member/deposit');
  });

  it('sends a signed-out visitor to register, without eligibility', async () => {
    server.use(
      http.get('/api/promotion/list', ({ request }) => {
        expect(request.headers.get('authorization')).toBeNull();
        return HttpResponse.json(
          ok(listFixture({ promotions: listFixture().promotions.map((p) => ({ ...p, eligible: null, ineligible_reason: null })) })),
        );
      }),
    );
    renderWithProviders(<PromotionsPage />, { url: '/promotions' });
    await screen.findByRole('article', { name: 'สมาชิกใหม่รับโบนัส 50%' });
    const links = screen.getAllByRole('link', { name: 'รับโปรโมชั่น' });
    expect(links).toHaveLength(3);
    for (const l of links) expect(l).toHaveAttribute('href', '/register');
    expect(screen.queryByText('ท่านรับโปรโมชั่นนี้ได้')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'โปรโมชั่นของฉัน' })).not.toBeInTheDocument();
  });
});
