import type { WithdrawBody, WithdrawData, WithdrawInfo, WithdrawListData } from '@contract/withdrawals';
import { api } from '@/lib/http';

/** Withdrawals (docs/withdrawals.md). */
export const withdrawApi = {
  info: () => api.get<WithdrawInfo>('/member/withdraw/info'),
  list: (cursor?: number, limit = 10) => api.get<WithdrawListData>('/member/withdraw/list', { cursor, limit }),
  request: (body: WithdrawBody) => api.post<WithdrawData>('/member/withdraw', body),
};
