import type { PollSubmitData } from '@contract/polls';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

export type VoteResult = PollSubmitData & { message: string };

/** A fresh request key for one confirmed vote (a retry of the same request answers the same vote). */
export const newRequestKey = () => `v-${crypto.randomUUID()}`;

/**
 * POST /api/poll/submit { poll_id, choice_id, request_key }. A refusal throws the ApiError with the
 * server's Thai message ('ท่านใช้สิทธิ์โหวตครบแล้ว', 'โพลนี้ปิดโหวตแล้ว'...).
 */
export const pollApi = {
  submit: async (pollId: number, choiceId: number, requestKey: string): Promise<VoteResult> => {
    const res = await api.post<PollSubmitData>('/poll/submit', { poll_id: pollId, choice_id: choiceId, request_key: requestKey });
    return { ...unwrap(res), message: res.message };
  },
};
