import type { ChakraProvider, SystemContext } from '@chakra-ui/react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkError } from '@/lib/api-error';
import { formatThaiDate } from '@/lib/format';
import { reportTransport } from '@/lib/network';
import { offerUpdate } from '@/lib/pwa-update';
import { renderWithProviders } from '@/test/render';
import type { BeforeInstallPromptEvent } from './install';
import { PwaLayer } from './PwaLayer';

afterEach(() => {
  cleanup();
  act(() => onlineManager.setOnline(true));
  reportTransport(true);
  vi.unstubAllGlobals();
});

/** A page showing lotto rates fetched at a known time. */
function RatesShown({ at }: { at: number }) {
  const { data } = useQuery({ queryKey: ['lotto', 'rates'], queryFn: async () => 'rates', initialData: 'rates', initialDataUpdatedAt: at });
  return <p>{data}</p>;
}

describe('the offline notice', () => {
  it('says in Thai that the site is offline and when what is on screen was fetched', async () => {
    const at = new Date('2026-11-16T09:05:00+07:00').getTime();
    renderWithProviders(
      <PwaLayer>
        <RatesShown at={at} />
      </PwaLayer>,
    );
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    const notice = await screen.findByTestId('offline-notice');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('ออฟไลน์อยู่ ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
    expect(within(notice).getByTestId('offline-fetched-at')).toHaveTextContent(`แสดงข้อมูลล่าสุดเมื่อ ${formatThaiDate(new Date(at), true)} น.`);
    expect(formatThaiDate(new Date(at), true)).toContain('2569');
    expect(notice).toHaveTextContent('รายการที่ต้องใช้อินเทอร์เน็ตจะกดไม่ได้ชั่วคราว');
    // Still showing what it had.
    expect(screen.getByText('rates')).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument());
  });

  it('says so when the browser is online but the server does not answer', async () => {
    const { queryClient } = renderWithProviders(<PwaLayer>{null}</PwaLayer>);
    await act(() =>
      queryClient
        .fetchQuery({
          queryKey: ['agent', 'x'],
          queryFn: async () => {
            throw networkError();
          },
        })
        .catch(() => undefined),
    );
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent('เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กำลังลองใหม่');
    await act(() => queryClient.fetchQuery({ queryKey: ['agent', 'y'], queryFn: async () => 1 }));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument());
  });
});

describe('the update prompt', () => {
  it('appears in Thai when a new version waits, and accepting applies it', async () => {
    const apply = vi.fn(async () => {});
    const { user } = renderWithProviders(<PwaLayer>{null}</PwaLayer>);
    expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();
    act(() => offerUpdate(apply));
    const prompt = await screen.findByRole('alertdialog', { name: 'มีเวอร์ชันใหม่พร้อมใช้งาน' });
    await user.click(within(prompt).getByRole('button', { name: 'อัปเดตเลย' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("'ภายหลัง' puts it away", async () => {
    const { user } = renderWithProviders(<PwaLayer>{null}</PwaLayer>);
    act(() => offerUpdate(async () => {}));
    const prompt = await screen.findByTestId('update-prompt');
    await user.click(within(prompt).getByRole('button', { name: 'ภายหลัง' }));
    expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();
  });
});

/** Chromium's event, as the page receives it. */
function fireInstallable(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

/**
 * The install modules afresh (their state is per page load), listening to this window. The reset
 * also makes a second Chakra (the web tests load it through Vite, patched as in the build), so the
 * prompt gets that Chakra's provider.
 */
async function freshInstall() {
  vi.resetModules();
  const install = await import('./install');
  const { InstallPrompt: Prompt } = await import('./InstallPrompt');
  const { ChakraProvider } = await import('@chakra-ui/react');
  const { getSystem } = await import('@/theme/system');
  install.captureInstallPrompt(window);
  return { install, InstallPrompt: inProvider(Prompt, ChakraProvider, getSystem()) };
}

/** `Component` inside the given Chakra's provider. */
function inProvider<P extends object>(Component: ComponentType<P>, Provider: typeof ChakraProvider, system: SystemContext) {
  return (props: P) => (
    <Provider value={system}>
      <Component {...props} />
    </Provider>
  );
}

describe('the install prompt', () => {
  beforeEach(() => localStorage.clear());

  it('offers Chromium’s install dialog once the browser says the site is installable', async () => {
    const { InstallPrompt } = await freshInstall();
    const { user } = renderWithProviders(<InstallPrompt delayMs={0} />);
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
    const { event, prompt } = fireInstallable();
    // Chromium's own mini-infobar is held back.
    expect(event.defaultPrevented).toBe(true);
    const card = await screen.findByRole('region', { name: 'ติดตั้งแอป' });
    expect(card).toHaveTextContent('ติดตั้งแอปไว้บนหน้าจอโฮม');
    await user.click(within(card).getByRole('button', { name: 'ติดตั้ง' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument());
  });

  it("can be dismissed for good with 'ไม่ต้องแสดงอีก'", async () => {
    const { install, InstallPrompt } = await freshInstall();
    const { user } = renderWithProviders(<InstallPrompt delayMs={0} />);
    fireInstallable('dismissed');
    const card = await screen.findByTestId('install-prompt');
    await user.click(within(card).getByRole('button', { name: 'ไม่ต้องแสดงอีก' }));
    await waitFor(() => expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument());
    const remembered = localStorage.getItem('gw888.installDismissed');
    expect(remembered).toBe('true');
    cleanup();

    // The next visit (a fresh page load: new modules, new store) reads the flag this device kept.
    const next = await freshInstall();
    expect(next.install).not.toBe(install);
    expect(createStore().get(next.install.installDismissedAtom)).toBe(true);
  });

  it('waits for the page to settle and stays out of the game and payment pages', async () => {
    const { InstallPrompt } = await freshInstall();
    renderWithProviders(<InstallPrompt delayMs={300} />);
    fireInstallable();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
    expect(await screen.findByTestId('install-prompt')).toBeInTheDocument();
    cleanup();

    for (const url of ['/play?game=siam-treasure', '/member/deposit']) {
      renderWithProviders(<InstallPrompt delayMs={0} />, { url });
      await screen.findByTestId('location');
      expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('shows the add-to-home-screen steps on iPhone Safari, and nothing in the installed app', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      maxTouchPoints: 5,
    });
    const { InstallPrompt } = await freshInstall();
    renderWithProviders(<InstallPrompt delayMs={0} />);
    const steps = await screen.findByTestId('install-ios-steps');
    expect(steps).toHaveTextContent('เพิ่มไปยังหน้าจอโฮม');
    expect(screen.queryByRole('button', { name: 'ติดตั้ง' })).not.toBeInTheDocument();
    cleanup();

    // Opened from the home screen, Safari reports standalone.
    vi.stubGlobal('navigator', { ...navigator, standalone: true });
    renderWithProviders(<InstallPrompt delayMs={0} />);
    await screen.findByTestId('location');
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
  });
});
