import { PageTabs, useView } from '../../app/kit';
import { ExposureTab } from './ExposureTab';
import { FeedsTab } from './FeedsTab';
import { LimitedTab } from './LimitedTab';
import { OverridesTab } from './OverridesTab';
import { RatesTab } from './RatesTab';
import { RoundsPage } from './RoundsPage';

/**
 * The lotto page: one tab per task, the tab in the address (`?tab=exposure`) like the filters, so a
 * reload or a link opens the same view. Only the open tab is mounted (and polls).
 */
export function LottoPage() {
  const [, set] = useView('/shell/lotto');
  return (
    <PageTabs
      route="/shell/lotto"
      tabs={[
        { key: 'rounds', name: 'งวดและผล', content: <RoundsPage onExposure={(round) => set({ tab: 'exposure', round, epage: 1 })} /> },
        { key: 'exposure', name: 'ความเสี่ยง/ยอดแทงต่อเลข', content: <ExposureTab /> },
        { key: 'limited', name: 'เลขอั้น', content: <LimitedTab /> },
        { key: 'rates', name: 'อัตราจ่าย', content: <RatesTab /> },
        { key: 'schedule', name: 'ตารางงวดพิเศษ', content: <OverridesTab /> },
        { key: 'feeds', name: 'สถานะแหล่งผล', content: <FeedsTab /> },
      ]}
    />
  );
}
