import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type AdminRouteId, type SearchOf, useView } from './route';

/** The tab keys a route's search keeps in `tab`. */
type TabOf<Id extends AdminRouteId> = SearchOf<Id> extends { tab: infer K extends string } ? K : never;
/** The routes whose search has a `tab`. */
type TabbedRoute = { [Id in AdminRouteId]: TabOf<Id> extends never ? never : Id }[AdminRouteId];

/** One tab of a page: the key its route's search keeps, its Thai name, what it shows. */
export type PageTab<K extends string> = { key: K; name: string; content: ReactNode };

/**
 * A page's tabs, the open one in its route's search (`?tab=`, written in place): only that one is
 * mounted, so only it asks the server (and polls).
 */
export function PageTabs<const Id extends TabbedRoute>({ route, tabs }: { route: Id; tabs: readonly PageTab<TabOf<Id>>[] }) {
  const [view, set] = useView(route);
  return (
    <Tabs.Root
      value={(view as { tab: string }).tab}
      onValueChange={(e) => set({ tab: e.value } as Partial<SearchOf<Id>>)}
      variant="line"
      lazyMount
      unmountOnExit
    >
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
