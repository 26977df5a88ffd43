import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';

export type Tab = { key: string; label: string };

/** The lobby's tabs as a row of chips that scrolls sideways on phones. */
export function LobbyTabs({
  tabs,
  value,
  onChange,
  panelId,
}: {
  tabs: Tab[];
  value: string;
  onChange: (key: string) => void;
  panelId: string;
}) {
  return (
    <Flex
      role="tablist"
      aria-label="หมวดเกม"
      gap="2"
      overflowX="auto"
      pb="1"
      mx={{ base: '-4', sm: '0' }}
      px={{ base: '4', sm: '0' }}
      css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
    >
      {tabs.map((t) => {
        const selected = t.key === value;
        return (
          <Button
            key={t.key}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            size="sm"
            rounded="full"
            flexShrink={0}
            colorPalette="gold"
            variant={selected ? 'solid' : 'outline'}
            color={selected ? undefined : 'fg'}
            borderColor={selected ? undefined : 'whiteAlpha.200'}
            onClick={() => onChange(t.key)}
          >
            {t.label}
          </Button>
        );
      })}
    </Flex>
  );
}
