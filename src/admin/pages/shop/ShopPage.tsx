import { PageTabs } from '../../app/kit';
import { ItemsTab } from './ItemsTab';
import { OrdersTab } from './OrdersTab';
import { ReportTab } from './ReportTab';

/**
 * The points shop (/api/admin/shop, docs/engagement.md): items and their stock, the orders to
 * fulfil (ship with a tracking number, deliver, cancel with the points refunded) and the report per
 * day. Support acts (audited), finance reads; the tab in the address.
 */
export function ShopPage() {
  return (
    <PageTabs
      route="/shell/shop"
      tabs={[
        { key: 'items', name: 'ของรางวัลและสต็อก', content: <ItemsTab /> },
        { key: 'orders', name: 'คำสั่งแลก', content: <OrdersTab /> },
        { key: 'report', name: 'รายงานรายวัน', content: <ReportTab /> },
      ]}
    />
  );
}
