import { Alert, Badge, Box, Button, Checkbox, Dialog, Flex, Input, Portal, SimpleGrid, Table, Text, Textarea } from '@chakra-ui/react';
import { AdminShopItemCreateBody, AdminShopItemUpdateBody, AdminShopStockBody } from '@contract/admin-shop';
import { VIP_LEVEL_NAMES } from '@contract/rewards';
import { SHOP_ILLUSTRATION_NAMES, SHOP_ILLUSTRATIONS, SHOP_ITEM_KIND_NAMES, SHOP_ITEM_KINDS, type ShopItemKind } from '@contract/shop';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { bangkokTime, Empty, Failure, Loading } from '../../app/ui';
import {
  FormField,
  fromBangkokInput,
  issuesOf,
  num,
  numOrNull,
  Select,
  serverFields,
  str,
  toBangkokInput,
  useManages,
} from '../promotions/shared';
import { type Item, itemsQuery, shopApi, shopKeys } from './api';

const points = (n: number) => n.toLocaleString('th-TH', { maximumFractionDigits: 2 });

function valueText(i: Item) {
  if (i.kind === 'physical') return '-';
  return i.gives;
}

type Draft = {
  name: string;
  description: string;
  image: string;
  kind: ShopItemKind;
  points_cost: string;
  value: string;
  turnover_multiplier: string;
  stock: string;
  unlimited_stock: boolean;
  per_member_limit: string;
  starts_at: string;
  ends_at: string;
  min_vip_level: string;
  active: boolean;
  sort: string;
};

const draftOf = (i: Item | null): Draft => ({
  name: i?.name ?? '',
  description: i?.description ?? '',
  image: i?.image ?? 'gift',
  kind: i?.kind ?? 'credit',
  points_cost: str(i?.points_cost),
  value: str(i?.value),
  turnover_multiplier: str(i?.turnover_multiplier ?? 0),
  stock: '',
  unlimited_stock: i ? i.stock === null : true,
  per_member_limit: str(i?.per_member_limit),
  starts_at: toBangkokInput(i?.starts_at),
  ends_at: toBangkokInput(i?.ends_at),
  min_vip_level: String(i?.min_vip_level ?? 0),
  active: i?.active ?? true,
  sort: String(i?.sort ?? 0),
});

