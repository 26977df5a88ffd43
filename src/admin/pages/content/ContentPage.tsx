import { PageTabs } from '../../app/kit';
import { ContentList } from './ContentList';
import { KINDS } from './kinds';

/** Notifications, banners and events (GET/POST/PUT/DELETE /api/admin/{notifications,banners,events}); the tab in the address. */
export function ContentPage() {
  return <PageTabs route="/shell/content" tabs={KINDS.map((k) => ({ key: k.key, name: k.name, content: <ContentList kind={k} /> }))} />;
}
