import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { winlossConfigFixture } from './testing';
import { WinlossPage } from './WinlossPage';

const server = mockApi(http.get('/api/winloss/config', () => HttpResponse.json(ok(winlossConfigFixture()))));
afterEach(() => {
  cleanup();
});

describe('WinlossPage', () => {
  it('shows the tiers and the rules, and leads a visitor to register or log in', async () => {
    renderWithProviders(<WinlossPage />, { url: '/winloss' });
    const rules = within(await screen.findByTestId('rules-winloss'));
    expect(
      rules
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['เสีย 1,000 บาทขึ้นไปคืน 5%', 'เสีย 10,000 บาทขึ้นไปคืน 10%']);
    expect(rules.getByText('รอบการคิดยอด').nextSibling).toHaveTextContent('ทุกสัปดาห์ วันจันทร์ - วันอาทิตย์');
    expect(rules.getByText('ยอดหวย').nextSibling).toHaveTextContent('ไม่นับยอดหวย');
    expect(rules.getByText('ได้รับสูงสุดต่อสัปดาห์').nextSibling).toHaveTextContent('50,000 บาท');
    expect(rules.getByText('รับได้').nextSibling).toHaveTextContent('ตั้งแต่วันจันทร์ถัดไป ภายใน 7 วัน');
    expect(rules.getByText('เงื่อนไข').nextSibling).toHaveTextContent('ติดเทิร์น 2 เท่า');
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /ดูยอดเสียของฉัน/ })).not.toBeInTheDocument();
  });

  it('lotto included, no cap, no requirement', async () => {
    server.use(
      http.get('/api/winloss/config', () =>
        HttpResponse.json(ok(winlossConfigFixture({ include_lotto: true, max_per_week: 0, turnover_multiplier: 0 }))),
      ),
    );
    renderWithProviders(<WinlossPage />, { url: '/winloss' });
    const rules = within(await screen.findByTestId('rules-winloss'));
    expect(rules.getByText('ยอดหวย').nextSibling).toHaveTextContent('นับยอดเสียจากหวยด้วย');
    expect(rules.getByText('ได้รับสูงสุดต่อสัปดาห์').nextSibling).toHaveTextContent('ไม่จำกัด');
    expect(rules.getByText('เงื่อนไข').nextSibling).toHaveTextContent('ไม่ติดเทิร์น');
  });

  it('a member goes on to their own page', async () => {
    renderWithProviders(<WinlossPage />, { user: MEMBER, url: '/winloss' });
    await screen.findByTestId('rules-winloss');
    expect(screen.getByRole('link', { name: 'ดูยอดเสียของฉันและรับยอดคืน' })).toHaveAttribute('href', '/member/winloss');
    expect(screen.queryByRole('link', { name: 'สมัครสมาชิก' })).not.toBeInTheDocument();
  });
});
