import type { PromotionChoice, PromotionListData } from '@contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { selectedPromotionAtom } from '@/state/ui';
import { promotionsApi } from './api';
import { promotionKeys } from './queries';

type Choose = { promotionId: number | null; title: string };

/**
 * Chooses the promotion for the next deposit (POST /api/promotion/choose; null = "ไม่รับโปรโมชั่น").
 * On success the selected promotion atom mirrors the server's choice and the lists read it again.
 * An ineligible promotion is refused with the server's Thai reason (the caller shows it).
 */
export function useChoosePromotion() {
  const queryClient = useQueryClient();
  const select = useSetAtom(selectedPromotionAtom);
  return useMutation({
    mutationFn: async ({ promotionId }: Choose): Promise<PromotionChoice> => promotionsApi.choose(promotionId),
    onSuccess: (choice, { title }) => {
      select({ promotion_id: choice.promotion_id, title: choice.promotion_id === null ? NO_PROMOTION : title });
      queryClient.setQueryData<PromotionListData>(promotionKeys.memberList, (prev) => (prev ? { ...prev, choice } : prev));
      void queryClient.invalidateQueries({ queryKey: promotionKeys.memberRoot });
    },
  });
}

export const NO_PROMOTION = 'ไม่รับโปรโมชั่น';
