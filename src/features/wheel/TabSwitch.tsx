import { Box, Button, Flex } from '@chakra-ui/react';
import { type KeyboardEvent, type ReactNode, useId } from 'react';

/** The wheel's two tabs as pill buttons (the ARIA tab pattern, arrow keys): the member theme has no Chakra tabs recipe. */
export function TabSwitch<T extends number>({
  label,
  value,
  onChange,
  items,
  disabled,
  children,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  items: { value: T; label: string }[];
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (v: T) => `${id}-tab-${v}`;
  const panelId = `${id}-panel`;
  const onKeyDown = (e: KeyboardEvent) => {
    if (disabled || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
    const i = items.findIndex((t) => t.value === value);
    const next = items[(i + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    if (!next) return;
    onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };
  return (
    <Box>
      <Flex role="tablist" aria-label={label} bg="bg.muted" rounded="full" p="1" gap="1" mb="3" onKeyDown={onKeyDown}>
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
