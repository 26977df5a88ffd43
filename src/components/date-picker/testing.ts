import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { parseIsoDay, thaiLongDay } from './calendar';

/** How long a test waits for the calendar: its code loads on first open, which can take seconds in a test run. */
export const CALENDAR_LOAD = { timeout: 15_000 };

/**
 * Picks an ISO day in the Thai date picker named `label` the way a person does: opens it, chooses
 * the month and the Buddhist-era year, clicks the day. For component tests of pages with date fields.
 */
export async function pickThaiDate(user: UserEvent, label: string | RegExp, iso: string, container: HTMLElement = document.body) {
  const day = parseIsoDay(iso);
  if (!day) throw new Error(`not an ISO day: ${iso}`);
  const escaped = typeof label === 'string' ? label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '';
  const name = typeof label === 'string' ? new RegExp(`^${escaped}(?: |$)`) : label;
  await user.click(within(container).getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', {}, CALENDAR_LOAD);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ปี (พ.ศ.)' }), String(day.year));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'เดือน' }), String(day.month));
  // By its data-day (role queries over the whole month are slow in jsdom), checked against its Thai name.
  const button = dialog.querySelector<HTMLElement>(`[data-day="${iso}"]`);
  if (!button?.getAttribute('aria-label')?.endsWith(`ที่ ${thaiLongDay(iso)}`)) throw new Error(`no day ${thaiLongDay(iso)} in the calendar`);
  await user.click(button);
}
