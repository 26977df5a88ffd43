import { Box, Tabs } from '@chakra-ui/react';
import { useUrlState } from '../../app/url-state';
import { ContentList } from './ContentList';
import { KINDS, type KindKey } from './kinds';

/** Notifications, banners and events (GET/POST/PUT/DELETE /api/admin/{notifications,banners,events}); the tab in the address. */
export function ContentPage() {
  const [url, setUrl] = useUrlState({ tab: 'notifications' });
  const tab = (KINDS.some((k) => k.key === url.tab) ? url.tab : 'notifications') as KindKey;
  return (
    <Box>
      <Tabs.Root value={tab} onValueChange={(e) => setUrl({ tab: e.value })} variant="line" lazyMount unmountOnExit>
        <Tabs.List bg="white" borderRadius="md" mb="4">
          {KINDS.map((k) => (
            <Tabs.Trigger key={k.key} value={k.key}>
              {k.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {KINDS.map((k) => (
          <Tabs.Content key={k.key} value={k.key} p="0">
            <ContentList kind={k} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
