import { PageTabs } from '../../app/kit';
import { BetsTab } from './BetsTab';
import { ExposureTab } from './ExposureTab';
import { FeedTab } from './FeedTab';
import { FixturesTab } from './FixturesTab';
import { MembersTab } from './MembersTab';
import { ResultsTab } from './ResultsTab';
import { SettingsTab } from './SettingsTab';

/**
 * The sportsbook (/api/admin/sport, docs/sport.md "Back office"): fixtures and their odds (edit,
 * suspend, void), results, feed imports, open exposure, bets by fixture, members' results and the
 * settings. Finance acts (audited), support reads; the tab and each tab's view in the address.
 */
export function SportPage() {
  return (
    <PageTabs
      route="/shell/sport"
      tabs={[
        { key: 'fixtures', name: 'คู่และราคา', content: <FixturesTab /> },
        { key: 'results', name: 'บันทึกผล', content: <ResultsTab /> },
        { key: 'feed', name: 'นำเข้าฟีด', content: <FeedTab /> },
        { key: 'exposure', name: 'ความเสี่ยง', content: <ExposureTab /> },
        { key: 'bets', name: 'บิลตามคู่', content: <BetsTab /> },
        { key: 'members', name: 'ผลสมาชิก', content: <MembersTab /> },
        { key: 'settings', name: 'ตั้งค่า', content: <SettingsTab /> },
      ]}
    />
  );
}
