import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { PAGE_SIZE, pagedQuery, reportQueryOf, settingsQueryOf } from './queries';

const ok = <T>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const asked: string[] = [];
mockApi(
  http.get('/api/admin/wheel/settings', ({ request }) => {
    asked.push(new URL(request.url).pathname);
    return HttpResponse.json(ok({ enabled: true }));
  }),
  http.get('/api/admin/wheel/report', ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(`report ${q.get('from')}..${q.get('to')}`);
    return HttpResponse.json(ok({ rows: [] }));
  }),
);

describe("the kit's queries", () => {
  it("reads an area's settings and its daily report over a range, each under the area's key", async () => {
    const queryClient = new QueryClient();
    const settings = settingsQueryOf<{ enabled: boolean }>('wheel');
    expect(settings.queryKey).toEqual(['admin', 'wheel', 'settings']);
    expect(await queryClient.fetchQuery(settings)).toEqual({ enabled: true });

    const report = reportQueryOf<{ rows: unknown[] }>('wheel')({ from: '2026-03-01', to: '2026-03-07' });
    expect(report.queryKey).toEqual(['admin', 'wheel', 'report', '2026-03-01', '2026-03-07']);
    // The last report stays on screen while another range loads.
    expect(report.placeholderData).toBe(keepPreviousData);
    expect(await queryClient.fetchQuery(report)).toEqual({ rows: [] });
    expect(asked).toEqual(['/api/admin/wheel/settings', 'report 2026-03-01..2026-03-07']);
  });

  it("asks for a list's page with its page size, keyed by the view and the page", async () => {
    const calls: [number, number][] = [];
    const list = pagedQuery(
      ['admin', 'x', { status: 'open' }],
      async (page, size) => {
        calls.push([page, size]);
        return { items: ['a'], page, page_size: size, total: 1 };
      },
      3,
    );
    expect(list.queryKey).toEqual(['admin', 'x', { status: 'open' }, 3]);
    expect(list.placeholderData).toBe(keepPreviousData);
    await new QueryClient().fetchQuery(list);
    expect(calls).toEqual([[3, PAGE_SIZE]]);
    const wide = pagedQuery(['admin', 'y'], async (page, size) => ({ items: [], page, page_size: size, total: 0 }), 1, 50);
    expect((await new QueryClient().fetchQuery(wide)).page_size).toBe(50);
  });
});
