import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex, type FlexProps } from '@chakra-ui/react/flex';
import { type KeyboardEvent, type ReactNode, useId } from 'react';

export type SegmentTab<T extends string | number> = { value: T; label: string };

/** The key that moves the selection, and where to: the next or previous tab (wrapping), the first or the last. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i + n - 1) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Pill tabs, the member site's own (its theme carries no Chakra tabs recipe): the ARIA tab pattern
 * (a labelled tablist, tabs with `aria-selected` and `aria-controls`, one tabpanel labelled by the
 * selected tab), the arrow keys, Home and End moving the selection and the focus with it (only the
 * selected tab is in the tab order), the selected pill in the theme's solid gold. Only the selected
 * panel is mounted: the page renders it as `children`. `disabled` holds the selection (the wheel
 * while it spins): the other tabs are disabled and the keys do nothing.
 */
export function SegmentTabs<T extends string | number>({
  label,
  value,
  onChange,
  items,
  disabled = false,
  maxW,
  children,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  items: SegmentTab<T>[];
  disabled?: boolean;
  /** The tab row's width limit (the row fills its container otherwise). */
  maxW?: FlexProps['maxW'];
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (v: T) => `${id}-tab-${v}`;
  const panelId = `${id}-panel`;
  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (disabled || !move || items.length === 0) return;
    e.preventDefault();
    const next =
      items[
        move(
          Math.max(
            0,
            items.findIndex((t) => t.value === value),
          ),
          items.length,
        )
      ];
    if (!next) return;
    if (next.value !== value) onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };
  return (
    <Box>
      <Flex role="tablist" aria-label={label} bg="bg.muted" rounded="full" p="1" gap="1" mb="3" maxW={maxW} onKeyDown={onKeyDown}>
        {items.map((t) => {
          const selected = t.value === value;
          return (
            <Button
              key={t.value}
              id={tabId(t.value)}
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              flex="1"
              size="sm"
              rounded="full"
              colorPalette="gold"
              variant={selected ? 'solid' : 'ghost'}
              disabled={disabled && !selected}
              onClick={() => onChange(t.value)}
            >
              {t.label}
            </Button>
          );
        })}
      </Flex>
      <Box id={panelId} role="tabpanel" aria-labelledby={tabId(value)}>
        {children}
      </Box>
    </Box>
  );
}
