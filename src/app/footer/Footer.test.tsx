import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINE_URL, shellHandlers } from '@/test/api';
import { MEMBER, renderApp, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { FOOTER_MAX_W, Footer } from './Footer';

mockApi(...shellHandlers);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tabsOf = async () => within(await screen.findByTestId('footer-tabs')).getAllByRole('link');

describe('Footer (docs/product.md "Footer")', () => {
  it('has five tabs for visitors: home, affiliate, login, promotions, contact', async () => {
    renderWithProviders(<Footer />);
    const nav = await screen.findByTestId('footer-tabs');
    expect(getComputedStyle(nav).gridTemplateColumns).toBe('repeat(5, 1fr)');
    expect(getComputedStyle(nav).maxWidth).toBe(FOOTER_MAX_W);
    expect(getComputedStyle(nav).position).toBe('fixed');
    await waitFor(() => expect(screen.getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href', LINE_URL));
    expect((await tabsOf()).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['หน้าแรก', '/'],
      ['แนะนำเพื่อน', '/affiliate'],
      ['เข้าสู่ระบบ', '/login'],
      ['โปรโมชั่น', '/promotions'],
      ['ติดต่อเรา', LINE_URL],
    ]);
  });

  it('swaps affiliate, login and promotions for profile, deposit and withdraw when logged in', async () => {
    renderWithProviders(<Footer />, { user: MEMBER });
    expect((await tabsOf()).map((a) => [a.textContent, a.getAttribute('href')]).slice(0, 4)).toEqual([
      ['หน้าแรก', '/'],
      ['โปรไฟล์', '/member/profile'],
      ['ฝากเงิน', '/member/deposit'],
      ['ถอนเงิน', '/member/withdraw'],
    ]);
    expect(await tabsOf()).toHaveLength(5);
  });

  it("opens the agent's LINE link in a new tab from the contact tab", async () => {
    renderWithProviders(<Footer />);
    const contact = await screen.findByRole('link', { name: 'ติดต่อเรา' });
    await waitFor(() => expect(contact).toHaveAttribute('href', LINE_URL));
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact.getAttribute('rel')).toContain('noopener');
  });

  it('sits in the default layout; the LINE-green contact button is in the header from 960 px, the contact tab below', async () => {
    renderApp('/promotions');
    expect(await screen.findByTestId('footer-tabs')).toBeInTheDocument();
    const button = await screen.findByTestId('contact-button');
    expect(button).toHaveAttribute('href', LINE_URL);
    expect(button).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('site-header').contains(button)).toBe(true);
    // jsdom applies the phone (base) styles: there the footer's contact tab is the way to LINE.
    expect(button).not.toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href', LINE_URL));
    expect(screen.getByRole('link', { name: 'ติดต่อเรา' })).toBeVisible();
  });
});
