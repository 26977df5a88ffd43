import { Tabs } from '@chakra-ui/react';
import { useUrlState } from '../../app/url-state';
import { ItemsTab } from './ItemsTab';
import { OrdersTab } from './OrdersTab';
import { ReportTab } from './ReportTab';

const TABS = [
  { key: 'items', name: 'ของรางวัลและสต็อก' },
  { key: 'orders', name: 'คำสั่งแลก' },
  { key: 'report', name: 'รายงานรายวัน' },
] as const;

/**
 * The points shop (/api/admin/shop, docs/engagement.md): items and their stock, the orders to
 * fulfil (ship with a tracking number, deliver, cancel with the points refunded) and the report per
 * day. Support acts (audited), finance reads; the tab in the address.
 */
export function ShopPage() {
  const [url, setUrl] = useUrlState({ tab: 'items', status: 'ordered', from: '', to: '', page: 1 });
  const tab = TABS.some((t) => t.key === url.tab) ? url.tab : 'items';
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setUrl({ tab: e.value })} variant="line" lazyMount unmountOnExit>
      <Tabs.List bg="white" borderRadius="md" mb="4">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.key} value={t.key}>
            {t.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="items" p="0">
        <ItemsTab />
      </Tabs.Content>
      <Tabs.Content value="orders" p="0">
        <OrdersTab />
      </Tabs.Content>
      <Tabs.Content value="report" p="0">
        <ReportTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
