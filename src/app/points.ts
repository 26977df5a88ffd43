import { queryOptions } from '@tanstack/react-query';
import { failureMessage, unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/**
 * The points balance (POST /api/member/points, data.point). docs/errors.md "How the site shows a failure": a point call error is
 * only logged and nothing is returned, so the tile shows 0 until the points issue serves it.
 */
export const pointsQuery = queryOptions({
  queryKey: ['member', 'points'],
  queryFn: async (): Promise<number> => {
    try {
      const { point } = unwrap(await api.post<{ point: number }>('/member/points'));
      if (typeof point === 'number') return point;
    } catch (err) {
      console.error(`[member] points: ${failureMessage(err)}`);
    }
    return 0;
  },
  staleTime: 60_000,
  retry: false,
});
