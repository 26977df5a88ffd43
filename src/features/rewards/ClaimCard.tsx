import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { REWARD_KIND_NAMES, type RewardKind } from '@contract/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { CheckCircleOutlineIcon } from '@/components/icons/outline';
import { OfflineReason } from '@/components/OfflineReason';
import { TOAST_MS, toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { promotionKeys } from '@/features/promotions';
import { failureMessage } from '@/lib/api-error';
import { useNetworkGate } from '@/lib/network';
import { type ClaimResult, rewardsApi } from './api';
import { money, requirementText } from './format';
import { rewardKeys } from './queries';

const CLAIM_LABELS: Record<RewardKind, string> = {
  cashback: 'รับแคชแบ็ก',
  commission: 'รับค่าคอมมิชชั่น',
  winloss: 'รับยอดคืน',
};

const claim = (kind: RewardKind) => (kind === 'winloss' ? rewardsApi.claimWinloss() : rewardsApi.claimDaily(kind));

function Success({ result, onClose }: { result: ClaimResult; onClose: () => void }) {
  const turnover = result.required_turnover;
  // The envelope's generic 'สำเร็จ' says nothing the heading does not.
  const message = result.message && result.message !== 'สำเร็จ' ? result.message : null;
  return (
    <Box rounded="xl" borderWidth="1px" borderColor="green.700" bg="green.950/60" p="4" mt="4" role="status" data-testid="claim-success">
      <Flex gap="3" align="start">
        <Box color="green.400" flexShrink={0}>
          <CheckCircleOutlineIcon size={32} />
        </Box>
        <Box minW="0">
          <Heading as="h3" size="md" color="green.300">
            ได้รับ {money(result.amount)} เข้ากระเป๋าหลักแล้ว
          </Heading>
          {message && <Text mt="1">{message}</Text>}
          <Text fontSize="sm" color="fg.muted" mt="1">
            ยอดเงินคงเหลือ {money(result.balance)}
          </Text>
          {turnover !== null && turnover > 0 && (
            <Text fontSize="sm" color="gold.200" mt="1">
              ต้องทำเทิร์น {money(turnover)} ก่อนถอน{' '}
              <Link to="/member/promotions" style={{ textDecoration: 'underline' }}>
                ดูเงื่อนไข
              </Link>
            </Text>
          )}
        </Box>
      </Flex>
      <Button size="sm" variant="outline" colorPalette="green" mt="3" onClick={onClose}>
        ตกลง
      </Button>
    </Box>
  );
}

/**
 * What the member may claim now and the big claim button. The button is disabled while the call is in
 * flight and a second tap is ignored, so a double tap sends one request (the server credits once
 * anyway). A success shows the amount credited and refreshes the balance, the figures, the history
 * and the requirements; a refusal is the server's Thai message in a toast.
 */
export function ClaimCard({ kind, claimable, multiplier }: { kind: RewardKind; claimable: number; multiplier: number | null }) {
  const queryClient = useQueryClient();
  const gate = useNetworkGate();
  const inFlight = useRef(false);
  const [result, setResult] = useState<ClaimResult | null>(null);
  const summaryKey = kind === 'winloss' ? rewardKeys.winlossSummary : rewardKeys.cashbackSummary;
  const mutation = useMutation({
    mutationFn: () => claim(kind),
    onSuccess: (data) => {
      setResult(data);
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.memberRoot });
      void queryClient.invalidateQueries({ queryKey: ['member', 'withdraw'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'statement'] });
    },
    onError: (err) => {
      toaster.create({ type: 'error', title: `${CLAIM_LABELS[kind]}ไม่สำเร็จ`, description: failureMessage(err), duration: TOAST_MS });
    },
    onSettled: () => {
      inFlight.current = false;
      // Claimed or refused, what is claimable has changed (or was not what the page showed).
      void queryClient.invalidateQueries({ queryKey: summaryKey });
      void queryClient.invalidateQueries({ queryKey: rewardKeys.history(kind) });
    },
  });
  const onClaim = () => {
    if (inFlight.current || mutation.isPending) return;
    inFlight.current = true;
    setResult(null);
    mutation.mutate();
  };
  const nothing = claimable <= 0;
  return (
    <Box
      as="section"
      aria-label={`${REWARD_KIND_NAMES[kind]} ที่รับได้`}
      rounded="2xl"
      borderWidth="1px"
      borderColor="gold.700"
      bgGradient="to-br"
      gradientFrom="gold.950"
      gradientTo="green.950"
      p={{ base: '4', sm: '6' }}
      minW="0"
    >
      <Text fontSize="sm" color="fg.muted">
        ยอดที่รับได้ตอนนี้
      </Text>
      <Text fontSize={{ base: '3xl', sm: '4xl' }} fontWeight="bold" color="gold.300" lineHeight="short" data-testid="claimable-amount">
        {money(claimable)}
      </Text>
      {multiplier !== null && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          เงื่อนไข: {requirementText(multiplier)}
        </Text>
      )}
      <Button
        mt="4"
        w="full"
        size="xl"
        fontSize="lg"
        colorPalette={kind === 'commission' ? 'green' : 'gold'}
        disabled={nothing || gate.disabled || mutation.isPending}
        loading={mutation.isPending}
        loadingText="กำลังรับยอด"
        onClick={onClaim}
      >
        {CLAIM_LABELS[kind]}
      </Button>
      {nothing && !result && (
        <Text fontSize="sm" color="fg.muted" mt="2" textAlign="center">
          ยังไม่มียอดที่รับได้ในตอนนี้ ยอดจะรับได้หลังสรุปยอด{kind === 'winloss' ? 'ของสัปดาห์' : 'ของวัน'}
        </Text>
      )}
      <OfflineReason reason={gate.reason} />
      {result && <Success result={result} onClose={() => setResult(null)} />}
    </Box>
  );
}
