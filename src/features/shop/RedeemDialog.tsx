import { Alert, Box, Button, Dialog, Flex, Grid, Heading, Input, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DeliveryAddress, MAX_QUANTITY, type ShopItem } from '@contract/shop';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { FormField, issuesByField, PhoneInput, useForm } from '@/components/form';
import { CheckCircleOutlineIcon } from '@/components/icons/outline';
import { OfflineReason } from '@/components/OfflineReason';
import { walletsQueryKey } from '@/features/member';
import { ApiError, failureMessage } from '@/lib/api-error';
import { useNetworkGate } from '@/lib/network';
import { type RedeemResult, shopApi } from './api';
import { pointsText } from './format';
import { ItemImage } from './Illustration';
import { shopKeys } from './queries';

const ADDRESS_KEYS = ['recipient_name', 'phone', 'address_line', 'subdistrict', 'district', 'province', 'postcode'] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];
const ADDRESS_LABELS: Record<AddressKey, string> = {
  recipient_name: 'ชื่อ-นามสกุลผู้รับ',
  phone: 'เบอร์โทรศัพท์ผู้รับ',
  address_line: 'ที่อยู่ (บ้านเลขที่ หมู่ ซอย ถนน)',
  subdistrict: 'ตำบล/แขวง',
  district: 'อำเภอ/เขต',
  province: 'จังหวัด',
  postcode: 'รหัสไปรษณีย์',
};
const EMPTY_ADDRESS: Record<AddressKey, string> = {
  recipient_name: '',
  phone: '',
  address_line: '',
  subdistrict: '',
  district: '',
  province: '',
  postcode: '',
};

