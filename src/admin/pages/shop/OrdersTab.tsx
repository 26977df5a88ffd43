import { Box, Button, Flex, Input, Text } from '@chakra-ui/react';
import { AdminShopCancelBody, AdminShopShipBody } from '@contract/admin-shop';
import { SHOP_ORDER_STATUS_NAMES, SHOP_ORDER_STATUSES, type ShopOrderStatus } from '@contract/shop';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  bangkokTime,
  type Column,
  count,
  DayInput,
  DialogForm,
  FilterBar,
  FormField,
  listPaging,
  Notice,
  PagedTable,
  ReasonDialog,
  Select,
  StatusBadge,
  twoLines,
  useCheckedMutation,
  useManages,
  useNotice,
  useView,
} from '../../app/kit';
import { type Order, ordersQuery, shopApi, shopKeys } from './api';

const STATUS_FILTER: Record<string, string> = { '': 'ทุกสถานะ', ...SHOP_ORDER_STATUS_NAMES };
const STATUS_COLOURS: Record<ShopOrderStatus, string> = {
  completed: 'green',
  ordered: 'orange',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'gray',
};

function AddressText({ o }: { o: Order }) {
  if (!o.address) return <Text color="gray.500">-</Text>;
  const a = o.address;
  return (
    <Box fontSize="xs" maxW="xs">
      <Text fontWeight="semibold">
        {a.recipient_name} · {a.phone}
      </Text>
      <Text>
        {a.address_line} {a.subdistrict} {a.district} {a.province} {a.postcode}
      </Text>
    </Box>
  );
}

/** Ship an ordered item: carrier and tracking number. */
function ShipDialog({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: (m: string) => void }) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const ship = useCheckedMutation({
    schema: AdminShopShipBody,
    mutationFn: (body) => shopApi.ship(order.id, body),
    invalidate: shopKeys.all,
    onSuccess: () => onDone(`บันทึกการจัดส่งคำสั่ง #${order.id} แล้ว`),
  });
  return (
    <DialogForm
      label="บันทึกการจัดส่ง"
      title={`จัดส่งคำสั่ง #${order.id}`}
      size="sm"
      onClose={onClose}
      onSubmit={() => ship.submit({ carrier, tracking_no: tracking })}
      busy={ship.mutation.isPending}
      confirm="ยืนยันจัดส่ง"
      refusal={ship.failure}
    >
      <Text mb="3">
        {order.gives} ถึง {order.address?.recipient_name}
      </Text>
      <FormField label="บริษัทขนส่ง" error={ship.errors.carrier}>
        <Input
          bg="white"
          aria-label="บริษัทขนส่ง"
          value={carrier}
          onChange={(e) => setCarrier(e.target.value)}
          placeholder="Kerry, Flash, ไปรษณีย์ไทย"
        />
      </FormField>
      <Box mt="3">
        <FormField label="เลขพัสดุ" error={ship.errors.tracking_no}>
          <Input bg="white" aria-label="เลขพัสดุ" value={tracking} onChange={(e) => setTracking(e.target.value)} />
        </FormField>
      </Box>
    </DialogForm>
  );
}

/**
 * Orders (GET /api/admin/shop/orders) by status (default: waiting to ship, oldest first) and days;
 * support ships (carrier and tracking), marks delivered, or cancels with a reason (the points go back
 * once, the stock too). Finance reads. Filters in the address.
 */
