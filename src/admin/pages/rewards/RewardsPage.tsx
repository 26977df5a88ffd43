import { Tabs } from '@chakra-ui/react';
import { useUrlState } from '../../app/url-state';
import { EntriesTab } from './EntriesTab';
import { ReportTab } from './ReportTab';
import { SettingsTab } from './SettingsTab';

const TABS = [
  { key: 'settings', name: 'ตั้งค่า' },
  { key: 'report', name: 'รายงานรายวัน' },
  { key: 'entries', name: 'รายการ' },
] as const;

/**
 * Daily cashback, daily commission and the weekly win/loss refund (/api/admin/rewards): the four
 * settings groups (affiliate's too), the per-day report with "compute this period", and the members'
 * entries to freeze, unfreeze or correct. Admin and support act, finance reads; the tab in the address.
 */
export function RewardsPage() {
  const [url, setUrl] = useUrlState({ tab: 'settings', kind: '', period: '', status: '', member: '', page: 1 });
  const tab = TABS.some((t) => t.key === url.tab) ? url.tab : 'settings';
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setUrl({ tab: e.value })} variant="line" lazyMount unmountOnExit>
      <Tabs.List bg="white" borderRadius="md" mb="4">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.key} value={t.key}>
            {t.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="settings" p="0">
        <SettingsTab />
      </Tabs.Content>
      <Tabs.Content value="report" p="0">
        <ReportTab onEntries={(kind, period) => setUrl({ tab: 'entries', kind, period, status: '', member: '', page: 1 })} />
      </Tabs.Content>
      <Tabs.Content value="entries" p="0">
        <EntriesTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
