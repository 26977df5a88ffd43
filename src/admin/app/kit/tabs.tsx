import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One tab of a page: the key its route's search keeps, its Thai name, what it shows. */
export type PageTab<K extends string> = { key: K; name: string; content: ReactNode };

/**
 * A page's tabs, the open one from the route's search (`?tab=`): only that one is mounted, so only
 * it asks the server (and polls).
 */
export function PageTabs<K extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly PageTab<K>[];
  value: K;
  onChange: (tab: K) => void;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value as K)} variant="line" lazyMount unmountOnExit>
      <Tabs.List bg="white" borderRadius="md" mb="4" overflowX="auto" overflowY="hidden">
        {tabs.map((t) => (
          <Tabs.Trigger key={t.key} value={t.key} whiteSpace="nowrap">
            {t.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.key} value={t.key} p="0">
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
