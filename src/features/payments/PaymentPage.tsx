import { Box, Button, Container, Flex, Grid, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { InquiryStatusData, QrInfo } from '@contract/payments';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { LabelRow } from '@/components/data/LabelRow';
import { FormAlert } from '@/components/form';
import { CheckCircleOutlineIcon, ClockOutlineIcon, DownloadOutlineIcon } from '@/components/icons/outline';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { TOAST_MS, toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { failureMessage, unwrap } from '@/lib/api-error';
import { useCountdown } from '@/lib/countdown';
import { formatMoney, formatThaiDate } from '@/lib/format';
import { paymentsApi } from './api';
import { mmss } from './countdown';
import { PromotionChoice, PromotionDialogMount } from './promotion';
import { useGenerateQr } from './QrChannel';
import { paymentKeys, qrQuery, wantedReference } from './queries';
import { WalletBalance } from './WalletBalance';

/** How often the page asks whether the QR was paid. */
export const POLL_MS = 3000;

function Card({ children }: { children: ReactNode }) {
  return (
    <Box bg="bg.panel" rounded="2xl" borderWidth="1px" borderColor="border.muted" p={{ base: '4', sm: '6' }}>
      {children}
    </Box>
  );
}

/** Paid: the credit and the new balance. */
function Paid({ status }: { status: InquiryStatusData }) {
  return (
    <Card>
      <Stack align="center" gap="3" textAlign="center" py="4" role="status">
        <Box color="green.400">
          <CheckCircleOutlineIcon size={64} />
        </Box>
        <Heading as="h2" size="xl" color="green.300">
          เติมเงินสำเร็จ
        </Heading>
        <Text color="fg.muted">ระบบเติมเครดิตเข้ากระเป๋าหลักของท่านแล้ว</Text>
        <Box w="full" maxW="360px" mt="2">
          <LabelRow label="ยอดที่ได้รับ">
            <Text fontWeight="bold" fontSize="xl" color="green.300" data-testid="credited-amount">
              +{formatMoney(status.credited_amount ?? status.amount)} บาท
            </Text>
          </LabelRow>
          {status.bonus && status.bonus.refused_reason === null && (
            <LabelRow label={`โบนัส ${status.bonus.title}`}>
              <Text fontWeight="bold" fontSize="lg" color="gold.300" data-testid="credited-bonus">
                +{formatMoney(status.bonus.bonus)} บาท
              </Text>
            </LabelRow>
          )}
          {status.balance !== null && (
            <LabelRow label="ยอดเงินคงเหลือ">
              <Text fontWeight="bold" data-testid="new-balance">
                {formatMoney(status.balance)} บาท
              </Text>
            </LabelRow>
          )}
          {status.bonus?.refused_reason && (
            <Text fontSize="sm" color="fg.muted" textAlign="left" py="2" data-testid="bonus-refused">
              ไม่ได้รับโบนัส {status.bonus.title}: {status.bonus.refused_reason}
            </Text>
          )}
          <LabelRow label="เลขอ้างอิง">
            <Text fontFamily="mono">{status.reference}</Text>
          </LabelRow>
          {status.paid_at && (
            <LabelRow label="เวลา">
              <Text>{formatThaiDate(status.paid_at, true)} น.</Text>
            </LabelRow>
          )}
        </Box>
        <Flex gap="3" w="full" maxW="360px" mt="2" direction={{ base: 'column', sm: 'row' }}>
          <Button asChild colorPalette="gold" size="lg" flex={{ sm: '1' }}>
            <Link to="/member">กลับหน้าสมาชิก</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="gold" size="lg" flex={{ sm: '1' }}>
            <Link to="/member/statement">ดูรายการเดินบัญชี</Link>
          </Button>
        </Flex>
      </Stack>
    </Card>
  );
}

/** Expired (or cancelled): never pay it; make a new QR for the same amount in one tap. */
function Expired({ qr, status }: { qr: QrInfo; status: InquiryStatusData }) {
  const generate = useGenerateQr();
  const failed = generate.error ? failureMessage(generate.error) : null;
  return (
    <Card>
      <Stack align="center" gap="3" textAlign="center" py="4" role="status">
        <Box color="fg.muted">
          <ClockOutlineIcon size={64} />
        </Box>
        <Heading as="h2" size="xl" color="red.300">
          {status.status === 'cancelled' ? 'QR นี้ถูกยกเลิกแล้ว' : 'QR หมดเวลาชำระเงิน'}
        </Heading>
        <Text color="fg.muted">กรุณาอย่าชำระเงินด้วย QR นี้ หากต้องการฝากเงินกรุณาสร้าง QR ใหม่</Text>
        <Box w="full" maxW="360px">
          <FormAlert message={failed} />
        </Box>
        <Flex gap="3" w="full" maxW="360px" mt="2" direction="column">
          <Button
            colorPalette="gold"
            size="lg"
            loading={generate.isPending}
            onClick={() => generate.mutate({ channel_id: qr.channel_id, sub_channel_id: qr.sub_channel_id, amount: qr.amount })}
          >
            สร้าง QR ใหม่ ยอด {formatMoney(qr.amount)} บาท
          </Button>
          <Button asChild variant="outline" colorPalette="gold" size="lg">
            <Link to="/member/deposit" search={{ channel: 'promptpay_qr' }}>
              เปลี่ยนยอดเงิน
            </Link>
          </Button>
        </Flex>
      </Stack>
    </Card>
  );
}

/** Waiting for payment: the QR, amount, receiver, reference, the countdown and "save QR". */
function Pending({ qr, status, secondsLeft }: { qr: QrInfo; status: InquiryStatusData | undefined; secondsLeft: number }) {
  const checking = secondsLeft === 0;
  return (
    <Card>
      <Grid templateColumns={{ base: '1fr', md: '320px 1fr' }} gap={{ base: '4', md: '8' }} alignItems="center">
        <Stack align="center" gap="3">
          <Box bg="white" p="3" rounded="xl" w="full" maxW="300px">
            <Image src={qr.qr_image} alt={`QR พร้อมเพย์ ยอด ${formatMoney(qr.amount)} บาท`} w="full" h="auto" display="block" />
          </Box>
          <Button asChild colorPalette="gold" variant="outline" w="full" maxW="300px">
            <a href={qr.qr_image} download={`QR-${qr.reference}.png`}>
              <DownloadOutlineIcon size={18} />
              บันทึกรูป QR
            </a>
          </Button>
        </Stack>
        <Stack gap="3">
          <Box textAlign="center" py="2" rounded="xl" bg="bg.muted">
            <Text fontSize="sm" color="fg.muted">
              {checking ? 'กำลังตรวจสอบสถานะ…' : 'กรุณาชำระภายใน'}
            </Text>
            <Text
              fontSize="4xl"
              fontWeight="bold"
              fontFamily="mono"
              color={secondsLeft <= 60 ? 'red.300' : 'gold.fg'}
              data-testid="qr-countdown"
              aria-live="off"
            >
              {mmss(secondsLeft)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              นาที:วินาที
            </Text>
          </Box>
          <Box>
            <LabelRow label="ยอดชำระ">
              <Text fontWeight="bold" fontSize="2xl" color="gold.fg" data-testid="qr-amount">
                {formatMoney(qr.amount)} บาท
              </Text>
            </LabelRow>
            <LabelRow label="ชื่อผู้รับเงิน">
              <Text fontWeight="semibold">{qr.receiver_name}</Text>
            </LabelRow>
            <LabelRow label="เลขอ้างอิง">
              <Flex align="center" gap="2" justify="flex-end">
                <Text fontFamily="mono" data-testid="qr-reference">
                  {qr.reference}
                </Text>
                <CopyButton value={qr.reference} label="คัดลอกเลขอ้างอิง" />
              </Flex>
            </LabelRow>
            <LabelRow label="หมดเวลา">
              <Text>{formatThaiDate(status?.expires_at ?? qr.expires_at, true)} น.</Text>
            </LabelRow>
            <LabelRow label="สถานะ">
              <Text color="yellow.300" role="status">
                {status?.status_label ?? qr.status_label}
              </Text>
            </LabelRow>
          </Box>
          <PromotionChoice amount={qr.amount} />
          <Stack as="ol" gap="1" fontSize="sm" color="fg.muted" pl="5" m="0" listStyleType="decimal">
            <li>บันทึกรูป QR หรือสแกนด้วยแอปธนาคารใดก็ได้</li>
            <li>ชำระตามยอดที่แสดงเท่านั้น ภายในเวลาที่กำหนด</li>
            <li>หน้านี้จะแสดงผลเองเมื่อชำระสำเร็จ ไม่ต้องรีเฟรช</li>
          </Stack>
        </Stack>
      </Grid>
    </Card>
  );
}

/**
 * /member/payment?reference=: the PromptPay QR and its status, polled every 3 s until it is paid or
 * expired. A payment credits the wallet: the wallets query is invalidated, so every balance on
 * screen (this page's, the member panel's) updates without a reload.
 */
export function PaymentPage() {
  const search = useSearch({ strict: false }) as { reference?: unknown };
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="880px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb="4">
        ชำระเงินผ่าน QR พร้อมเพย์
      </Heading>
      <Stack gap={{ base: '4', sm: '5' }}>
        <WalletBalance />
        <QueryBoundary fallback={<Skeleton h="96" rounded="2xl" />}>
          <Payment wanted={wantedReference(search.reference)} />
        </QueryBoundary>
      </Stack>
      <PromotionDialogMount />
    </Container>
  );
}

/**
 * The QR and its state. The status is polled with a plain query, not a suspense one: a failed poll is
 * a warning under the QR (the next poll may succeed), never a reason to take the QR off the screen.
 */
function Payment({ wanted }: { wanted: string | undefined }) {
  const queryClient = useQueryClient();
  const qr = useSuspenseQuery(qrQuery(wanted));
  const reference = qr.data?.reference;
  const status = useQuery({
    queryKey: paymentKeys.status(reference ?? ''),
    queryFn: async () => unwrap(await paymentsApi.inquiryStatus(reference ?? '')),
    enabled: reference !== undefined,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'pending' ? false : POLL_MS),
  });

  // The deadline from the server's "seconds left" at the moment it answered, so a wrong phone clock cannot shorten it.
  const answeredAt = status.data ? status.dataUpdatedAt : qr.dataUpdatedAt;
  const left = status.data?.expires_in ?? qr.data?.expires_in;
  const secondsLeft = useCountdown(left === undefined ? null : answeredAt + left * 1000);
  const state = status.data?.status ?? qr.data?.status;

  // Once paid: every balance on screen refreshes, and so do the statement and the deposit limits' usage.
  // The toast only when this page saw it waiting (not when reopening an old paid QR).
  const sawPending = useRef<string | null>(null);
  const credited = useRef<string | null>(null);
  if (state === 'pending' && reference) sawPending.current = reference;
  useEffect(() => {
    if (state !== 'paid' || !reference || credited.current === reference) return;
    credited.current = reference;
    void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['member', 'statement'] });
    void queryClient.invalidateQueries({ queryKey: ['member', 'limits'] });
    if (sawPending.current === reference) toaster.create({ type: 'success', title: 'เติมเงินสำเร็จ', duration: TOAST_MS });
  }, [state, reference, queryClient]);

  return (
    <>
      {qr.data === null ? (
        <Card>
          <Stack align="center" gap="3" py="4">
            <Text>ไม่พบรายการ QR ที่รอชำระ</Text>
            <Button asChild colorPalette="gold">
              <Link to="/member/deposit" search={{ channel: 'promptpay_qr' }}>
                สร้าง QR ฝากเงิน
              </Link>
            </Button>
          </Stack>
        </Card>
      ) : state === 'paid' && status.data ? (
        <Paid status={status.data} />
      ) : (state === 'expired' || state === 'cancelled') && status.data ? (
        <Expired qr={qr.data} status={status.data} />
      ) : (
        <Pending qr={qr.data} status={status.data} secondsLeft={secondsLeft} />
      )}
      {status.isError && <FormAlert message={`ตรวจสอบสถานะไม่สำเร็จ: ${status.error.message} ระบบจะลองใหม่อัตโนมัติ`} status="warning" />}
    </>
  );
}
