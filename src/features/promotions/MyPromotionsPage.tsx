import { Alert, Badge, Box, Button, Container, Dialog, Flex, Grid, Heading, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  type ActiveRequirement,
  FORFEIT_RULE_NAMES,
  type GrantOutcome,
  type MemberPromotionsData,
  type PromotionHistoryItem,
} from '@contract/promotions';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { LabelRow } from '@/components/data/LabelRow';
import { FormAlert } from '@/components/form';
import { Panel } from '@/components/Panel';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { TOAST_MS, toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { failureMessage } from '@/lib/api-error';
import { newRequestKey } from '@/lib/request-key';
import { promotionDialogAtom } from '@/state/ui';
import { promotionsApi } from './api';
import { ProgressBar, percentText } from './ProgressBar';
import { memberPromotionsQuery, promotionKeys, promotionListQuery } from './queries';
import { baht, thaiDateTime } from './terms';
import { Weights } from './Weights';

const OUTCOME_COLORS: Record<GrantOutcome, string> = { refused: 'gray', active: 'yellow', met: 'green', forfeited: 'red' };

function CancelDialog({ r, open, onClose }: { r: ActiveRequirement; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const keyRef = useRef<string | null>(null);
  const cancel = useMutation({
    mutationFn: async () => {
      keyRef.current ??= newRequestKey();
      return promotionsApi.cancel({ requirement_id: r.id, idempotency_key: keyRef.current });
    },
    onSuccess: (data) => {
      keyRef.current = null;
      onClose();
      toaster.create({
        type: 'success',
        title: 'ยกเลิกโปรโมชั่นแล้ว',
        description:
          data.forfeited > 0
            ? `หักคืน ${baht(data.forfeited)} บาท ยอดเงินคงเหลือ ${baht(data.balance)} บาท`
            : `ยอดเงินคงเหลือ ${baht(data.balance)} บาท`,
        duration: TOAST_MS,
      });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.memberRoot });
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['member', 'withdraw'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'statement'] });
    },
    onError: () => {
      // A refusal (already ended) is final: the next try is a new request; the page reads the state again.
      void queryClient.invalidateQueries({ queryKey: promotionKeys.me });
    },
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !cancel.isPending) {
          cancel.reset();
          onClose();
        }
      }}
      role="alertdialog"
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content bg="bg.subtle" data-testid="cancel-dialog">
            <Dialog.Header>
              <Dialog.Title>ยกเลิกโปรโมชั่น {r.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>เมื่อยกเลิกแล้ว เงื่อนไขของโปรโมชั่นนี้จะสิ้นสุดทันที และถอนเงินได้ตามปกติ</Text>
                <Box rounded="lg" bg="red.950/40" borderWidth="1px" borderColor="red.800" p="3">
                  <Text fontSize="sm" color="fg.muted">
                    ยอดที่จะถูกหักคืน ({FORFEIT_RULE_NAMES[r.forfeit_rule]})
                  </Text>
                  <Text fontSize="2xl" fontWeight="bold" color="red.300" data-testid="cancel-forfeit">
                    {baht(r.cancel_forfeit)} บาท
                  </Text>
                </Box>
                <FormAlert message={cancel.error ? failureMessage(cancel.error) : null} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={cancel.isPending} onClick={onClose}>
                ไม่ยกเลิก
              </Button>
              <Button colorPalette="red" loading={cancel.isPending} loadingText="กำลังยกเลิก" onClick={() => cancel.mutate()}>
                ยืนยันยกเลิก
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** One active requirement: progress, what is left, the terms that matter now, and cancel. */
function RequirementCard({ r }: { r: ActiveRequirement }) {
  const [confirm, setConfirm] = useState(false);
  const balance = r.kind === 'balance';
  return (
    <Box
      as="article"
      aria-label={r.title}
      rounded="2xl"
      p={{ base: '4', sm: '6' }}
      bgGradient="to-br"
      gradientFrom="gold.950"
      gradientTo="bg.panel"
      borderWidth="1px"
      borderColor="gold.800"
    >
      <Flex justify="space-between" align="start" gap="3" mb="3">
        <Box minW="0">
          <Badge colorPalette="gold" variant="subtle" mb="1">
            {r.source_name}
          </Badge>
          <Heading as="h3" size="md">
            {r.title}
          </Heading>
        </Box>
        <Text fontSize="2xl" fontWeight="bold" color="gold.300" flexShrink={0} data-testid="requirement-percent">
          {percentText(r.percent_done)}
        </Text>
      </Flex>
      <ProgressBar percent={r.percent_done} label={`ความคืบหน้า ${r.title}`} />
      <Flex justify="space-between" fontSize="sm" color="fg.muted" mt="1.5" gap="2" wrap="wrap">
        <Text>
          {balance ? 'ยอดเงินตอนนี้' : 'ทำเทิร์นแล้ว'} {baht(r.done)} / {baht(r.required)} บาท
        </Text>
        <Text color="gold.200" fontWeight="semibold" data-testid="requirement-remaining">
          {balance ? `ขาดอีก ${baht(r.remaining)} บาท` : `เหลืออีก ${baht(r.remaining)} บาท`}
        </Text>
      </Flex>
      <Box mt="3">
        {!balance && <Weights weights={r.weights} />}
        {r.bonus > 0 && <LabelRow label="โบนัสที่ได้รับ">{baht(r.bonus)} บาท</LabelRow>}
        <LabelRow label="ถอนได้สูงสุด">{r.max_withdrawal === null ? 'ไม่จำกัด' : `${baht(r.max_withdrawal)} บาท`}</LabelRow>
        <LabelRow label="หมดเวลา">{r.expires_at ? thaiDateTime(r.expires_at) : 'ไม่มีกำหนด'}</LabelRow>
        {r.balance_floor > 0 && <LabelRow label="สิ้นสุดเมื่อยอดเงินต่ำกว่า">{baht(r.balance_floor)} บาท</LabelRow>}
        <LabelRow label="เริ่มเมื่อ">{thaiDateTime(r.started_at)}</LabelRow>
      </Box>
      <Button mt="4" variant="outline" colorPalette="red" size="sm" onClick={() => setConfirm(true)}>
        ยกเลิกโปรโมชั่น
      </Button>
      <CancelDialog r={r} open={confirm} onClose={() => setConfirm(false)} />
    </Box>
  );
}

function HistoryRow({ h }: { h: PromotionHistoryItem }) {
  return (
    <Box as="li" listStyleType="none" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Flex justify="space-between" align="start" gap="3">
        <Box minW="0">
          <Text fontWeight="semibold">{h.title}</Text>
          <Text fontSize="xs" color="fg.muted">
            {thaiDateTime(h.created_at)}
            {h.ended_at ? ` · สิ้นสุด ${thaiDateTime(h.ended_at)}` : ''}
          </Text>
        </Box>
        <Badge colorPalette={OUTCOME_COLORS[h.outcome]} variant="subtle" flexShrink={0}>
          {h.outcome_name}
        </Badge>
      </Flex>
      <Flex gap="4" fontSize="sm" mt="1" wrap="wrap">
        <Text>ยอดฝาก {baht(h.deposit_amount)} บาท</Text>
        <Text color={h.bonus > 0 ? 'green.300' : 'fg.muted'}>โบนัส {baht(h.bonus)} บาท</Text>
        {h.forfeited_amount > 0 && <Text color="red.300">หักคืน {baht(h.forfeited_amount)} บาท</Text>}
      </Flex>
      {h.reason && (
        <Text fontSize="sm" color={h.outcome === 'refused' ? 'orange.300' : 'fg.muted'} mt="1">
          {h.reason}
        </Text>
      )}
    </Box>
  );
}

function Choice({ data }: { data: MemberPromotionsData }) {
  const c = data.choice;
  const openDialog = useSetAtom(promotionDialogAtom);
  const list = useQuery(promotionListQuery(true));
  const title = c?.promotion_id ? list.data?.promotions.find((p) => p.id === c.promotion_id)?.title : undefined;
  const label =
    !c || c.promotion_id === null
      ? 'ไม่รับโปรโมชั่น'
      : [title ?? 'โปรโมชั่นที่เลือกไว้', c.coupon_code_masked ? `(คูปอง ${c.coupon_code_masked})` : ''].filter(Boolean).join(' ');
  return (
    <Flex
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      gap="3"
      direction={{ base: 'column', sm: 'row' }}
      bg="bg.panel"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      px="4"
      py="3"
    >
      <Box>
        <Text fontSize="xs" color="fg.muted">
          โปรโมชั่นสำหรับการฝากครั้งถัดไป
        </Text>
        <Text fontWeight="semibold" data-testid="next-choice">
          {label}
        </Text>
      </Box>
      <Flex gap="2">
        <Button variant="outline" colorPalette="gold" size="sm" flex={{ base: '1', sm: 'none' }} onClick={() => openDialog(true)}>
          เปลี่ยน
        </Button>
        <Button asChild colorPalette="gold" size="sm" flex={{ base: '1', sm: 'none' }}>
          <Link to="/member/deposit">ฝากเงิน</Link>
        </Button>
      </Flex>
    </Flex>
  );
}

function MyPromotions() {
  const data = useSuspenseQuery(memberPromotionsQuery).data;
  return (
    <Stack gap={{ base: '4', sm: '5' }}>
      {data.withdraw_cap && (
        <Alert.Root status="info" rounded="xl" data-testid="withdraw-cap">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>ถอนได้สูงสุด {baht(data.withdraw_cap.max_withdrawal)} บาท</Alert.Title>
            <Alert.Description fontSize="sm">{data.withdraw_cap.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '4', sm: '5' }} alignItems="start">
        <Stack gap={{ base: '4', sm: '5' }} minW="0">
          {data.active.length > 0 ? (
            data.active.map((r) => <RequirementCard key={r.id} r={r} />)
          ) : (
            <Panel title="โปรโมชั่นที่กำลังทำอยู่">
              <Text color="fg.muted">ไม่มีโปรโมชั่นที่ต้องทำเทิร์น ถอนเงินได้ตามปกติ</Text>
            </Panel>
          )}
          <Choice data={data} />
        </Stack>
        <Panel title="ประวัติโปรโมชั่น">
          {data.history.length === 0 ? (
            <Text color="fg.muted">ยังไม่มีประวัติการรับโปรโมชั่น</Text>
          ) : (
            <Box as="ul" m="0" p="0" aria-label="ประวัติโปรโมชั่น">
              {data.history.map((h) => (
                <HistoryRow key={h.id} h={h} />
              ))}
            </Box>
          )}
        </Panel>
      </Grid>
    </Stack>
  );
}

/** /member/promotions: the active requirement(s) with progress and cancel, the withdrawal cap, the history. */
export function MyPromotionsPage() {
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb="4">
        โปรโมชั่นของฉัน
      </Heading>
      <QueryBoundary
        fallback={
          <Stack gap="4">
            <Skeleton h="64" rounded="2xl" />
            <Skeleton h="40" rounded="2xl" />
          </Stack>
        }
      >
        <MyPromotions />
      </QueryBoundary>
    </Container>
  );
}
