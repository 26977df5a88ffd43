import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusError } from '@/lib/errors';
import { shellHandlers } from '@/test/api';
import { renderApp, renderInProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { ErrorPage } from './ErrorPage';
import { routeErrorStatus } from './RouteError';
import { SafeBoundary } from './SafeBoundary';

mockApi(...shellHandlers);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('render failed');
}

const renderPage = (node: React.ReactNode) => renderInProviders(node);

describe('Error page (docs/errors.md "The error page")', () => {
  it('shows 404 with "Not Found", "This page could not be found" and the Thai beside it', () => {
    renderPage(<ErrorPage status={404} />);
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Not Found');
    expect(screen.getByTestId('error-message')).toHaveTextContent('This page could not be found');
    expect(screen.getByText('ไม่พบหน้าที่คุณต้องการ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
    const overlay = screen.getByTestId('error-page');
    expect(getComputedStyle(overlay).position).toBe('fixed');
  });

  it('shows "An error occurred" with the status and the message for other errors', () => {
    renderPage(<ErrorPage status={503} message="Service Unavailable" />);
    expect(screen.getByTestId('error-status')).toHaveTextContent('503');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('An error occurred');
    expect(screen.getByText('(เกิดข้อผิดพลาด)')).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Service Unavailable');
  });

  it('takes the status from statusCode, status or response.status, default 500', () => {
    expect(routeErrorStatus(new StatusError(418, 'teapot'))).toBe(418);
    expect(routeErrorStatus({ status: 403, message: 'no' })).toBe(403);
    expect(routeErrorStatus({ response: { status: 502 } })).toBe(502);
    expect(routeErrorStatus(new Error('boom'))).toBe(500);
    expect(routeErrorStatus({ statusCode: 'x' })).toBe(500);
  });

  it('shows the 404 page for an unmatched route inside the default layout: header, menu, Thai line, a way home, footer', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByTestId('error-message')).toHaveTextContent('This page could not be found');
    expect(screen.getByTestId('error-message-th')).toHaveTextContent('ไม่พบหน้าที่คุณต้องการ');
    const page = screen.getByTestId('error-page');
    // In the layout's main area, not an overlay hiding the header.
    expect(page).toHaveAttribute('data-variant', 'page');
    expect(getComputedStyle(page).position).not.toBe('fixed');
    expect(page.closest('main')).not.toBeNull();
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByRole('navigation', { name: 'เมนูหลัก' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('footer-tabs')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  });

  it.each(['/poll/abc', '/lotto/12x'])(
    'shows the 404 page inside the default layout when the params of %s fail validation',
    async (url) => {
      renderApp(url);
      expect(await screen.findByTestId('error-status')).toHaveTextContent('404');
      expect(screen.getByTestId('error-page')).toHaveAttribute('data-variant', 'page');
      expect(await screen.findByTestId('site-header')).toBeInTheDocument();
    },
  );

  it.each(['/lobby/bad%20name', '/liff/nosuch'])('shows the 404 page when the params of %s fail validation', async (url) => {
    renderApp(url);
    expect(await screen.findByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-variant', 'page');
  });

  it.each([
    ['/poll', 'โหวตกิจกรรม'],
    ['/poll/7', 'โหวตกิจกรรม #7'],
    ['/lobby/pgsoft', 'ไม่พบค่ายเกมนี้'],
    ['/lobby', 'ค่ายเกม'],
  ])('opens %s with its optional parameter', async (url, title) => {
    renderApp(url);
    // The lobby's lazy chunk (all game lobbies) takes over a second to load under jsdom.
    expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers a plain link home when the error page itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SafeBoundary>
        <Broken />
      </SafeBoundary>,
    );
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  });
});
