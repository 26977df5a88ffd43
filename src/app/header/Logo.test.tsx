import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { agentConfigFixture, shellHandlers } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { Footer } from '../footer/Footer';
import { Logo } from './Logo';

const server = mockApi(...shellHandlers);
afterEach(cleanup);

const answer = (info: Partial<typeof agentConfigFixture.info>, name = agentConfigFixture.name) =>
  server.use(
    http.post('/api/agent/config', () =>
      HttpResponse.json({
        error: 0,
        message: 'สำเร็จ',
        data: { ...agentConfigFixture, name, info: { ...agentConfigFixture.info, ...info } },
      }),
    ),
  );

describe('the logo (docs/backoffice.md "Site settings")', () => {
  it("shows the agent's uploaded logo", async () => {
    answer({ agent_logo: '/media/abc.png' });
    renderWithProviders(<Logo />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Golden Win 888' })).toHaveAttribute('src', '/media/abc.png'));
  });

  it('a site with no logo yet shows its name in text, never an image', async () => {
    answer({ agent_logo: '' }, 'Lucky Star 99');
    renderWithProviders(<Logo />);
    expect(await screen.findByTestId('logo-text')).toHaveTextContent('Lucky Star 99');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a logo that fails to load falls back to the name', async () => {
    answer({ agent_logo: '/media/missing.png' }, 'Lucky Star 99');
    renderWithProviders(<Logo />);
    const img = await screen.findByRole('img', { name: 'Lucky Star 99' });
    await waitFor(() => expect(img).toHaveAttribute('src', '/media/missing.png'));
    fireEvent.error(img);
    expect(await screen.findByTestId('logo-text')).toHaveTextContent('Lucky Star 99');
  });
});

describe('the footer shows the contact an operator set', () => {
  it('LINE id and phone (a tel: link) when set; nothing when blank', async () => {
    answer({ line_id: '@luckystar99', phone: '0812345678' });
    renderWithProviders(<Footer />);
    const contact = await screen.findByTestId('footer-contact');
    expect(contact).toHaveTextContent('LINE ID: @luckystar99 · โทร 0812345678');
    // The footer's text block is for wide screens (hidden on phones), so it is found by text, not role.
    expect(within(contact).getByText('0812345678').closest('a')).toHaveAttribute('href', 'tel:0812345678');
    cleanup();
    answer({ line_id: '', phone: '' });
    renderWithProviders(<Footer />);
    await screen.findByTestId('footer-tabs');
    await waitFor(() => expect(screen.getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href'));
    expect(screen.queryByTestId('footer-contact')).not.toBeInTheDocument();
  });
});
