import { Box, Button, chakra, Dialog, Flex, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Promotion } from '@contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { FormAlert } from '@/components/form';
import { TOAST_MS, toaster } from '@/components/toaster';
import { failureMessage } from '@/lib/api-error';
import { promotionDialogAtom } from '@/state/ui';
import { currentChoice } from './PromotionPick';
import { promotionListQuery } from './queries';
import { summaryLine } from './terms';
import { NO_PROMOTION, useChoosePromotion } from './useChoosePromotion';

function Option({
  title,
  summary,
  selected,
  busy,
  disabled,
  onChoose,
}: {
  title: string;
  summary: string;
  selected: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <chakra.button
      type="button"
      textAlign="start"
      w="full"
      rounded="xl"
      borderWidth="1px"
      borderColor={selected ? 'gold.500' : 'border.muted'}
      bg={selected ? 'gold.950/50' : 'bg.panel'}
      px="4"
      py="3"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled && !busy ? 0.6 : 1}
      _hover={disabled ? undefined : { borderColor: 'gold.400' }}
      aria-pressed={selected}
      aria-busy={busy}
      disabled={disabled}
      onClick={onChoose}
    >
      <Flex align="center" gap="3">
        <Box
          flexShrink={0}
          boxSize="4"
          rounded="full"
          borderWidth="2px"
          borderColor={selected ? 'gold.400' : 'fg.muted'}
          bg={selected ? 'gold.400' : 'transparent'}
          aria-hidden
        />
        <Box minW="0">
          <Text fontWeight="semibold">{title}</Text>
          <Text fontSize="sm" color="fg.muted">
            {summary}
          </Text>
        </Box>
      </Flex>
    </chakra.button>
  );
}

/**
 * The promotion dialog (docs/product.md "Promotion dialog and the other dialogs"): the promotions the member may take now, each with a one-line
 * summary, and "ไม่รับโปรโมชั่น". Choosing calls POST /api/promotion/choose; the choice applies to the
 * next credited deposit.
 */
export default function PromotionDialog() {
  const [open, setOpen] = useAtom(promotionDialogAtom);
  const list = useQuery({ ...promotionListQuery(true), enabled: open });
  const choose = useChoosePromotion();
  const [choosing, setChoosing] = useState<number | null | undefined>(undefined);
  const current = list.data ? currentChoice(list.data) : null;
  const currentId = current?.promotion?.id ?? null;
  const eligible = list.data?.promotions.filter((p) => p.eligible !== false) ?? [];

  const pick = (promotion: Promotion | null) => {
    if (choose.isPending) return;
    setChoosing(promotion?.id ?? null);
    choose.mutate(
      { promotionId: promotion?.id ?? null, title: promotion?.title ?? NO_PROMOTION },
      {
        onSuccess: () => {
          setOpen(false);
          toaster.create({
            type: 'success',
            title: promotion ? `เลือกโปรโมชั่น ${promotion.title} แล้ว` : 'เลือกไม่รับโปรโมชั่นแล้ว',
            description: promotion ? 'โบนัสจะเข้าพร้อมยอดฝากครั้งถัดไป' : undefined,
            duration: TOAST_MS,
          });
        },
      },
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (!e.open) choose.reset();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="520px" w="full" bg="bg.subtle" borderWidth="1px" borderColor="gold.800" data-testid="promotion-dialog">
            <Dialog.Header>
              <Dialog.Title color="gold.400">เลือกโปรโมชั่น</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="3">
                โปรโมชั่นที่เลือกจะใช้กับยอดฝากครั้งถัดไป
              </Text>
              {list.isPending ? (
                <Stack gap="2">
                  <Skeleton h="16" rounded="xl" />
                  <Skeleton h="16" rounded="xl" />
                </Stack>
              ) : list.isError ? (
                <FormAlert message={failureMessage(list.error)} />
              ) : (
                <Stack gap="2" role="list" aria-label="โปรโมชั่นที่รับได้">
                  {eligible.map((p) => (
                    <Box role="listitem" key={p.id}>
                      <Option
                        title={p.title}
                        summary={summaryLine(p)}
                        selected={currentId === p.id}
                        busy={choose.isPending && choosing === p.id}
                        disabled={choose.isPending}
                        onChoose={() => pick(p)}
                      />
                    </Box>
                  ))}
                  {eligible.length === 0 && (
                    <Text fontSize="sm" color="fg.muted" role="listitem">
                      ตอนนี้ยังไม่มีโปรโมชั่นที่ท่านรับได้
                    </Text>
                  )}
                  <Box role="listitem">
                    <Option
                      title={NO_PROMOTION}
                      summary="ฝากเงินโดยไม่รับโบนัส ไม่ติดเงื่อนไขทำเทิร์น ถอนได้ตามปกติ"
                      selected={current !== null && current.promotion === null && !list.data.choice?.coupon_code_masked}
                      busy={choose.isPending && choosing === null}
                      disabled={choose.isPending}
                      onChoose={() => pick(null)}
                    />
                  </Box>
                </Stack>
              )}
              {choose.error && (
                <Box mt="3">
                  <FormAlert message={failureMessage(choose.error)} />
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Button asChild variant="ghost" colorPalette="gold" size="sm">
                <Link to="/promotions" onClick={() => setOpen(false)}>
                  ดูรายละเอียดโปรโมชั่นทั้งหมด
                </Link>
              </Button>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">ปิด</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
