import { PageTabs } from '../../app/kit';
import { BoardTab } from './BoardTab';
import { ReportTab, SettingsTab, SpinsTab } from './OtherTabs';

/**
 * The fortune wheel (/api/admin/wheel, docs/engagement.md "Operators"): the board editor with
 * the running sum of probabilities, the settings, the per-day report and the spins. Admin and support
 * change, finance reads; the tab, the report's range and the spins' filter in the address.
 */
export function WheelPage() {
  return (
    <PageTabs
      route="/shell/wheel"
      tabs={[
        { key: 'board', name: 'รางวัลและโอกาส', content: <BoardTab /> },
        { key: 'settings', name: 'ตั้งค่า', content: <SettingsTab /> },
        { key: 'report', name: 'รายงานรายวัน', content: <ReportTab /> },
        { key: 'spins', name: 'รายการหมุน', content: <SpinsTab /> },
      ]}
    />
  );
}
