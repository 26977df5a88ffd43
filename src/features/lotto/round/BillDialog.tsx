import { Alert, Button, CloseButton, Dialog, Flex, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { BetType } from '@contract/lotto';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { formatMoney } from '@/lib/format';
import { useNetworkGate } from '@/lib/network';
import { billDetailQuery } from '../queries';
import { BillDetailView } from './BillDetailView';
import { BillLines, checkedFor } from './BillLines';
import { billTotals, type Limited } from './bill';
import type { BillFlow } from './useBill';

/** What the lotto dialog shows: the bill being bought, or one of the member's bills. */
export type DialogView = { kind: 'review' } | { kind: 'bill'; billId: number };

type Props = {
  view: DialogView | null;
  onClose: () => void;
  flow: BillFlow;
  rates: ReadonlyMap<BetType, number>;
  limited: ReadonlyMap<string, Limited>;
};

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Flex justify="space-between" gap="3">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight={strong ? 'bold' : 'medium'} color={strong ? 'gold.fg' : 'fg'} data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

/** The bill being bought: items to edit, the server's checks, and the confirm button. */
function Review({ flow, rates, limited }: Omit<Props, 'view' | 'onClose'>) {
  const { input, checked, validated, validate, create } = flow;
  const estimate = billTotals(input.lines, rates, limited);
  const refused = input.lines.some((l) => checkedFor(l, checked?.items)?.status === 'refused');
  const v = validated?.validation;
  const error = create.error ?? validate.error;
  return (
    <Stack gap="4">
      {error && (
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{error.message}</Alert.Title>
        </Alert.Root>
      )}
      {v && v.adjusted_count > 0 && (
        <Alert.Root status="warning" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>มีรายการที่ถูกปรับยอดตามเงื่อนไข ยืนยันแทงจะซื้อตามยอดที่ปรับแล้ว</Alert.Title>
        </Alert.Root>
      )}
      {validate.isPending && (
        <Flex align="center" gap="2" color="fg.muted" role="status">
          <Spinner size="sm" /> กำลังตรวจสอบโพย…
        </Flex>
      )}
      <BillLines
        lines={input.lines}
        rates={rates}
        limited={limited}
        checked={checked?.items}
        onAmount={flow.setAmount}
        onRemove={flow.remove}
        disabled={create.isPending}
      />
      {refused && (
        <Button variant="outline" colorPalette="red" onClick={flow.removeRefused}>
          ลบรายการที่แทงไม่ได้
        </Button>
      )}
      {!v && !validate.isPending && input.lines.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {estimate.missing > 0 ? `กรุณาใส่ราคาให้ครบ (ยังไม่มีราคา ${estimate.missing} รายการ)` : 'โพยมีการแก้ไข กรุณาตรวจสอบโพยอีกครั้งก่อนยืนยัน'}
        </Text>
      )}
    </Stack>
  );
}

/** The totals, always in sight under the items: the server's once validated, else the estimate. */
function ReviewSummary({ flow, rates, limited }: Omit<Props, 'view' | 'onClose'>) {
  const estimate = billTotals(flow.input.lines, rates, limited);
  const v = flow.validated?.validation;
  return (
    <Stack gap="0.5" w="full" fontSize="sm" aria-label="สรุปโพย">
      <Row
        label={`ยอดแทงรวม (${v ? v.item_count : estimate.count} รายการ)`}
        value={`${formatMoney(v ? v.total_amount : estimate.total)} บาท`}
        strong
        testId="bill-total"
      />
      <Row label="ถ้าถูกทุกรายการได้รับ" value={`${formatMoney(v ? v.total_potential_win : estimate.potentialWin)} บาท`} />
      {v?.balance !== null && v?.balance !== undefined && <Row label="ยอดเงินคงเหลือ" value={`${formatMoney(v.balance)} บาท`} />}
      {v && !v.enough_balance && (
        <Flex align="center" justify="space-between" gap="2" mt="1" color="fg.warning" role="alert">
          <Text>ยอดเงินไม่พอสำหรับโพยนี้</Text>
          <Button asChild size="xs" colorPalette="gold">
            <Link to="/member/deposit">ฝากเงิน</Link>
          </Button>
        </Flex>
      )}
    </Stack>
  );
}

