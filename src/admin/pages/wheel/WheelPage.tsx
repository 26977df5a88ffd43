import { Tabs } from '@chakra-ui/react';
import { useUrlState } from '../../app/url-state';
import { BoardTab } from './BoardTab';
import { ReportTab, SettingsTab, SpinsTab } from './OtherTabs';

const TABS = [
  { key: 'board', name: 'รางวัลและโอกาส' },
  { key: 'settings', name: 'ตั้งค่า' },
  { key: 'report', name: 'รายงานรายวัน' },
  { key: 'spins', name: 'รายการหมุน' },
] as const;

/**
 * The fortune wheel (/api/admin/wheel, docs/engagement.md "Operators"): the board editor with
 * the running sum of probabilities, the settings, the per-day report and the spins. Admin and support
 * change, finance reads; the tab in the address.
 */
export function WheelPage() {
  const [url, setUrl] = useUrlState({ tab: 'board' });
  const tab = TABS.some((t) => t.key === url.tab) ? url.tab : 'board';
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setUrl({ tab: e.value })} variant="line" lazyMount unmountOnExit>
      <Tabs.List bg="white" borderRadius="md" mb="4">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.key} value={t.key}>
            {t.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="board" p="0">
        <BoardTab />
      </Tabs.Content>
      <Tabs.Content value="settings" p="0">
        <SettingsTab />
      </Tabs.Content>
      <Tabs.Content value="report" p="0">
        <ReportTab />
      </Tabs.Content>
      <Tabs.Content value="spins" p="0">
        <SpinsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
