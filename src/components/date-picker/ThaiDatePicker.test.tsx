import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormField } from '@/components/form';
import { renderInProviders } from '@/test/render';
import { monthWeeks, thaiShortDay } from './calendar';
import { ThaiDatePicker } from './ThaiDatePicker';
import { CALENDAR_LOAD, pickThaiDate } from './testing';

/** The picker as a filter holds it: its own state, every change reported. */
function Filter({ initial = '', onChange, min, max }: { initial?: string; onChange?: (iso: string) => void; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="ตัวกรอง">
      <FormField label="ตั้งแต่วันที่">
        <ThaiDatePicker
          label="ตั้งแต่วันที่"
          name="from"
          value={value}
          min={min}
          max={max}
          onChange={(iso) => {
            onChange?.(iso);
            setValue(iso);
          }}
        />
      </FormField>
    </form>
  );
}

beforeEach(() => {
  // 28 November 2026, 10:00 in Bangkok: only Date is faked, so user-event's timers still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T03:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ThaiDatePicker', () => {
  it('opens a Thai calendar with the Buddhist-era year, picks a day and gives the ISO day', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInProviders(<Filter onChange={onChange} />);
    const field = screen.getByRole('button', { name: /^ตั้งแต่วันที่/ });
    // Labelled by its field's label, and saying nothing is chosen yet.
    expect(screen.getByLabelText('ตั้งแต่วันที่', { selector: 'button' })).toBe(field);
    expect(field).toHaveTextContent('เลือกวันที่');
    expect(field).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(field);
    const dialog = await screen.findByRole('dialog', { name: 'ตั้งแต่วันที่' }, CALENDAR_LOAD);
    const year = within(dialog).getByRole('combobox', { name: 'ปี (พ.ศ.)' });
    // 2026 reads as 2569; the option's value stays the Gregorian year.
    expect(year).toHaveDisplayValue('2569');
    expect(within(dialog).getByRole('combobox', { name: 'เดือน' })).toHaveDisplayValue('พฤศจิกายน');
    expect(within(dialog).getByRole('grid', { name: 'พฤศจิกายน 2569' })).toBeInTheDocument();
    // Weeks start on Sunday, as Thai calendars print them.
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
    // Today is marked and has the focus.
    const today = within(dialog).getByRole('button', { name: 'วันเสาร์ที่ 28 พฤศจิกายน 2569' });
    expect(today).toHaveAttribute('aria-current', 'date');
    await waitFor(() => expect(today).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'วันอาทิตย์ที่ 1 พฤศจิกายน 2569' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-01');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveTextContent('1 พ.ย. 2569');
    expect(field).toHaveAccessibleName('ตั้งแต่วันที่ 1 พ.ย. 2569');
    await waitFor(() => expect(field).toHaveFocus());
    // A form reads the ISO day.
    const form = screen.getByRole('form', { name: 'ตัวกรอง' }) as HTMLFormElement;
    expect(new FormData(form).get('from')).toBe('2026-11-01');
  }, 45_000);

  it('moves by keyboard: arrows by day and week, Page Down by month, Enter picks', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInProviders(<Filter initial="2026-01-31" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^ตั้งแต่วันที่/ }));
    const dialog = await screen.findByRole('dialog', {}, CALENDAR_LOAD);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /ที่ 31 มกราคม 2569$/ })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    // Into February: the calendar turns the page.
    expect(within(dialog).getByRole('grid', { name: 'กุมภาพันธ์ 2569' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /ที่ 1 กุมภาพันธ์ 2569$/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowLeft}{PageDown}');
    expect(within(dialog).getByRole('button', { name: /ที่ 7 มีนาคม 2569$/ })).toHaveFocus();
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(within(dialog).getByRole('grid', { name: 'มีนาคม 2568' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-07');
  }, 45_000);

  it('jumps by month and Buddhist-era year, keeps days outside min and max unpickable, and clears', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInProviders(<Filter initial="2026-11-20" min="2026-11-10" max="2026-11-28" onChange={onChange} />);
    const field = screen.getByRole('button', { name: /^ตั้งแต่วันที่/ });
    await user.click(field);
    let dialog = await screen.findByRole('dialog', {}, CALENDAR_LOAD);
    // Nothing before min: no earlier month, and the 9th is shown but refuses.
    expect(within(dialog).getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'เดือนถัดไป' })).toBeDisabled();
    const ninth = within(dialog).getByRole('button', { name: /ที่ 9 พฤศจิกายน 2569$/ });
    expect(ninth).toHaveAttribute('aria-disabled', 'true');
    await user.click(ninth);
    expect(onChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('gridcell', { selected: true })).toHaveTextContent('20');
    await user.click(within(dialog).getByRole('button', { name: 'ล้างวันที่' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(field).toHaveTextContent('เลือกวันที่');

    // Without limits, the selects reach any month and year: 16 May 2568 (2025).
    cleanup();
    onChange.mockClear();
    renderInProviders(<Filter onChange={onChange} />);
    await pickThaiDate(user, 'ตั้งแต่วันที่', '2025-05-16');
    expect(onChange).toHaveBeenLastCalledWith('2025-05-16');
    expect(screen.getByRole('button', { name: /^ตั้งแต่วันที่/ })).toHaveTextContent('16 พ.ค. 2568');
    // "วันนี้" picks the Bangkok day.
    await user.click(screen.getByRole('button', { name: /^ตั้งแต่วันที่/ }));
    dialog = await screen.findByRole('dialog', {}, CALENDAR_LOAD);
    await user.click(within(dialog).getByRole('button', { name: 'วันนี้' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-28');
  }, 45_000);

  it('lays a month out in Sunday-first weeks and writes short Thai dates', () => {
    // 1 November 2026 is a Sunday; 1 February 2026 too, and February has four full weeks.
    expect(monthWeeks({ year: 2026, month: 11 })[0][0]).toBe('2026-11-01');
    expect(monthWeeks({ year: 2026, month: 2 })).toHaveLength(4);
    const may = monthWeeks({ year: 2026, month: 5 });
    expect(may[0].slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(may[0][5]).toBe('2026-05-01');
    expect(thaiShortDay('2026-12-31')).toBe('31 ธ.ค. 2569');
  });
});