/** Create or edit an item; the contract's schema checks the form first, the server's 422 shows beside each field. */
function ItemDialog({ item, onClose, onSaved }: { item: Item | null; onClose: () => void; onSaved: (message: string) => void }) {
  const [d, setD] = useState<Draft>(() => draftOf(item));
  const [local, setLocal] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: unknown) =>
      item ? shopApi.update(item.id, body as AdminShopItemUpdateBody) : shopApi.create(body as AdminShopItemCreateBody),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      onSaved(item ? `บันทึก ${saved?.name ?? d.name} แล้ว` : `เพิ่ม ${saved?.name ?? d.name} แล้ว`);
    },
  });
  const errors = { ...serverFields(save.error), ...local };
  const set = (patch: Partial<Draft>) => {
    setD({ ...d, ...patch });
    setLocal({});
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const common = {
      name: d.name,
      description: d.description,
      image: d.image.trim(),
      kind: d.kind,
      points_cost: num(d.points_cost),
      value: d.kind === 'physical' ? null : num(d.value),
      turnover_multiplier: d.kind === 'credit' ? (num(d.turnover_multiplier) ?? 0) : 0,
      per_member_limit: numOrNull(d.per_member_limit),
      starts_at: fromBangkokInput(d.starts_at),
      ends_at: fromBangkokInput(d.ends_at),
      min_vip_level: Number(d.min_vip_level),
      active: d.active,
      sort: num(d.sort) ?? 0,
    };
    const schema = item ? AdminShopItemUpdateBody : AdminShopItemCreateBody;
    const body = item ? { ...common, unlimited_stock: d.unlimited_stock } : { ...common, stock: d.unlimited_stock ? null : num(d.stock) };
    const checked = schema.safeParse(body);
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    save.mutate(checked.data);
  };
  const field = (key: keyof Draft, label: string, help?: string, props: Record<string, unknown> = {}) => (
    <FormField label={label} error={errors[key]} help={help}>
      <Input
        bg="white"
        value={String(d[key])}
        onChange={(e) => set({ [key]: e.target.value } as Partial<Draft>)}
        aria-label={label}
        {...props}
      />
    </FormField>
  );
  const refusal = save.error && Object.keys(serverFields(save.error)).length === 0 ? failureMessage(save.error) : null;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label="ข้อมูลของรางวัล">
              <Dialog.Header>
                <Dialog.Title>{item ? `แก้ไข ${item.name}` : 'เพิ่มของรางวัล'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {field('name', 'ชื่อของรางวัล')}
                  <FormField label="ประเภท" error={errors.kind}>
                    <Select
                      label="ประเภท"
                      value={d.kind}
                      options={SHOP_ITEM_KINDS}
                      names={SHOP_ITEM_KIND_NAMES}
                      onChange={(kind) => set({ kind })}
                      maxW="full"
                    />
                  </FormField>
                  {field('points_cost', 'แต้มที่ใช้แลก (ต่อชิ้น)', undefined, { inputMode: 'decimal' })}
                  {d.kind !== 'physical' &&
                    field('value', d.kind === 'credit' ? 'มูลค่าเครดิต (บาท)' : 'จำนวนฟรีสปิน (ครั้ง)', undefined, { inputMode: 'decimal' })}
                  {d.kind === 'credit' && field('turnover_multiplier', 'ทำเทิร์นกี่เท่า', '0 = ไม่ติดเทิร์น', { inputMode: 'decimal' })}
                  {field('per_member_limit', 'แลกได้ต่อคน (ชิ้น)', 'เว้นว่าง = ไม่จำกัด', { inputMode: 'numeric' })}
                  <FormField
                    label="สต็อก"
                    error={errors.stock ?? errors.unlimited_stock}
                    help={item ? 'ปรับจำนวนด้วยปุ่ม "ปรับสต็อก"' : undefined}
                  >
                    <Flex gap="3" align="center">
                      <Checkbox.Root checked={d.unlimited_stock} onCheckedChange={(e) => set({ unlimited_stock: e.checked === true })}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>ไม่จำกัดจำนวน</Checkbox.Label>
                      </Checkbox.Root>
                      {!item && !d.unlimited_stock && (
                        <Input
                          bg="white"
                          maxW="32"
                          inputMode="numeric"
                          aria-label="จำนวนสต็อกเริ่มต้น"
                          value={d.stock}
                          onChange={(e) => set({ stock: e.target.value })}
                        />
                      )}
                    </Flex>
                  </FormField>
                  <FormField label="ระดับ VIP ขั้นต่ำ" error={errors.min_vip_level}>
                    <Select
                      label="ระดับ VIP ขั้นต่ำ"
                      value={d.min_vip_level}
                      options={['0', '1', '2']}
                      names={{ 0: VIP_LEVEL_NAMES[0], 1: VIP_LEVEL_NAMES[1], 2: VIP_LEVEL_NAMES[2] }}
                      onChange={(v) => set({ min_vip_level: v })}
                      maxW="full"
                    />
                  </FormField>
                  {field('starts_at', 'เริ่มแลกได้ (เวลาไทย)', 'เว้นว่าง = ทันที', { type: 'datetime-local' })}
                  {field('ends_at', 'สิ้นสุด (เวลาไทย)', 'เว้นว่าง = ไม่มีกำหนด', { type: 'datetime-local' })}
                  {field(
                    'image',
                    'รูปภาพ',
                    `ลิงก์ https:// หรือ /images/... หรือภาพในระบบ: ${SHOP_ILLUSTRATIONS.map((k) => `${k} (${SHOP_ILLUSTRATION_NAMES[k]})`).join(', ')}`,
                  )}
                  {field('sort', 'ลำดับการแสดง', undefined, { inputMode: 'numeric' })}
                </SimpleGrid>
                <Box mt="3">
                  <FormField label="รายละเอียด" error={errors.description}>
                    <Textarea
                      bg="white"
                      rows={2}
                      value={d.description}
                      aria-label="รายละเอียด"
                      onChange={(e) => set({ description: e.target.value })}
                    />
                  </FormField>
                </Box>
                <Checkbox.Root mt="3" checked={d.active} onCheckedChange={(e) => set({ active: e.checked === true })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>เปิดให้แลก</Checkbox.Label>
                </Checkbox.Root>
                {refusal && (
                  <Alert.Root status="error" mt="4" borderRadius="md">
                    <Alert.Indicator />
                    <Alert.Title>{refusal}</Alert.Title>
                  </Alert.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={save.isPending}>
                  ปิด
                </Button>
                <Button type="submit" colorPalette="blue" loading={save.isPending}>
                  บันทึก
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Add or remove units (never below zero, audited). */
function StockDialog({ item, onClose, onSaved }: { item: Item; onClose: () => void; onSaved: (message: string) => void }) {
  const [delta, setDelta] = useState('');
  const [note, setNote] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: { delta: number; note?: string }) => shopApi.stock(item.id, body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      onSaved(`ปรับสต็อก ${item.name} แล้ว เหลือ ${saved?.stock ?? '-'} ชิ้น`);
    },
  });
  const errors = { ...serverFields(save.error), ...local };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = AdminShopStockBody.safeParse({ delta: num(delta), note: note.trim() || undefined });
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    save.mutate(checked.data);
  };
  const refusal = save.error && Object.keys(serverFields(save.error)).length === 0 ? failureMessage(save.error) : null;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label="ปรับสต็อก">
              <Dialog.Header>
                <Dialog.Title>ปรับสต็อก {item.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="3">คงเหลือ {item.stock ?? 'ไม่จำกัด'} ชิ้น</Text>
                <FormField label="เพิ่ม (+) หรือลด (-) กี่ชิ้น" error={errors.delta}>
                  <Input bg="white" inputMode="numeric" aria-label="จำนวนที่ปรับ" value={delta} onChange={(e) => setDelta(e.target.value)} />
                </FormField>
                <Box mt="3">
                  <FormField label="หมายเหตุ (ไม่บังคับ)" error={errors.note}>
                    <Input bg="white" aria-label="หมายเหตุ" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
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
                <Button variant="outline" onClick={onClose} disabled={save.isPending}>
                  ปิด
                </Button>
                <Button type="submit" colorPalette="blue" loading={save.isPending}>
                  ยืนยันปรับสต็อก
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Every item with its cost, value, stock, limit, window and figures; support adds, edits and moves stock. */
export function ItemsTab() {
  const manages = useManages();
  const list = useQuery(itemsQuery);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [stocking, setStocking] = useState<Item | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Box>
      <Flex mb="4" gap="2" align="center">
        <Text color="gray.600" fontSize="sm">
          ของรางวัลที่สมาชิกใช้แต้มแลกได้ที่หน้า "แลกของรางวัล"
        </Text>
        <Box flex="1" />
        {manages && (
          <Button
            colorPalette="blue"
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            เพิ่มของรางวัล
          </Button>
        )}
      </Flex>
      {notice && (
        <Alert.Root status="success" mb="4" borderRadius="md" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>ยังไม่มีของรางวัล</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="ของรางวัล">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>ของรางวัล</Table.ColumnHeader>
                <Table.ColumnHeader>ประเภท</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">แต้ม</Table.ColumnHeader>
                <Table.ColumnHeader>ได้รับ</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">สต็อก</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ต่อคน</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">แลกแล้ว</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">รอจัดส่ง</Table.ColumnHeader>
                <Table.ColumnHeader>ช่วงเวลา</Table.ColumnHeader>
                <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                {manages && <Table.ColumnHeader />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.items.map((i) => (
                <Table.Row key={i.id} data-testid={`shop-item-${i.id}`}>
                  <Table.Cell>
                    <Text fontWeight="semibold">{i.name}</Text>
                    <Text fontSize="xs" color="gray.600">
                      #{i.id} · {i.min_vip_level > 0 ? `${i.min_vip_name} ขึ้นไป` : 'ทุกระดับ'}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{i.kind_name}</Table.Cell>
                  <Table.Cell textAlign="end">{points(i.points_cost)}</Table.Cell>
                  <Table.Cell>
                    {valueText(i)}
                    {i.turnover_multiplier > 0 ? ` (เทิร์น ${i.turnover_multiplier} เท่า)` : ''}
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-testid="stock">
                    {i.stock === null ? 'ไม่จำกัด' : i.stock}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{i.per_member_limit ?? '-'}</Table.Cell>
                  <Table.Cell textAlign="end">{i.redeemed}</Table.Cell>
                  <Table.Cell textAlign="end">{i.to_ship}</Table.Cell>
                  <Table.Cell fontSize="xs" whiteSpace="nowrap">
                    {i.starts_at ? bangkokTime(i.starts_at) : 'ทันที'} - {i.ends_at ? bangkokTime(i.ends_at) : 'ไม่มีกำหนด'}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={i.sold_out ? 'red' : i.active ? 'green' : 'gray'} variant="subtle">
                      {i.sold_out ? 'หมด' : i.active ? 'เปิด' : 'ปิด'}
                    </Badge>
                  </Table.Cell>
                  {manages && (
                    <Table.Cell>
                      <Flex gap="1" justify="end">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`แก้ไข ${i.name}`}
                          onClick={() => {
                            setNotice(null);
                            setEditing(i);
                          }}
                        >
                          แก้ไข
                        </Button>
                        {i.stock !== null && (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`ปรับสต็อก ${i.name}`}
                            onClick={() => {
                              setNotice(null);
                              setStocking(i);
                            }}
                          >
                            ปรับสต็อก
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
      )}
      {editing && (
        <ItemDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setEditing(null);
            setNotice(m);
          }}
        />
      )}
      {stocking && (
        <StockDialog
          item={stocking}
          onClose={() => setStocking(null)}
          onSaved={(m) => {
            setStocking(null);
            setNotice(m);
          }}
        />
      )}
    </Box>
  );
}
