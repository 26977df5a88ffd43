import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInProviders } from '@/test/render';
import { SegmentTabs } from './SegmentTabs';

const ITEMS = [
  { value: 'daily', label: 'รายวัน' },
  { value: 'weekly', label: 'รายสัปดาห์' },
  { value: 'event', label: 'กิจกรรม' },
] as const;

type Period = (typeof ITEMS)[number]['value'];

/** The tabs as a page holds them: its own state, the selected panel as children. */
function Periods({ onChange, disabled, maxW }: { onChange?: (p: Period) => void; disabled?: boolean; maxW?: string }) {
  const [period, setPeriod] = useState<Period>('daily');
  return (
    <SegmentTabs
      label="ประเภทภารกิจ"
      value={period}
      onChange={(p) => {
        onChange?.(p);
        setPeriod(p);
      }}
      items={[...ITEMS]}
      disabled={disabled}
      maxW={maxW}
    >
      <p>แผง {period}</p>
    </SegmentTabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

/**
 * The declarations of the style rules that name one of the element's classes (emotion inserts a
 * class per style; Chakra's recipes sit inside `@layer` blocks, read here as text).
 */
function stylesOf(el: HTMLElement): string {
  const classes = [...el.classList].map((c) => `.${c}`);
  const found: string[] = [];
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) {
      for (const [, selector = '', body = ''] of rule.cssText.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        if (classes.some((c) => selector.includes(c))) found.push(body);
      }
    }
  }
  return found.join(' ');
}

afterEach(() => cleanup());

describe('SegmentTabs', () => {
  it('is a labelled tablist whose selected tab names the one mounted panel', async () => {
    renderInProviders(<Periods />);
    const list = screen.getByRole('tablist', { name: 'ประเภทภารกิจ' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['รายวัน', 'รายสัปดาห์', 'กิจกรรม']);
    expect(tab('รายวัน')).toHaveAttribute('aria-selected', 'true');
    expect(tab('รายสัปดาห์')).toHaveAttribute('aria-selected', 'false');
    // Only the selected tab is in the tab order.
    expect(tab('รายวัน')).toHaveAttribute('tabindex', '0');
    expect(tab('กิจกรรม')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'รายวัน' });
    expect(panel).toHaveTextContent('แผง daily');
    for (const t of within(list).getAllByRole('tab')) expect(t).toHaveAttribute('aria-controls', panel.id);

    await userEvent.click(tab('กิจกรรม'));
    expect(tab('กิจกรรม')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'กิจกรรม' })).toHaveTextContent('แผง event');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves the selection and the focus with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    renderInProviders(<Periods />);
    await user.tab();
    expect(tab('รายวัน')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('รายสัปดาห์')).toHaveFocus();
    expect(tab('รายสัปดาห์')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('รายวัน')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('กิจกรรม')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('แผง event');
    await user.keyboard('{Home}');
    expect(tab('รายวัน')).toHaveAttribute('aria-selected', 'true');
    expect(tab('รายวัน')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('กิจกรรม')).toHaveAttribute('aria-selected', 'true');
    expect(tab('กิจกรรม')).toHaveFocus();
    // Tab leaves the row for the panel's content rather than walking through the other tabs.
    await user.tab();
    expect(tab('รายสัปดาห์')).not.toHaveFocus();
  });

  it('holds the selection while disabled: the other tabs are disabled and the keys do nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInProviders(<Periods disabled onChange={onChange} />);
    expect(tab('รายวัน')).toBeEnabled();
    expect(tab('รายสัปดาห์')).toBeDisabled();
    expect(tab('กิจกรรม')).toBeDisabled();
    tab('รายวัน').focus();
    await user.keyboard('{ArrowRight}{End}');
    await user.click(tab('กิจกรรม'));
    expect(onChange).not.toHaveBeenCalled();
    expect(tab('รายวัน')).toHaveAttribute('aria-selected', 'true');
  });

  it('draws the selected pill in solid gold, the others plain, within the width a page gives the row', async () => {
    renderInProviders(<Periods maxW="420px" />);
    const gold = '--gw-colors-color-palette-solid: var(--gw-colors-gold-solid)';
    const solid = 'background: var(--gw-colors-color-palette-solid);';
    expect(stylesOf(tab('รายวัน'))).toContain(gold);
    expect(stylesOf(tab('รายวัน'))).toContain(solid);
    expect(stylesOf(tab('รายสัปดาห์'))).toContain('background: var(--gw-colors-transparent);');
    expect(stylesOf(tab('รายสัปดาห์'))).not.toContain(solid);
    expect(getComputedStyle(screen.getByRole('tablist')).maxWidth).toBe('420px');

    await userEvent.click(tab('รายสัปดาห์'));
    expect(stylesOf(tab('รายสัปดาห์'))).toContain(solid);
    expect(stylesOf(tab('รายวัน'))).not.toContain(solid);
  });
});
