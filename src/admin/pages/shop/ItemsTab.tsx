import { Box, Button, Checkbox, Flex, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { AdminShopItemCreateBody, AdminShopItemUpdateBody, AdminShopStockBody } from '@contract/admin-shop';
import { VIP_LEVEL_NAMES } from '@contract/rewards';
import { SHOP_ILLUSTRATION_NAMES, SHOP_ILLUSTRATIONS, SHOP_ITEM_KIND_NAMES, SHOP_ITEM_KINDS, type ShopItemKind } from '@contract/shop';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import {
  bangkokTime,
  type Column,
  count,
  DataTable,
  DialogForm,
  FormField,
  fromBangkokInput,
  Loaded,
  Notice,
  num,
  numOrNull,
  Select,
  StatusBadge,
  str,
  toBangkokInput,
  twoLines,
  useCheckedMutation,
  useManages,
  useNotice,
} from '../../app/kit';
import { type Item, itemsQuery, shopApi, shopKeys } from './api';

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
  const schema: z.ZodType<AdminShopItemCreateBody | AdminShopItemUpdateBody> = item ? AdminShopItemUpdateBody : AdminShopItemCreateBody;
  const save = useCheckedMutation({
    schema,
    mutationFn: (body) =>
      item ? shopApi.update(item.id, body as AdminShopItemUpdateBody) : shopApi.create(body as AdminShopItemCreateBody),
    invalidate: shopKeys.all,
    onSuccess: (saved) => onSaved(item ? `บันทึก ${saved?.name ?? d.name} แล้ว` : `เพิ่ม ${saved?.name ?? d.name} แล้ว`),
  });
  const errors = save.errors;
  const set = (patch: Partial<Draft>) => setD({ ...d, ...patch });
  const submit = () => {
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
    save.submit(item ? { ...common, unlimited_stock: d.unlimited_stock } : { ...common, stock: d.unlimited_stock ? null : num(d.stock) });
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
  return (
    <DialogForm
      label="ข้อมูลของรางวัล"
      title={item ? `แก้ไข ${item.name}` : 'เพิ่มของรางวัล'}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      busy={save.mutation.isPending}
      confirm="บันทึก"
      refusal={save.failure}
    >
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
        <FormField label="สต็อก" error={errors.stock ?? errors.unlimited_stock} help={item ? 'ปรับจำนวนด้วยปุ่ม "ปรับสต็อก"' : undefined}>
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
    </DialogForm>
  );
}

/** Add or remove units (never below zero, audited). */
function StockDialog({ item, onClose, onSaved }: { item: Item; onClose: () => void; onSaved: (message: string) => void }) {
  const [delta, setDelta] = useState('');
  const [note, setNote] = useState('');
  const save = useCheckedMutation({
    schema: AdminShopStockBody,
    mutationFn: (body) => shopApi.stock(item.id, body),
    invalidate: shopKeys.all,
    onSuccess: (saved) => onSaved(`ปรับสต็อก ${item.name} แล้ว เหลือ ${saved?.stock ?? '-'} ชิ้น`),
  });
  return (
    <DialogForm
      label="ปรับสต็อก"
      title={`ปรับสต็อก ${item.name}`}
      size="sm"
      onClose={onClose}
      onSubmit={() => save.submit({ delta: num(delta), note: note.trim() || undefined })}
      busy={save.mutation.isPending}
      confirm="ยืนยันปรับสต็อก"
      refusal={save.failure}
    >
      <Text mb="3">คงเหลือ {item.stock ?? 'ไม่จำกัด'} ชิ้น</Text>
      <FormField label="เพิ่ม (+) หรือลด (-) กี่ชิ้น" error={save.errors.delta}>
        <Input bg="white" inputMode="numeric" aria-label="จำนวนที่ปรับ" value={delta} onChange={(e) => setDelta(e.target.value)} />
      </FormField>
      <Box mt="3">
        <FormField label="หมายเหตุ (ไม่บังคับ)" error={save.errors.note}>
          <Input bg="white" aria-label="หมายเหตุ" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
        </FormField>
      </Box>
    </DialogForm>
  );
}

/** Every item with its cost, value, stock, limit, window and figures; support adds, edits and moves stock. */
export function ItemsTab() {
  const manages = useManages();
  const list = useQuery(itemsQuery);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [stocking, setStocking] = useState<Item | null>(null);
  const notice = useNotice();
  const columns: Column<Item>[] = [
    {
      header: 'ของรางวัล',
      cell: (i) =>
        twoLines(
          <Text as="span" fontWeight="semibold">
            {i.name}
          </Text>,
          `#${i.id} · ${i.min_vip_level > 0 ? `${i.min_vip_name} ขึ้นไป` : 'ทุกระดับ'}`,
        ),
    },
    { header: 'ประเภท', cell: (i) => i.kind_name },
    { header: 'แต้ม', end: true, cell: (i) => count(i.points_cost) },
    { header: 'ได้รับ', cell: (i) => `${valueText(i)}${i.turnover_multiplier > 0 ? ` (เทิร์น ${i.turnover_multiplier} เท่า)` : ''}` },
    { header: 'สต็อก', end: true, style: { 'data-testid': 'stock' }, cell: (i) => (i.stock === null ? 'ไม่จำกัด' : i.stock) },
    { header: 'ต่อคน', end: true, cell: (i) => i.per_member_limit ?? '-' },
    { header: 'แลกแล้ว', end: true, cell: (i) => i.redeemed },
    { header: 'รอจัดส่ง', end: true, cell: (i) => i.to_ship },
    {
      header: 'ช่วงเวลา',
      style: { fontSize: 'xs', whiteSpace: 'nowrap' },
      cell: (i) => `${i.starts_at ? bangkokTime(i.starts_at) : 'ทันที'} - ${i.ends_at ? bangkokTime(i.ends_at) : 'ไม่มีกำหนด'}`,
    },
    {
      header: 'สถานะ',
      cell: (i) => (
        <StatusBadge colour={i.sold_out ? 'red' : i.active ? 'green' : 'gray'}>{i.sold_out ? 'หมด' : i.active ? 'เปิด' : 'ปิด'}</StatusBadge>
      ),
    },
    {
      header: '',
      hidden: !manages,
      cell: (i) => (
        <Flex gap="1" justify="end">
          <Button
            size="xs"
            variant="outline"
            aria-label={`แก้ไข ${i.name}`}
            onClick={() => {
              notice.clear();
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
                notice.clear();
                setStocking(i);
              }}
            >
              ปรับสต็อก
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  const saved = (m: string) => {
    setEditing(null);
    setStocking(null);
    notice.ok(m);
  };
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
              notice.clear();
              setEditing('new');
            }}
          >
            เพิ่มของรางวัล
          </Button>
        )}
      </Flex>
      <Notice notice={notice.value} />
      <Loaded query={list} empty="ยังไม่มีของรางวัล">
        {(data) => (
          <DataTable
            label="ของรางวัล"
            rows={data.items}
            columns={columns}
            rowKey={(i) => i.id}
            rowProps={(i) => ({ 'data-testid': `shop-item-${i.id}` })}
          />
        )}
      </Loaded>
      {editing && <ItemDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={saved} />}
      {stocking && <StockDialog item={stocking} onClose={() => setStocking(null)} onSaved={saved} />}
    </Box>
  );
}
