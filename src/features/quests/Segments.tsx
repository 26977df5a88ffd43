import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { type KeyboardEvent, type ReactNode, useId } from 'react';

/**
 * Pill tabs (the site's own, as the lotto round's: the member theme carries no Chakra tabs recipe)
 * with the ARIA tab pattern and arrow keys; only the selected panel is mounted.
 */
export function Segments<T extends string>({
  label,
  value,
  onChange,
  items,
  children,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  items: { value: T; label: string }[];
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (v: T) => `${id}-tab-${v}`;
  const panelId = `${id}-panel`;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = items.findIndex((t) => t.value === value);
    const next = items[(i + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    if (!next) return;
    onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };
  return (
    <Box>
      <Flex
        role="tablist"
        aria-label={label}
        bg="bg.muted"
        rounded="full"
        p="1"
        gap="1"
        mb="3"
        maxW={{ sm: '420px' }}
        onKeyDown={onKeyDown}
      >
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
