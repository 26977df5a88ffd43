import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AffiliateRedeemData, AffiliateSummaryData } from '@contract/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { CheckCircleOutlineIcon } from '@/components/icons/outline';
import { OfflineReason } from '@/components/OfflineReason';
import { Panel } from '@/components/Panel';
import { TOAST_MS, toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { promotionKeys } from '@/features/promotions';
import { ApiError, failureMessage } from '@/lib/api-error';
import { useNetworkGate } from '@/lib/network';
import { newRequestKey } from '@/lib/request-key';
import { affiliateApi } from './api';
import { affiliateKeys } from './queries';
import { baht, money, redeemBlock } from './terms';

function Figure({ label, value, hint, highlight }: { label: string; value: number; hint?: string; highlight?: boolean }) {
  return (
    <Box
      role="group"
      aria-label={label}
      bg={highlight ? 'gold.subtle' : 'bg.muted'}
      borderWidth="1px"
      borderColor={highlight ? 'gold.border' : 'transparent'}
      rounded="xl"
      p={{ base: '3', sm: '4' }}
      minW="0"
    >
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={{ base: 'lg', sm: 'xl' }} fontWeight="bold" color={highlight ? 'gold.fg' : 'fg'} truncate>
        {baht(value)}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}

function Redeemed({ data, onClose }: { data: AffiliateRedeemData; onClose: () => void }) {
  return (
    <Box rounded="xl" borderWidth="1px" borderColor="green.700" bg="green.950" p="4" role="status" data-testid="affiliate-redeemed">
      <Flex gap="3" align="start">
        <Box color="green.400" flexShrink={0}>
          <CheckCircleOutlineIcon size={32} />
        </Box>
        <Box minW="0" flex="1">
          <Heading as="h3" size="md" color="green.300">
            ถอนรายได้สำเร็จ
          </Heading>
          <Text fontWeight="bold" color="gold.300" fontSize="lg">
            โอน {money(data.amount)} บาท เข้ากระเป๋าหลักแล้ว
          </Text>
          <Text fontSize="sm" color="fg.muted">
            ยอดกระเป๋าหลัก {money(data.balance)} บาท
          </Text>
          {data.required_turnover !== null && data.required_turnover > 0 && (
            <Text fontSize="sm" color="fg.muted">
              ต้องทำเทิร์น {money(data.required_turnover)} บาท ก่อนถอนเงิน{' '}
              <Link to="/member/promotions" style={{ textDecoration: 'underline' }}>
                ดูเงื่อนไข
              </Link>
            </Text>
          )}
        </Box>
        <Button size="xs" variant="ghost" onClick={onClose}>
          ปิด
        </Button>
      </Flex>
    </Box>
  );
}

/**
 * Redeem everything redeemable into the main wallet. One request key per intended redeem: a double
 * tap is ignored while the first is in flight, and a retry after an unanswered call sends the same
 * key, so the server credits once. A refusal (the server answered) ends that redeem; the next tap is
 * a new one.
 */
function Redeem({ summary }: { summary: AffiliateSummaryData }) {
  const queryClient = useQueryClient();
  const gate = useNetworkGate();
  const keyRef = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [done, setDone] = useState<AffiliateRedeemData | null>(null);
  const redeem = useMutation({
    mutationFn: (requestKey: string) => affiliateApi.redeem({ request_key: requestKey }),
    onSuccess: (data) => {
      keyRef.current = null;
      setDone(data);
      toaster.create({ type: 'success', title: `โอนรายได้ ${money(data.amount)} บาท เข้ากระเป๋าหลักแล้ว`, duration: TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: affiliateKeys.memberRoot });
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.memberRoot });
      void queryClient.invalidateQueries({ queryKey: ['member', 'withdraw'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'statement'] });
    },
    onError: (err) => {
      const message = failureMessage(err);
      toaster.create({ type: 'error', title: 'ถอนรายได้ไม่สำเร็จ', description: message, duration: TOAST_MS });
      // Without an answer the key is kept: tapping again is the same redeem, answered once.
      if (err instanceof ApiError && err.status === 200) {
        keyRef.current = null;
        // The refusal may come from a state this page has not seen yet (frozen, already redeemed).
        void queryClient.invalidateQueries({ queryKey: affiliateKeys.summary });
      }
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const block = redeemBlock(summary);
  const onRedeem = () => {
    if (inFlight.current || block) return;
    inFlight.current = true;
    setDone(null);
    keyRef.current ??= newRequestKey();
    redeem.mutate(keyRef.current);
  };

  return (
    <Stack gap="3">
      {done && <Redeemed data={done} onClose={() => setDone(null)} />}
      <Button
        size="lg"
        colorPalette="gold"
        disabled={Boolean(block) || gate.disabled || redeem.isPending}
        loading={redeem.isPending}
        loadingText="กำลังโอนเข้ากระเป๋าหลัก"
        onClick={onRedeem}
      >
        ถอนรายได้เข้ากระเป๋าหลัก
      </Button>
      {block ? (
        <Text fontSize="sm" color="orange.300" role="note" data-testid="redeem-block">
          {block}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          โอนยอดที่ถอนได้ทั้งหมด {money(summary.redeemable)} บาท เข้ากระเป๋าหลัก (ขั้นต่ำ {money(summary.min_redeem)} บาท)
        </Text>
      )}
      <OfflineReason reason={gate.reason} />
    </Stack>
  );
}

/** The member's earnings (today's estimate, this month, all time, redeemable) and the redeem button. */
export function Earnings({ summary }: { summary: AffiliateSummaryData }) {
  return (
    <Panel title="รายได้แนะนำเพื่อน">
      <Stack gap="4">
        <SimpleGrid columns={2} gap={{ base: '2', sm: '3' }}>
          <Figure label="วันนี้ (ประมาณการ)" value={summary.today} hint="ยังไม่เข้าบัญชี สรุปหลังเที่ยงคืน" />
          <Figure label="เดือนนี้" value={summary.month} />
          <Figure label="ทั้งหมด" value={summary.total} />
          <Figure label="ถอนได้" value={summary.redeemable} highlight />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          เพื่อนทั้งหมด {summary.referrals.toLocaleString('th-TH')} คน · นับแล้ว {summary.qualified.toLocaleString('th-TH')} คน
        </Text>
        <Redeem summary={summary} />
      </Stack>
    </Panel>
  );
}
