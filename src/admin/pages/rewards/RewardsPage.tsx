import { PageTabs, useView } from '../../app/kit';
import { EntriesTab } from './EntriesTab';
import { ReportTab } from './ReportTab';
import { SettingsTab } from './SettingsTab';

/**
 * Daily cashback, daily commission and the weekly win/loss refund (/api/admin/rewards): the four
 * settings groups (affiliate's too), the per-day report with "compute this period", and the members'
 * entries to freeze, unfreeze or correct. Admin and support act, finance reads; the tab in the address.
 */
export function RewardsPage() {
  const [, set] = useView('/shell/rewards');
  return (
    <PageTabs
      route="/shell/rewards"
      tabs={[
        { key: 'settings', name: 'ตั้งค่า', content: <SettingsTab /> },
        {
          key: 'report',
          name: 'รายงานรายวัน',
          content: (
            <ReportTab onEntries={(kind, period) => set({ tab: 'entries', kind, period, status: undefined, member: undefined, page: 1 })} />
          ),
        },
        { key: 'entries', name: 'รายการ', content: <EntriesTab /> },
      ]}
    />
  );
}
