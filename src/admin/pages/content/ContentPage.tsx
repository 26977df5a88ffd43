import { PageTabs, useView } from '../../app/kit';
import { ContentList } from './ContentList';
import { KINDS } from './kinds';

/** Notifications, banners and events (GET/POST/PUT/DELETE /api/admin/{notifications,banners,events}); the tab in the address. */
export function ContentPage() {
  const [view, set] = useView('/shell/content');
  return (
    <PageTabs
      value={view.tab}
      onChange={(tab) => set({ tab })}
      tabs={KINDS.map((k) => ({ key: k.key, name: k.name, content: <ContentList kind={k} /> }))}
    />
  );
}
