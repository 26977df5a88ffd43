import { Tabs } from '@chakra-ui/react';
import { useUrlState } from '../../app/url-state';
import { ExposureTab } from './ExposureTab';
import { FeedsTab } from './FeedsTab';
import { LimitedTab } from './LimitedTab';
import { OverridesTab } from './OverridesTab';
import { RatesTab } from './RatesTab';
import { RoundsPage } from './RoundsPage';

const TABS = [
  { value: 'rounds', label: 'งวดและผล' },
  { value: 'exposure', label: 'ความเสี่ยง/ยอดแทงต่อเลข' },
  { value: 'limited', label: 'เลขอั้น' },
  { value: 'rates', label: 'อัตราจ่าย' },
  { value: 'schedule', label: 'ตารางงวดพิเศษ' },
  { value: 'feeds', label: 'สถานะแหล่งผล' },
] as const;

/**
 * The lotto page: one tab per task, the tab in the address (`?tab=exposure`) like the filters, so a
 * reload or a link opens the same view. Only the open tab is mounted (and polls).
 */
export function LottoPage() {
  const [url, setUrl] = useUrlState({ tab: 'rounds', round: 0 });
  const tab = TABS.some((t) => t.value === url.tab) ? url.tab : 'rounds';
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setUrl({ tab: e.value })} lazyMount unmountOnExit variant="line" colorPalette="blue">
      <Tabs.List mb="4" overflowX="auto" overflowY="hidden" bg="white" borderRadius="md" px="2">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} whiteSpace="nowrap">
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="rounds">
        <RoundsPage onExposure={(id) => setUrl({ tab: 'exposure', round: id })} />
      </Tabs.Content>
      <Tabs.Content value="exposure">
        <ExposureTab />
      </Tabs.Content>
      <Tabs.Content value="limited">
        <LimitedTab />
      </Tabs.Content>
      <Tabs.Content value="rates">
        <RatesTab />
      </Tabs.Content>
      <Tabs.Content value="schedule">
        <OverridesTab />
      </Tabs.Content>
      <Tabs.Content value="feeds">
        <FeedsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