export function OrdersTab() {
  const [view, set] = useView('/shell/shop');
  const manages = useManages();
  const list = useQuery(ordersQuery(view));
  const queryClient = useQueryClient();
  const [shipping, setShipping] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const notice = useNotice();
  const done = (message: string) => {
    notice.ok(message);
    void queryClient.invalidateQueries({ queryKey: shopKeys.all });
  };
  const deliver = useMutation({
    mutationFn: (o: Order) => shopApi.deliver(o.id),
    onSuccess: (_d, o) => done(`บันทึกว่าสมาชิกได้รับคำสั่ง #${o.id} แล้ว`),
    onError: notice.fail,
  });
  const cancel = useMutation({
    mutationFn: ({ order, reason }: { order: Order; reason: string }) => shopApi.cancel(order.id, reason),
    onSuccess: (_d, { order }) => {
      setCancelling(null);
      done(`ยกเลิกคำสั่ง #${order.id} และคืน ${count(order.points)} แต้มแล้ว`);
    },
  });
  const columns: Column<Order>[] = [
    { header: 'คำสั่ง', style: { whiteSpace: 'nowrap' }, cell: (o) => twoLines(`#${o.id}`, bangkokTime(o.created_at)) },
    { header: 'สมาชิก', style: { whiteSpace: 'nowrap' }, cell: (o) => `${o.phone} · #${o.member_id}` },
    { header: 'ของรางวัล', cell: (o) => o.gives },
    { header: 'แต้ม', end: true, cell: (o) => count(o.points) },
    { header: 'ที่อยู่จัดส่ง', cell: (o) => <AddressText o={o} /> },
    {
      header: 'สถานะ',
      cell: (o) => (
        <>
          <StatusBadge colour={STATUS_COLOURS[o.status]}>{o.status_name}</StatusBadge>
          {o.tracking_no && (
            <Text fontSize="xs">
              {o.carrier} {o.tracking_no}
            </Text>
          )}
          {o.cancel_reason && (
            <Text fontSize="xs" color="gray.600">
              {o.cancel_reason}
            </Text>
          )}
          {o.updated_by && (
            <Text fontSize="xs" color="gray.500">
              โดย {o.updated_by}
            </Text>
          )}
        </>
      ),
    },
    {
      header: '',
      hidden: !manages,
      cell: (o) => (
        <Flex gap="1" justify="end">
          {o.status === 'ordered' && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="blue"
              aria-label={`จัดส่ง #${o.id}`}
              onClick={() => {
                notice.clear();
                setShipping(o);
              }}
            >
              จัดส่ง
            </Button>
          )}
          {o.status === 'shipped' && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="green"
              aria-label={`ได้รับแล้ว #${o.id}`}
              loading={deliver.isPending && deliver.variables?.id === o.id}
              onClick={() => {
                notice.clear();
                deliver.mutate(o);
              }}
            >
              ได้รับแล้ว
            </Button>
          )}
          {(o.status === 'ordered' || o.status === 'shipped') && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`ยกเลิก #${o.id}`}
              onClick={() => {
                notice.clear();
                cancel.reset();
                setCancelling(o);
              }}
            >
              ยกเลิก
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Box>
      <FilterBar label="ตัวกรองคำสั่งแลก">
        <Select
          label="สถานะ"
          value={view.status}
          options={['', ...SHOP_ORDER_STATUSES]}
          names={STATUS_FILTER}
          onChange={(status) => set({ status, page: 1 })}
          maxW="48"
        />
        <DayInput label="ตั้งแต่วันที่" value={view.from ?? ''} onChange={(from) => set({ from: from || undefined, page: 1 })} />
        <DayInput label="ถึงวันที่" value={view.to ?? ''} onChange={(to) => set({ to: to || undefined, page: 1 })} />
      </FilterBar>
      <Notice notice={notice.value} />
      <PagedTable
        query={list}
        label="คำสั่งแลกของรางวัล"
        empty={view.status === 'ordered' ? 'ไม่มีคำสั่งที่รอจัดส่ง' : 'ไม่พบคำสั่งแลกที่ตรงกับตัวกรอง'}
        columns={columns}
        top
        rowKey={(o) => o.id}
        rowProps={(o) => ({ 'data-testid': `shop-order-${o.id}` })}
        {...listPaging(view, set)}
      />
      {shipping && (
        <ShipDialog
          order={shipping}
          onClose={() => setShipping(null)}
          onDone={(m) => {
            setShipping(null);
            notice.ok(m);
          }}
        />
      )}
      <ReasonDialog
        key={cancelling ? `cancel-${cancelling.id}` : 'none'}
        action={
          cancelling && {
            title: `ยกเลิกคำสั่ง #${cancelling.id}`,
            confirm: 'ยืนยันยกเลิกและคืนแต้ม',
            colour: 'red',
            summary: (
              <Text mb="3">
                {cancelling.gives} ของ {cancelling.phone}: คืน {count(cancelling.points)} แต้มให้สมาชิกและคืนสต็อก
              </Text>
            ),
            schema: AdminShopCancelBody,
          }
        }
        busy={cancel.isPending}
        error={cancel.error}
        onClose={() => setCancelling(null)}
        onConfirm={(body) => cancelling && cancel.mutate({ order: cancelling, reason: body.reason })}
      />
    </Box>
  );
}
