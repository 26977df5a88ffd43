import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pickThaiDate } from '@/components/date-picker/testing';
import { adminSystem } from '../theme';
import { Notice } from './notice';
import { ReportRangeForm } from './range';

afterEach(cleanup);

/** A report's range schema the way contract/ writes one: both days, at most 31 apart, in Thai. */
const Range = z
  .object({ from: z.string().min(1, { error: 'เลือกวันเริ่มต้น' }), to: z.string().min(1, { error: 'เลือกวันสิ้นสุด' }) })
  .refine((r) => r.from <= r.to, { error: 'วันเริ่มต้นต้องไม่หลังวันสิ้นสุด', path: ['to'] });

describe('the report range form', () => {
  it("shows the schema's Thai messages beside the dates and applies only a good range", async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(
      <ChakraProvider value={adminSystem}>
        <ReportRangeForm range={{ from: '2026-03-07', to: '2026-03-01' }} schema={Range} onApply={onApply} />
      </ChakraProvider>,
    );
    const form = screen.getByRole('form', { name: 'ช่วงวันที่รายงาน' });
    await user.click(screen.getByRole('button', { name: 'แสดงรายงาน' }));
    expect(form).toHaveTextContent('วันเริ่มต้นต้องไม่หลังวันสิ้นสุด');
    expect(onApply).not.toHaveBeenCalled();
    // The dates are Thai date pickers (Buddhist-era years), no native date box; values stay ISO.
    expect(form.querySelector('input[type="date"]')).toBeNull();
    expect(screen.getByRole('button', { name: /^ตั้งแต่วันที่/ })).toHaveTextContent('7 มี.ค. 2569');
    await pickThaiDate(user, 'ถึงวันที่', '2026-03-09', form);
    await user.click(screen.getByRole('button', { name: 'แสดงรายงาน' }));
    expect(onApply).toHaveBeenCalledWith({ from: '2026-03-07', to: '2026-03-09' });
    expect(form).not.toHaveTextContent('วันเริ่มต้นต้องไม่หลังวันสิ้นสุด');
  });
});

describe('the notice', () => {
  it('says a success as a status and a refusal as an alert, and nothing when there is none', () => {
    const { container } = render(
      <ChakraProvider value={adminSystem}>
        <Notice notice="บันทึกแล้ว" />
        <Notice notice={{ status: 'error', text: 'สิทธิ์ไม่เพียงพอ' }} />
        <Notice notice={null} />
      </ChakraProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('บันทึกแล้ว');
    expect(screen.getByRole('alert')).toHaveTextContent('สิทธิ์ไม่เพียงพอ');
    expect(container.querySelectorAll('[role="status"], [role="alert"]')).toHaveLength(2);
  });
});
