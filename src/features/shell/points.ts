import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/http';

/**
 * The points balance (POST /api/member/points, data.point). SPEC section 8: a point call error is
 * only logged and nothing is returned, so the tile shows 0 until the points issue serves it.
 */
export const pointsQuery = queryOptions({
  queryKey: ['member', 'points'],
  queryFn: async (): Promise<number> => {
    try {
      const res = await api.post<{ point: number }>('/member/points');
      if (res.error === 0 && typeof res.data?.point === 'number') return res.data.point;
      console.error(`[member] points: ${res.message}`);
    } catch (err) {
      console.error(`[member] points: ${err instanceof Error ? err.message : String(err)}`);
    }
    return 0;
  },
  staleTime: 60_000,
  retry: false,
});
