import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInProviders } from '@/test/render';
import { ResultMeta } from './ResultMeta';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ResultMeta', () => {
  it('says how long ago a result came out, in Thai beside its Buddhist-era time, and keeps counting', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-28T11:00:30.000Z')); // 18:00:30 in Bangkok
    renderInProviders(<ResultMeta resultedAt="2026-11-28T10:59:00.000Z" />);
    expect(screen.getByTestId('result-age').textContent).toBe('ออกผลเมื่อ 1 นาทีที่แล้ว');
    expect(screen.getByTestId('result-at').textContent).toBe('(28 พ.ย. 2569 17:59 น.)');
    // A real result has no sandbox mark.
    expect(screen.queryByTestId('result-sandbox')).toBeNull();
    // The page left open: the age follows the clock.
    await act(async () => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    expect(screen.getByTestId('result-age').textContent).toBe('ออกผลเมื่อ 1 ชั่วโมงที่แล้ว');
  });

  it('marks a result the sandbox made up', () => {
    renderInProviders(<ResultMeta resultedAt={new Date().toISOString()} sandbox />);
    expect(screen.getByTestId('result-sandbox').textContent).toBe('ผลจำลอง (ทดสอบ)');
    expect(screen.getByTestId('result-age').textContent).toBe('ออกผลเมื่อสักครู่');
  });
});
