import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import type { Promotion, PromotionListData } from '@contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { GiftIcon } from '@/components/icons/shell';
import { promotionDialogAtom, selectedPromotionAtom } from '@/state/ui';
import { promotionListQuery } from './queries';
import { bonusExample, exampleText, headline } from './terms';

const NONE = 'ไม่รับโปรโมชั่น';

/** What the member's choice means now: the promotion (if still offered), "none", or a coupon's. */
export function currentChoice(data: PromotionListData): { promotion: Promotion | null; label: string; note: string | null } {
  const choice = data.choice;
  if (!choice || choice.promotion_id === null) return { promotion: null, label: NONE, note: null };
  const promotion = data.promotions.find((p) => p.id === choice.promotion_id) ?? null;
  const coupon = choice.coupon_code_masked ? `คูปอง ${choice.coupon_code_masked}` : null;
  if (!promotion) return { promotion: null, label: coupon ?? 'โปรโมชั่นที่เลือกไว้', note: coupon ? 'โบนัสจากคูปองจะใช้กับการฝากครั้งถัดไป' : null };
  return { promotion, label: coupon ? `${promotion.title} (${coupon})` : promotion.title, note: null };
}

/**
 * "โปรโมชั่นที่เลือก" on the deposit pages: the member's choice for the next deposit (the list's
 * `choice`, kept by the server), "เปลี่ยน" opening the promotion dialog, and for the amount typed what
 * the deposit would bring (bonus, turnover) before paying. A failed read never blocks the deposit.
 */
export function PromotionPick({ amount }: { amount?: number }) {
  const list = useQuery(promotionListQuery(true));
  const open = useSetAtom(promotionDialogAtom);
  const select = useSetAtom(selectedPromotionAtom);
  const chosen = list.data ? currentChoice(list.data) : null;
  // The selected promotion atom mirrors the server's choice once it is known.
  const promotionId = list.data?.choice?.promotion_id ?? null;
  const label = chosen?.label;
  useEffect(() => {
    if (label !== undefined) select({ promotion_id: promotionId, title: label });
  }, [promotionId, label, select]);

  if (list.isPending) return <Skeleton h="16" rounded="xl" />;
  if (!list.data || !chosen) return null;
  if (list.data.promotions.length === 0 && !list.data.choice) return null;
  const { promotion } = chosen;
  const example = promotion && amount !== undefined ? bonusExample(promotion, amount) : null;
  return (
    <Box
      as="section"
      aria-label="โปรโมชั่นที่เลือก"
      rounded="xl"
      borderWidth="1px"
      borderColor={promotion ? 'gold.700' : 'border.muted'}
      bg={promotion ? 'gold.950/40' : 'bg.panel'}
      px={{ base: '3', sm: '4' }}
      py="3"
    >
      <Flex align="center" gap="3">
        <Box color="gold.400" flexShrink={0} aria-hidden>
          <GiftIcon size="24px" />
        </Box>
        <Box flex="1" minW="0">
          <Text fontSize="xs" color="fg.muted">
            โปรโมชั่นที่เลือก
          </Text>
          <Text fontWeight="semibold" truncate data-testid="promotion-choice">
            {chosen.label}
          </Text>
          {promotion && (
            <Text fontSize="xs" color="gold.300">
              {headline(promotion)}
            </Text>
          )}
        </Box>
        <Button size="sm" variant="outline" colorPalette="gold" flexShrink={0} onClick={() => open(true)}>
          เปลี่ยน
        </Button>
      </Flex>
      {promotion?.eligible === false && promotion.ineligible_reason && (
        <Text fontSize="sm" color="orange.300" mt="2" role="status">
          {promotion.ineligible_reason}
        </Text>
      )}
      {example && (
        <Text fontSize="sm" mt="2" color={example.ok ? 'green.300' : 'fg.muted'} data-testid="promotion-example">
          {exampleText(example)}
        </Text>
      )}
      {chosen.note && (
        <Text fontSize="sm" mt="2" color="fg.muted">
          {chosen.note}
        </Text>
      )}
    </Box>
  );
}

/**
 * Beside the amount field: what this amount brings under the chosen promotion (bonus, turnover), or
 * why it brings none; nothing when no promotion is chosen.
 */
export function PromotionExample({ amount }: { amount: number }) {
  const list = useQuery(promotionListQuery(true));
  const promotion = list.data ? currentChoice(list.data).promotion : null;
  if (!promotion) return null;
  const example = bonusExample(promotion, amount);
  return (
    <Flex
      align="start"
      gap="2"
      rounded="lg"
      bg={example.ok ? 'green.950/40' : 'bg.muted'}
      borderWidth="1px"
      borderColor={example.ok ? 'green.800' : 'border.muted'}
      px="3"
      py="2"
      role="status"
      aria-label={`โปรโมชั่น ${promotion.title}`}
    >
      <Box color="gold.400" flexShrink={0} mt="0.5" aria-hidden>
        <GiftIcon size="18px" />
      </Box>
      <Text fontSize="sm" color={example.ok ? 'green.200' : 'fg.muted'} data-testid="promotion-example">
        {exampleText(example)}
      </Text>
    </Flex>
  );
}
