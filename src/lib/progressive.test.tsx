import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ITEMS, useProgressiveCount } from './progressive';

function List({ total }: { total: number }) {
  const shown = useProgressiveCount(total, 2, 3);
  return <p data-testid="shown">{shown}</p>;
}

describe('useProgressiveCount', () => {
  it('draws the first items at once, then the rest a step at a time until all are drawn', async () => {
    const view = render(<List total={8} />);
    expect(view.getByTestId('shown').textContent).toBe('2');
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      await act(() => new Promise((r) => setTimeout(r, 5)));
      seen.add(view.getByTestId('shown').textContent ?? '');
    }
    expect([...seen]).toContain('8');
    expect(view.getByTestId('shown').textContent).toBe('8');
    view.unmount();
  });

  it('never draws more than the list has, and a short list at once', () => {
    const view = render(<List total={1} />);
    expect(view.getByTestId('shown').textContent).toBe('1');
    view.unmount();
    expect(FIRST_ITEMS).toBeGreaterThan(0);
  });
});
