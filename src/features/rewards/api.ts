import { RewardClaimBody, type RewardClaimData } from '@contract/rewards';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/** A claim's answer with the server's Thai sentence ('รับแคชแบ็ก 1,234.00 บาทเข้ากระเป๋าหลักแล้ว'). */
export type ClaimResult = RewardClaimData & { message: string };

/**
 * The rewards claims (docs/rewards.md). A refusal throws the ApiError with the server's Thai message
 * (e.g. 'ยังไม่มียอดที่รับได้ในตอนนี้'); a success answers the amount credited and the balance after.
 */
export const rewardsApi = {
  /** POST /api/cashback/loss/claim with { type }: every claimable day of the daily cashback or commission. */
  claimDaily: async (type: 'cashback' | 'commission'): Promise<ClaimResult> => {
    const res = await api.post<RewardClaimData>('/cashback/loss/claim', RewardClaimBody.parse({ type }));
    return { ...unwrap(res), message: res.message };
  },
  /** POST /api/winloss/claim: every claimable week. */
  claimWinloss: async (): Promise<ClaimResult> => {
    const res = await api.post<RewardClaimData>('/winloss/claim');
    return { ...unwrap(res), message: res.message };
  },
};
