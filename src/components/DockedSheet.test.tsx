import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInProviders } from '@/test/render';
import { DockedSheet, SHEET_ARM_MS, SHEET_SPACE_VAR } from './DockedSheet';

const rect = (top: number, height: number) => ({
  top,
  bottom: top + height,
  height,
  left: 0,
  right: 375,
  width: 375,
  x: 0,
  y: top,
  toJSON: () => ({}),
});

const INNER_HEIGHT = window.innerHeight;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: INNER_HEIGHT });
});

/** Lays out a 740 px screen: the sheet's top at 560 px (180 px tall with the tabs under it), a tile at `tileTop`. */
function layout(tileTop: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 740 });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.hasAttribute('data-docked-sheet')) return rect(560, 116) as DOMRect;
    if (this.dataset.tile !== undefined) return rect(tileTop, 60) as DOMRect;
    return rect(0, 0) as DOMRect;
  });
  return vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
}

let setSheet: (shown: boolean) => void = () => {};

/** The page with a tile, and the sheet once `setSheet(true)`: one render inside the providers. */
function Harness() {
  const [sheet, set] = useState(false);
  setSheet = set;
  return <Page sheet={sheet} />;
}

function Page({ sheet }: { sheet: boolean }) {
  return (
    <>
      <button type="button" data-tile="">
        สล็อต
      </button>
      {sheet && (
        <DockedSheet label="ทดสอบ">
          <button type="button">ปิด</button>
        </DockedSheet>
      )}
    </>
  );
}

describe('DockedSheet (docs/product.md "Docked sheets")', () => {
  it('scrolls the tile just tapped above itself when it appears, and keeps the page room for it while it shows', () => {
    const scrollBy = layout(600);
    renderInProviders(<Harness />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'สล็อต' }));
    act(() => setSheet(true));
    // The tile (600-660) would sit under the sheet (from 560): it moves up to end 12 px above it.
    expect(scrollBy).toHaveBeenCalledWith({ top: 660 + 12 - 560, behavior: 'instant' });
    // Its space (740 - 560) is the page's bottom padding (layouts/DefaultLayout) while it shows.
    expect(document.documentElement.style.getPropertyValue(SHEET_SPACE_VAR)).toBe('180px');
    act(() => setSheet(false));
    expect(document.documentElement.style.getPropertyValue(SHEET_SPACE_VAR)).toBe('');
  });

  it('leaves the page where it is when what was tapped is clear of it', () => {
    const scrollBy = layout(300);
    renderInProviders(<Harness />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'สล็อต' }));
    act(() => setSheet(true));
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('lets taps through for its first 400 ms, so a tap on its way lands on the page', () => {
    vi.useFakeTimers();
    renderInProviders(
      <DockedSheet label="ทดสอบ">
        <span>เนื้อหา</span>
      </DockedSheet>,
    );
    const sheet = screen.getByRole('region', { name: 'ทดสอบ' });
    expect(sheet).toHaveAttribute('data-armed', 'false');
    expect(sheet.style.pointerEvents).toBe('none');
    act(() => vi.advanceTimersByTime(SHEET_ARM_MS));
    expect(sheet).toHaveAttribute('data-armed', 'true');
    expect(sheet.style.pointerEvents).toBe('');
  });
});
