import { Badge, Box, Button, Container, Flex, Grid, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Errors } from '@contract/errors';
import { CouponCode, type CouponRedeemData } from '@contract/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { failureOf } from '@/components/form/errors';
import { FormField } from '@/components/form/FormField';
import { CheckCircleOutlineIcon } from '@/components/icons/outline';
import { OfflineReason } from '@/components/OfflineReason';
import { Panel } from '@/components/Panel';
import { walletsQueryKey } from '@/features/member';
import { failureMessage } from '@/lib/api-error';
import { useNetworkGate } from '@/lib/network';
import { promotionsApi } from './api';
import { couponHistoryQuery, promotionKeys } from './queries';
import { baht, thaiDateTime } from './terms';

/** Every refusal about the code itself is shown beside the field (the server's one Thai message). */
const CODE_ERRORS: Record<number, string> = {
  [Errors.COUPON_INVALID.code]: 'code',
  [Errors.COUPON_ALREADY_USED.code]: 'code',
  [Errors.COUPON_UNAVAILABLE.code]: 'code',
  [Errors.COUPON_TOO_MANY_ATTEMPTS.code]: 'code',
};

/** What the code granted, in Thai. */
function grantedText(d: CouponRedeemData): string {
  switch (d.kind) {
    case 'credit':
      return `เครดิตฟรี ${baht(d.amount)} บาท`;
    case 'points':
      return `${baht(d.amount)} แต้ม`;
    case 'free_spins':
      return `ฟรีสปิน ${baht(d.amount)} ครั้ง`;
    case 'deposit_bonus':
      return d.promotion_title ? `โบนัส ${d.promotion_title} กับการฝากครั้งถัดไป` : 'โบนัสกับการฝากครั้งถัดไป';
  }
}

function Success({ data, onAgain }: { data: CouponRedeemData; onAgain: () => void }) {
  return (
    <Box
      rounded="2xl"
      borderWidth="1px"
      borderColor="green.700"
      bgGradient="to-br"
      gradientFrom="green.950"
      gradientTo="bg.panel"
      p={{ base: '4', sm: '6' }}
      role="status"
      data-testid="coupon-success"
    >
      <Flex gap="3" align="start">
        <Box color="green.400" flexShrink={0}>
          <CheckCircleOutlineIcon size={40} />
        </Box>
        <Box minW="0">
          <Heading as="h2" size="lg" color="green.300">
            ใช้คูปองสำเร็จ
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {data.kind_name}
          </Text>
          <Text fontSize="xl" fontWeight="bold" color="gold.300" mt="1">
            {grantedText(data)}
          </Text>
          {data.message && <Text mt="1">{data.message}</Text>}
          {/* The server's message usually names the turnover already: say it once. */}
          {data.required_turnover !== null && data.required_turnover > 0 && !data.message.includes('เทิร์น') && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              ต้องทำเทิร์น {baht(data.required_turnover)} บาท ก่อนถอน
            </Text>
          )}
        </Box>
      </Flex>
      <Flex gap="2" mt="4" direction={{ base: 'column', sm: 'row' }}>
        {data.kind === 'deposit_bonus' ? (
          <Button asChild colorPalette="gold">
            <Link to="/member/deposit">ไปฝากเงิน</Link>
          </Button>
        ) : data.required_turnover ? (
          <Button asChild colorPalette="gold">
            <Link to="/member/promotions">ดูเงื่อนไขทำเทิร์น</Link>
          </Button>
        ) : null}
        <Button variant="outline" colorPalette="gold" onClick={onAgain}>
          ใช้คูปองอื่น
        </Button>
      </Flex>
    </Box>
  );
}

/**
 * The code form. The code is upper-cased as typed; the contract's rule checks it before the call; a
 * refusal is the server's Thai message beside the field. The button is disabled while a call is in
 * flight and a second submit is ignored, so a double tap sends one request.
 */
function RedeemForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [granted, setGranted] = useState<CouponRedeemData | null>(null);
  const inFlight = useRef(false);
  const queryClient = useQueryClient();
  const gate = useNetworkGate();
  const redeem = useMutation({
    mutationFn: (value: string) => promotionsApi.redeem({ code: value }),
    onSuccess: (data) => {
      setGranted(data);
      setCode('');
      void queryClient.invalidateQueries({ queryKey: promotionKeys.coupons });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.memberRoot });
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['member', 'withdraw'] });
    },
    onError: (err) => {
      const failure = failureOf(err, ['code'], CODE_ERRORS);
      setError(failure.fields.code ?? failure.alert ?? failureMessage(err));
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current || redeem.isPending) return;
    const checked = CouponCode.safeParse(code === '' ? undefined : code);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    setGranted(null);
    inFlight.current = true;
    redeem.mutate(checked.data.toUpperCase());
  };

  if (granted) return <Success data={granted} onAgain={() => setGranted(null)} />;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="ใช้คูปอง">
      <Stack gap="4">
        <FormField label="โค้ดคูปอง" error={error} helper="ตัวอักษรภาษาอังกฤษและตัวเลข 4-32 ตัว ไม่สนใจตัวพิมพ์เล็กหรือใหญ่">
          <Input
            name="code"
            size="lg"
            fontFamily="mono"
            letterSpacing="widest"
            fontSize="xl"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            placeholder="เช่น WELCOME100"
            value={code}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase().replace(/\s/g, ''));
              setError(undefined);
            }}
          />
        </FormField>
        <OfflineReason reason={gate.reason} />
        <Button
          type="submit"
          size="lg"
          colorPalette="gold"
          disabled={gate.disabled || redeem.isPending}
          loading={redeem.isPending}
          loadingText="กำลังตรวจสอบโค้ด"
        >
          ใช้คูปอง
        </Button>
      </Stack>
    </form>
  );
}

function History() {
  const history = useQuery(couponHistoryQuery);
  if (history.isPending) return <Skeleton h="32" rounded="xl" />;
  if (history.isError) return <Text color="red.300">{failureMessage(history.error)}</Text>;
  if (history.data.items.length === 0) return <Text color="fg.muted">ยังไม่เคยใช้คูปอง</Text>;
  return (
    <Box as="ul" m="0" p="0" aria-label="ประวัติการใช้คูปอง">
      {history.data.items.map((c) => (
        <Box
          as="li"
          key={c.id}
          listStyleType="none"
          py="3"
          borderBottomWidth="1px"
          borderColor="border.muted"
          _last={{ borderBottomWidth: 0 }}
        >
          <Flex justify="space-between" align="start" gap="3">
            <Box minW="0">
              <Text fontFamily="mono" letterSpacing="wider" fontWeight="semibold">
                {c.code_masked}
              </Text>
              <Text fontSize="sm" truncate>
                {c.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {c.kind_name}
                {c.amount > 0
                  ? ` ${baht(c.amount)}${c.kind === 'credit' ? ' บาท' : c.kind === 'points' ? ' แต้ม' : c.kind === 'free_spins' ? ' ครั้ง' : ''}`
                  : ''}{' '}
                · {thaiDateTime(c.created_at)}
              </Text>
            </Box>
            <Badge colorPalette={c.status === 'waiting_deposit' ? 'yellow' : 'green'} variant="subtle" flexShrink={0}>
              {c.status_name}
            </Badge>
          </Flex>
        </Box>
      ))}
    </Box>
  );
}

/** /member/coupon: redeem a code, see what it granted, and the past redemptions (codes masked). */
export function CouponPage() {
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb="4">
        คูปอง
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <Panel title="กรอกโค้ดคูปอง">
          <RedeemForm />
        </Panel>
        <Panel title="ประวัติการใช้คูปอง">
          <History />
        </Panel>
      </Grid>
    </Container>
  );
}
