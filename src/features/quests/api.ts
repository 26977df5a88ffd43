import type { QuestRedeemData } from '@contract/quests';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

export type RedeemResult = QuestRedeemData & { message: string };

/** POST /api/quest/redeem: a refusal throws the ApiError with the server's Thai message ("ยังทำภารกิจนี้ไม่สำเร็จ ขาดอีก 100 บาท"). */
export const questsApi = {
  redeem: async (questId: number, requestKey: string): Promise<RedeemResult> => {
    const res = await api.post<QuestRedeemData>('/quest/redeem', { quest_id: questId, request_key: requestKey });
    return { ...unwrap(res), message: res.message };
  },
};