function ReviewActions({ flow, onClose }: { flow: BillFlow; onClose: () => void }) {
  const { validated, validate, create, items, input } = flow;
  const gate = useNetworkGate();
  if (validated) {
    const ok = validated.validation.enough_balance;
    return (
      <>
        <Button variant="outline" onClick={onClose} disabled={create.isPending}>
          แก้ไขโพย
        </Button>
        <Button
          colorPalette="gold"
          loading={create.isPending}
          loadingText="กำลังแทง…"
          disabled={!ok || gate.disabled}
          title={gate.reason}
          onClick={() => flow.buy(validated)}
        >
          ยืนยันแทง
        </Button>
      </>
    );
  }
  return (
    <>
      <Button variant="outline" onClick={onClose}>
        ปิด
      </Button>
      <Button
        colorPalette="green"
        loading={validate.isPending}
        disabled={!items || input.lines.length === 0}
        onClick={() => items && validate.mutate(items)}
      >
        ตรวจสอบโพยอีกครั้ง
      </Button>
    </>
  );
}

function StoredBill({ billId }: { billId: number }) {
  return (
    <QueryBoundary fallback={<Spinner />}>
      <StoredBillView billId={billId} />
    </QueryBoundary>
  );
}

function StoredBillView({ billId }: { billId: number }) {
  return <BillDetailView bill={useSuspenseQuery(billDetailQuery(billId)).data} />;
}

/**
 * The lotto dialog (docs/product.md "Lotto dialog"): the bill's items (number, rate, amount input, remove) with the
 * validation, the confirmation, and afterwards the bill with its won/lost result card.
 */
export function BillDialog({ view, onClose, flow, rates, limited }: Props) {
  const created = view?.kind === 'review' ? flow.created : null;
  const title = created ? 'แทงหวยสำเร็จ' : view?.kind === 'bill' ? 'รายละเอียดโพย' : 'ตรวจสอบโพย';
  const close = () => {
    if (created) flow.dismissCreated();
    onClose();
  };
  return (
    <Dialog.Root open={view !== null} onOpenChange={(e) => !e.open && close()} size="md" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Full screen on a phone, a centred dialog from 600 px (a responsive `size` would keep the full height). */}
          <Dialog.Content
            bg="bg.panel"
            maxW={{ base: '100dvw', sm: 'lg' }}
            minH={{ base: '100dvh', sm: 'auto' }}
            maxH={{ base: '100dvh', sm: 'calc(100% - 7.5rem)' }}
            m={{ base: '0', sm: 'auto' }}
            rounded={{ base: '0', sm: 'l3' }}
          >
            <Dialog.Header>
              <Dialog.Title color="gold.fg">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="ปิด" />
            </Dialog.CloseTrigger>
            <Dialog.Body pb="4">
              {created ? (
                <BillDetailView bill={created} />
              ) : view?.kind === 'bill' ? (
                <StoredBill billId={view.billId} />
              ) : (
                <Review flow={flow} rates={rates} limited={limited} />
              )}
            </Dialog.Body>
            <Dialog.Footer gap="2" flexWrap="wrap" borderTopWidth="1px" borderColor="border.muted" pt="3">
              {created || view?.kind === 'bill' ? (
                <>
                  <Button asChild variant="outline" colorPalette="gold">
                    <Link to="/lotto/bills">ดูโพยทั้งหมด</Link>
                  </Button>
                  <Button colorPalette="gold" onClick={close}>
                    {created ? 'แทงต่อ' : 'ปิด'}
                  </Button>
                </>
              ) : (
                <>
                  <ReviewSummary flow={flow} rates={rates} limited={limited} />
                  <ReviewActions flow={flow} onClose={close} />
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
