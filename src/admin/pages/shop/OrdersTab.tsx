import { Alert, Badge, Box, Button, Dialog, Field, Flex, Input, Portal, Table, Text } from '@chakra-ui/react';
import { AdminShopCancelBody, AdminShopShipBody } from '@contract/admin-shop';
import { SHOP_ORDER_STATUS_NAMES, SHOP_ORDER_STATUSES, type ShopOrderStatus } from '@contract/shop';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { bangkokTime, Empty, Failure, Loading, Pager } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { FormField, issuesOf, Select, serverFields, useManages } from '../promotions/shared';
import { type ReasonBody, ReasonDialog } from '../rewards/ReasonDialog';
import { type Order, type OrderView, ordersQuery, PAGE_SIZE, shopApi, shopKeys } from './api';

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
  const [local, setLocal] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const ship = useMutation({
    mutationFn: (body: { carrier: string; tracking_no: string }) => shopApi.ship(order.id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      onDone(`บันทึกการจัดส่งคำสั่ง #${order.id} แล้ว`);
    },
  });
  const errors = { ...serverFields(ship.error), ...local };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = AdminShopShipBody.safeParse({ carrier, tracking_no: tracking });
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    ship.mutate(checked.data);
  };
  const refusal = ship.error && Object.keys(serverFields(ship.error)).length === 0 ? failureMessage(ship.error) : null;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label="บันทึกการจัดส่ง">
              <Dialog.Header>
                <Dialog.Title>จัดส่งคำสั่ง #{order.id}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="3">
                  {order.gives} ถึง {order.address?.recipient_name}
                </Text>
                <FormField label="บริษัทขนส่ง" error={errors.carrier}>
                  <Input
                    bg="white"
                    aria-label="บริษัทขนส่ง"
                    value={carrier}
                    onChange={(e) => setCarrier(e.target.value)}
                    placeholder="Kerry, Flash, ไปรษณีย์ไทย"
                  />
                </FormField>
                <Box mt="3">
                  <FormField label="เลขพัสดุ" error={errors.tracking_no}>
                    <Input bg="white" aria-label="เลขพัสดุ" value={tracking} onChange={(e) => setTracking(e.target.value)} />
                  </FormField>
                </Box>
                {refusal && (
                  <Alert.Root status="error" mt="4" borderRadius="md">
                    <Alert.Indicator />
                    <Alert.Title>{refusal}</Alert.Title>
                  </Alert.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={ship.isPending}>
                  ปิด
                </Button>
                <Button type="submit" colorPalette="blue" loading={ship.isPending}>
                  ยืนยันจัดส่ง
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Orders (GET /api/admin/shop/orders) by status (default: waiting to ship, oldest first) and days;
 * support ships (carrier and tracking), marks delivered, or cancels with a reason (the points go back
 * once, the stock too). Finance reads. Filters in the address.
 */
export function OrdersTab() {
  const [view, setView] = useUrlState({ status: 'ordered', from: '', to: '', page: 1 });
  const manages = useManages();
  const list = useQuery(ordersQuery(view as OrderView));
  const queryClient = useQueryClient();
  const [shipping, setShipping] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deliverError, setDeliverError] = useState<string | null>(null);
  const deliver = useMutation({
    mutationFn: (o: Order) => shopApi.deliver(o.id),
    onSuccess: (_d, o) => {
      setNotice(`บันทึกว่าสมาชิกได้รับคำสั่ง #${o.id} แล้ว`);
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
    },
    onError: (err) => {
      setNotice(null);
      setDeliverError(failureMessage(err));
    },
  });
  const cancel = useMutation({
    mutationFn: ({ order, reason }: { order: Order; reason: string }) => shopApi.cancel(order.id, reason),
    onSuccess: (_d, { order }) => {
      setCancelling(null);
      setNotice(`ยกเลิกคำสั่ง #${order.id} และคืน ${order.points.toLocaleString('th-TH')} แต้มแล้ว`);
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
    },
  });
  return (
    <Box>
      <Flex gap="2" mb="4" wrap="wrap" align="end">
        <Select
          label="สถานะ"
          value={view.status}
          options={['', ...SHOP_ORDER_STATUSES]}
          names={STATUS_FILTER}
          onChange={(status) => setView({ status, page: 1 })}
          maxW="48"
        />
        <Field.Root maxW="44">
          <Field.Label fontSize="xs">ตั้งแต่วันที่</Field.Label>
          <Input
            bg="white"
            type="date"
            aria-label="ตั้งแต่วันที่"
            value={view.from}
            onChange={(e) => setView({ from: e.target.value, page: 1 })}
          />
        </Field.Root>
        <Field.Root maxW="44">
          <Field.Label fontSize="xs">ถึงวันที่</Field.Label>
          <Input bg="white" type="date" aria-label="ถึงวันที่" value={view.to} onChange={(e) => setView({ to: e.target.value, page: 1 })} />
        </Field.Root>
      </Flex>
      {notice && (
        <Alert.Root status="success" mb="4" borderRadius="md" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      {deliverError && (
        <Alert.Root status="error" mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{deliverError}</Alert.Title>
        </Alert.Root>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{view.status === 'ordered' ? 'ไม่มีคำสั่งที่รอจัดส่ง' : 'ไม่พบคำสั่งแลกที่ตรงกับตัวกรอง'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="คำสั่งแลกของรางวัล">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>คำสั่ง</Table.ColumnHeader>
                  <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                  <Table.ColumnHeader>ของรางวัล</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">แต้ม</Table.ColumnHeader>
                  <Table.ColumnHeader>ที่อยู่จัดส่ง</Table.ColumnHeader>
                  <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                  {manages && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((o) => (
                  <Table.Row key={o.id} data-testid={`shop-order-${o.id}`}>
                    <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                      <Text>#{o.id}</Text>
                      <Text fontSize="xs" color="gray.600">
                        {bangkokTime(o.created_at)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                      {o.phone} · #{o.member_id}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">{o.gives}</Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end">
                      {o.points.toLocaleString('th-TH')}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <AddressText o={o} />
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Badge colorPalette={STATUS_COLOURS[o.status]} variant="subtle" whiteSpace="nowrap">
                        {o.status_name}
                      </Badge>
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
                    </Table.Cell>
                    {manages && (
                      <Table.Cell verticalAlign="top">
                        <Flex gap="1" justify="end">
                          {o.status === 'ordered' && (
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="blue"
                              aria-label={`จัดส่ง #${o.id}`}
                              onClick={() => {
                                setNotice(null);
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
                                setNotice(null);
                                setDeliverError(null);
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
                                setNotice(null);
                                cancel.reset();
                                setCancelling(o);
                              }}
                            >
                              ยกเลิก
                            </Button>
                          )}
                        </Flex>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager
            page={list.data.page}
            pageSize={list.data.page_size ?? PAGE_SIZE}
            total={list.data.total}
            onPage={(p) => setView({ page: p })}
          />
        </>
      )}
      {shipping && (
        <ShipDialog
          order={shipping}
          onClose={() => setShipping(null)}
          onDone={(m) => {
            setShipping(null);
            setNotice(m);
          }}
        />
      )}
      <ReasonDialog
        key={cancelling ? `cancel-${cancelling.id}` : 'none'}
        action={
          cancelling
            ? {
                title: `ยกเลิกคำสั่ง #${cancelling.id}`,
                confirm: 'ยืนยันยกเลิกและคืนแต้ม',
                colour: 'red',
                summary: (
                  <Text mb="3">
                    {cancelling.gives} ของ {cancelling.phone}: คืน {cancelling.points.toLocaleString('th-TH')} แต้มให้สมาชิกและคืนสต็อก
                  </Text>
                ),
                schema: AdminShopCancelBody,
              }
            : null
        }
        busy={cancel.isPending}
        error={cancel.error}
        onClose={() => setCancelling(null)}
        onConfirm={(body: ReasonBody) => cancelling && cancel.mutate({ order: cancelling, reason: body.reason })}
      />
    </Box>
  );
}