/** A request key made once per dialog opening (works outside secure contexts, unlike randomUUID). */
function newRequestKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `shop-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const validateAddress = (v: Record<AddressKey, string>) => issuesByField(DeliveryAddress.safeParse(v).error);

function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  return (
    <Flex align="center" gap="3" role="group" aria-label="จำนวน">
      <Button aria-label="ลดจำนวน" variant="outline" size="sm" disabled={value <= 1} onClick={() => onChange(value - 1)}>
        −
      </Button>
      <Text minW="8" textAlign="center" fontWeight="bold" fontSize="lg" data-testid="shop-quantity" aria-live="polite">
        {value}
      </Text>
      <Button aria-label="เพิ่มจำนวน" variant="outline" size="sm" disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </Button>
      <Text fontSize="sm" color="fg.muted">
        ชิ้น
      </Text>
    </Flex>
  );
}

function Success({ result, onClose }: { result: RedeemResult; onClose: () => void }) {
  return (
    <Stack gap="3" role="status" data-testid="shop-success" align="center" textAlign="center" py="2">
      <Box color="green.400">
        <CheckCircleOutlineIcon size={48} />
      </Box>
      <Heading as="h3" size="md" color="green.300">
        {result.message}
      </Heading>
      {result.order.kind === 'physical' && (
        <Text fontSize="sm" color="fg.muted">
          เจ้าหน้าที่จะจัดส่งตามที่อยู่ที่ท่านกรอก ติดตามสถานะได้ที่ประวัติการแลก
        </Text>
      )}
      <Text>
        แต้มคงเหลือ <b data-testid="shop-points-after">{pointsText(result.points)}</b> แต้ม
      </Text>
      <Button colorPalette="green" onClick={onClose} w="full">
        ตกลง
      </Button>
    </Stack>
  );
}

/**
 * One item's redemption: the quantity, the server's calc (cost, what it gives, the points after or
 * the Thai reason it may not), the delivery address for physical items (prefilled with the last one)
 * and "ยืนยันการแลก". The request key is made when the dialog opens: the button is disabled while the
 * call is in flight and a second tap is ignored, and a retry after no answer sends the same key, so
 * the server redeems once. A success shows the server's message and refreshes the points.
 */
function RedeemBody({ item, lastAddress, onClose }: { item: ShopItem; lastAddress: DeliveryAddress | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const gate = useNetworkGate();
  const [requestKey] = useState(newRequestKey);
  const inFlight = useRef(false);
  const max = Math.max(1, Math.min(MAX_QUANTITY, item.remaining ?? MAX_QUANTITY));
  const [quantity, setQuantity] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<RedeemResult | null>(null);
  const physical = item.kind === 'physical';
  const form = useForm<AddressKey>({ initial: lastAddress ?? EMPTY_ADDRESS, validate: useCallback(validateAddress, []) });

  const calc = useQuery({
    queryKey: ['member', 'shop', 'calc', item.id, quantity],
    queryFn: () => shopApi.calc(item.id, quantity),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

  const redeem = useMutation({
    mutationFn: () =>
      shopApi.redeem({
        item_id: item.id,
        quantity,
        request_key: requestKey,
        address: physical ? (form.values as DeliveryAddress) : undefined,
      }),
    onSuccess: (data) => {
      setResult(data);
      void queryClient.invalidateQueries({ queryKey: shopKeys.memberRoot });
      void queryClient.invalidateQueries({ queryKey: ['member', 'points'] });
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['member', 'statement'] });
    },
    onError: (err) => {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        for (const [path, message] of Object.entries(err.fields)) form.setServerError(path.replace(/^address\./, ''), message);
        setRefusal(err.message);
      } else setRefusal(failureMessage(err));
      void queryClient.invalidateQueries({ queryKey: ['member', 'shop', 'calc', item.id] });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  if (result) return <Success result={result} onClose={onClose} />;

  const submit = () => {
    if (inFlight.current) return;
    setRefusal(null);
    if (physical && !form.trySubmit()) return;
    inFlight.current = true;
    redeem.mutate();
  };
  const c = calc.data;
  const blocked = !c?.can_redeem || calc.isPlaceholderData;

  return (
    <Stack gap="4">
      <Flex gap="3" align="center">
        <Box w="24" flexShrink={0} rounded="lg" overflow="hidden">
          <ItemImage image={item.image} alt={item.name} />
        </Box>
        <Box minW="0">
          <Text fontWeight="bold">{item.name}</Text>
          <Text fontSize="sm" color="gold.300">
            {pointsText(item.points_cost)} แต้ม / ชิ้น
          </Text>
          {item.description && (
            <Text fontSize="sm" color="fg.muted">
              {item.description}
            </Text>
          )}
        </Box>
      </Flex>
      <QuantityStepper value={quantity} max={max} onChange={setQuantity} />
      <Box rounded="xl" borderWidth="1px" borderColor="border.muted" p="3" data-testid="shop-calc" aria-live="polite">
        {c ? (
          <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
            <Text color="fg.muted">ใช้แต้ม</Text>
            <Text textAlign="end" fontWeight="bold" color="gold.300">
              {pointsText(c.cost)} แต้ม
            </Text>
            <Text color="fg.muted">ได้รับ</Text>
            <Text textAlign="end">{c.gives}</Text>
            <Text color="fg.muted">แต้มคงเหลือหลังแลก</Text>
            <Text textAlign="end">{c.points_after >= 0 ? `${pointsText(c.points_after)} แต้ม` : '-'}</Text>
          </Grid>
        ) : calc.isError ? (
          <Text color="red.300">{failureMessage(calc.error)}</Text>
        ) : (
          <Skeleton h="16" />
        )}
        {item.turnover_multiplier > 0 && (
          <Text fontSize="xs" color="fg.muted" mt="2">
            เครดิตที่ได้รับต้องทำเทิร์น {item.turnover_multiplier} เท่าก่อนถอน
          </Text>
        )}
        {c && !c.can_redeem && c.reason && (
          <Text mt="2" color="red.300" fontSize="sm" data-testid="shop-reason">
            {c.reason}
          </Text>
        )}
      </Box>
      {physical && (
        <Stack gap="3" as="fieldset">
          <Text as="legend" fontWeight="bold" mb="1">
            ที่อยู่จัดส่ง
          </Text>
          {ADDRESS_KEYS.map((k) => (
            <FormField key={k} label={ADDRESS_LABELS[k]} error={form.error(k)} required>
              {k === 'phone' ? (
                <PhoneInput {...form.bind(k)} size="md" />
              ) : (
                <Input
                  {...form.bind(k)}
                  inputMode={k === 'postcode' ? 'numeric' : undefined}
                  maxLength={k === 'postcode' ? 5 : k === 'address_line' ? 200 : 100}
                  autoComplete={k === 'postcode' ? 'postal-code' : k === 'recipient_name' ? 'name' : undefined}
                />
              )}
            </FormField>
          ))}
        </Stack>
      )}
      {refusal && (
        <Alert.Root status="error" rounded="lg" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal" data-testid="shop-error">
            {refusal}
          </Alert.Title>
        </Alert.Root>
      )}
      <Button
        colorPalette="green"
        size="lg"
        onClick={submit}
        disabled={blocked || redeem.isPending || gate.disabled}
        loading={redeem.isPending}
        loadingText="กำลังแลก..."
      >
        ยืนยันการแลก
      </Button>
      <OfflineReason reason={gate.reason} />
    </Stack>
  );
}

export function RedeemDialog({
  item,
  lastAddress,
  onClose,
}: {
  item: ShopItem | null;
  lastAddress: DeliveryAddress | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content bg="bg.subtle">
            <Dialog.Header>
              <Dialog.Title>แลกของรางวัล</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="5">{item && <RedeemBody key={item.id} item={item} lastAddress={lastAddress} onClose={onClose} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <Button aria-label="ปิด" variant="ghost" size="sm" position="absolute" top="2" insetEnd="2">
                ✕
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
