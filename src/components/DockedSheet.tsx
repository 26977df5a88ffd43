import { Box } from '@chakra-ui/react/box';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The space a docked sheet takes at the bottom of the screen (its height plus what lies under it),
 * as a CSS variable on the document: the default layout adds it to the page's bottom padding, so
 * the end of every page can be scrolled clear of the sheet (docs/product.md "Docked sheets").
 */
export const SHEET_SPACE_VAR = '--gw-sheet-space';

/** The fixed footer tabs' height below 960 px (app/footer/Footer.tsx keeps them this tall): the sheet docks on top of them. */
export const TABS_HEIGHT = '64px';

/** How long after appearing the sheet ignores taps: a tap already on its way lands on the page, not on it. */
export const SHEET_ARM_MS = 400;

/** A tap (pointer down) counts as "just tapped" for this long. */
const RECENT_TAP_MS = 4_000;
/** Room kept between what was tapped and the sheet's top edge. */
const CLEARANCE_PX = 12;

let lastTap: { el: Element; at: number } | null = null;
let watching = false;

/**
 * Remembers the element of the last pointer down, page-wide. Installed once when the shell loads
 * this module, so the tap that came before a sheet (the tap that opened a page, a keypad digit) is known.
 */
function watchTaps(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (e.target instanceof Element) lastTap = { el: e.target, at: Date.now() };
    },
    { capture: true, passive: true },
  );
}
watchTaps();

/** What the member is working with: the element just tapped, else the focused field; never something inside the sheet. */
function currentTarget(sheet: HTMLElement): Element | null {
  const tapped = lastTap && Date.now() - lastTap.at < RECENT_TAP_MS && lastTap.el.isConnected ? lastTap.el : null;
  const focused = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
  const target = tapped ?? focused;
  return target && !sheet.contains(target) ? target : null;
}

/**
 * Scrolls the page so `target` ends above the sheet's top edge. The page's bottom padding already
 * holds the sheet's space, so the page can always scroll that far.
 */
function keepClear(target: Element, sheet: HTMLElement): void {
  const box = target.getBoundingClientRect();
  const top = sheet.getBoundingClientRect().top;
  const over = box.bottom + CLEARANCE_PX - top;
  if (box.height === 0 || over <= 0 || box.top >= window.innerHeight) return;
  window.scrollBy({ top: over, behavior: 'instant' });
}

function publishSpace(sheet: HTMLElement | null): void {
  const root = document.documentElement.style;
  if (!sheet) {
    root.removeProperty(SHEET_SPACE_VAR);
    return;
  }
  const space = Math.max(0, Math.ceil(window.innerHeight - sheet.getBoundingClientRect().top));
  root.setProperty(SHEET_SPACE_VAR, `${space}px`);
}

type DockedSheetProps = { label: string; testId?: string; children: ReactNode };

/**
 * A sheet docked at the bottom of the screen (docs/product.md "Docked sheets"): full width on top of
 * the footer tabs below 960 px, a card in the bottom-left corner from 960 px. It never sits on the
 * page: its space is added to the page's bottom padding while it shows, and when it appears it
 * scrolls what the member just tapped (or the focused field) above itself. For its first 400 ms it
 * lets taps through. The content (close button, actions) is the caller's.
 */
export function DockedSheet({ label, testId, children }: DockedSheetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [armed, setArmed] = useState(false);

  useLayoutEffect(() => {
    const sheet = ref.current;
    if (!sheet) return;
    publishSpace(sheet);
    const target = currentTarget(sheet);
    if (target) keepClear(target, sheet);
    const update = () => publishSpace(sheet);
    const observer = new ResizeObserver(update);
    observer.observe(sheet);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      publishSpace(null);
    };
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), SHEET_ARM_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      data-testid={testId}
      data-docked-sheet=""
      data-armed={armed ? 'true' : 'false'}
      position="fixed"
      zIndex="banner"
      left={{ base: '0', md: '6' }}
      right={{ base: '0', md: 'auto' }}
      bottom={{ base: `calc(${TABS_HEIGHT} + env(safe-area-inset-bottom))`, md: '6' }}
      maxW={{ md: '420px' }}
      p="4"
      pe="10"
      roundedTop="xl"
      roundedBottom={{ base: '0', md: 'xl' }}
      bg="bg.subtle"
      borderWidth="1px"
      borderBottomWidth={{ base: '0', md: '1px' }}
      borderColor="gold.800"
      boxShadow="0 -6px 18px rgba(0, 0, 0, 0.45)"
      style={armed ? undefined : { pointerEvents: 'none' }}
    >
      {children}
    </Box>
  );
}
