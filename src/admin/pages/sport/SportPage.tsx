import { Tabs } from '@chakra-ui/react';
import { useUrlState } from '../../app/url-state';
import { BetsTab } from './BetsTab';
import { ExposureTab } from './ExposureTab';
import { FeedTab } from './FeedTab';
import { FixturesTab } from './FixturesTab';
import { MembersTab } from './MembersTab';
import { ResultsTab } from './ResultsTab';
import { SettingsTab } from './SettingsTab';

const TABS = [
  { key: 'fixtures', name: 'คู่และราคา' },
  { key: 'results', name: 'บันทึกผล' },
  { key: 'feed', name: 'นำเข้าฟีด' },
  { key: 'exposure', name: 'ความเสี่ยง' },
  { key: 'bets', name: 'บิลตามคู่' },
  { key: 'members', name: 'ผลสมาชิก' },
  { key: 'settings', name: 'ตั้งค่า' },
] as const;

/**
 * The sportsbook (/api/admin/sport, docs/sport.md "Back office"): fixtures and their odds (edit,
 * suspend, void), results, feed imports, open exposure, bets by fixture, members' results and the
 * settings. Finance acts (audited), support reads; the tab in the address.
 */
export function SportPage() {
  const [url, setUrl] = useUrlState({ tab: 'fixtures' });
  const tab = TABS.some((t) => t.key === url.tab) ? url.tab : 'fixtures';
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setUrl({ tab: e.value })} variant="line" lazyMount unmountOnExit>
      <Tabs.List bg="white" borderRadius="md" mb="4" overflowX="auto">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.key} value={t.key}>
            {t.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="fixtures" p="0">
        <FixturesTab />
      </Tabs.Content>
      <Tabs.Content value="results" p="0">
        <ResultsTab />
      </Tabs.Content>
      <Tabs.Content value="feed" p="0">
        <FeedTab />
      </Tabs.Content>
      <Tabs.Content value="exposure" p="0">
        <ExposureTab />
      </Tabs.Content>
      <Tabs.Content value="bets" p="0">
        <BetsTab />
      </Tabs.Content>
      <Tabs.Content value="members" p="0">
        <MembersTab />
      </Tabs.Content>
      <Tabs.Content value="settings" p="0">
        <SettingsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
