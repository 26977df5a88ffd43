import type { LimitsData, SelfExclusionBody, SetLimitsBody } from '@contract/limits';
import { api } from '@/lib/http';

/** Responsible play (docs/payments.md): deposit limits and self-exclusion. */
export const limitsApi = {
  get: () => api.get<LimitsData>('/member/limits'),
  set: (body: SetLimitsBody) => api.post<LimitsData>('/member/limits', body),
  selfExclude: (body: SelfExclusionBody) => api.post<LimitsData>('/member/self_exclusion', body),
};
