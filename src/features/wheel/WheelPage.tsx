import { Box, Button, Container, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { WHEEL_FREE_TAB, WHEEL_POINT_TAB, type WheelConfigV2Data, type WheelSpinView } from '@contract/wheel';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { SegmentTabs } from '@/components/SegmentTabs';
import { TOAST_MS, toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { failureMessage } from '@/lib/api-error';
import { formatNumber, formatPoints } from '@/lib/format';
import { newRequestKey, wheelApi } from './api';
import { landingRotation } from './geometry';
import { Fairness, OddsTable, PendingPrizes, Winners } from './Panels';
import { PrizeDialog } from './PrizeDialog';
import { wheelConfigQuery, wheelKeys } from './queries';
import { WheelDrawing } from './WheelDrawing';

type Tab = typeof WHEEL_FREE_TAB | typeof WHEEL_POINT_TAB;

/** `?tab=2` opens the points tab (docs/product.md "Wheel tab"). */
export function tabOf(search: unknown): Tab {
  const t = (search as { tab?: unknown } | undefined)?.tab;
  return t === WHEEL_POINT_TAB || t === String(WHEEL_POINT_TAB) ? WHEEL_POINT_TAB : WHEEL_FREE_TAB;
}

const points = formatPoints;

function TabState({ config, tab }: { config: WheelConfigV2Data; tab: Tab }) {
  if (tab === WHEEL_FREE_TAB) {
    const f = config.free;
    return (
      <Stack gap="1" fontSize="sm" data-testid="wheel-tab-free">
        <Text fontSize="md" fontWeight="semibold">
          สิทธิ์สปินฟรีวันนี้เหลือ{' '}
          <Box as="span" color="gold.300">
            {f.spins_left}
          </Box>{' '}
          ครั้ง
        </Text>
        <Text color="fg.muted">{f.earn_text}</Text>
        {f.spins_per_day > 0 && f.min_deposit > 0 && (
          <Text color="fg.muted">
            ยอดฝากวันนี้ {formatNumber(f.deposited_today)} / {formatNumber(f.min_deposit)} บาท
          </Text>
        )}
      </Stack>
    );
  }
  const p = config.points;
  return (
    <Stack gap="1" fontSize="sm" data-testid="wheel-tab-points">
      <Text fontSize="md" fontWeight="semibold">
        แต้มของฉัน{' '}
        <Box as="span" color="gold.300">
          {points(p.balance)}
        </Box>{' '}
        แต้ม
      </Text>
      <Text color="fg.muted">ใช้ {points(p.cost)} แต้มต่อการหมุน 1 ครั้ง</Text>
      {p.spins_left !== null && <Text color="fg.muted">วันนี้หมุนด้วยแต้มได้อีก {p.spins_left} ครั้ง</Text>}
    </Stack>
  );
}

function canSpin(config: WheelConfigV2Data, tab: Tab): boolean {
  if (!config.enabled || config.slots.length === 0) return false;
  if (tab === WHEEL_FREE_TAB) return config.free.spins_left > 0;
  return config.points.balance >= config.points.cost && config.points.spins_left !== 0;
}

function Wheel({ initialTab }: { initialTab: Tab }) {
  const queryClient = useQueryClient();
  const config = useSuspenseQuery(wheelConfigQuery).data;
  const [tab, setTab] = useState<Tab>(initialTab);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<{ spin: WheelSpinView; message: string } | null>(null);
  const landing = useRef<{ spin: WheelSpinView; message: string } | null>(null);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: wheelKeys.root });
    void queryClient.invalidateQueries({ queryKey: wheelKeys.winners });
    void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
    // The member panel's points tile and the points page (both under ['member', 'points']).
    void queryClient.invalidateQueries({ queryKey: ['member', 'points'] });
  }, [queryClient]);

  const spin = useMutation({
    mutationFn: (t: Tab) => wheelApi.spin(t, newRequestKey()),
    onSuccess: (d) => {
      landing.current = { spin: d.spin, message: d.message };
      if (d.spin.proof.board_version !== config.board_version) {
        // The board changed since the page loaded: no animation on a stale drawing.
        landed();
        return;
      }
      setRotation((r) => landingRotation(r, d.spin.index, config.slots.length));
    },
    onError: (e) => {
      setSpinning(false);
      toaster.create({ type: 'error', title: failureMessage(e), duration: TOAST_MS });
    },
  });

  const landed = useCallback(() => {
    const result = landing.current;
    if (!result) return;
    landing.current = null;
    setSpinning(false);
    setShown(result);
    refresh();
  }, [refresh]);

  const reward = useMutation({
    mutationFn: (spinId: number) => wheelApi.reward(spinId),
    onSuccess: (d) => {
      setShown(null);
      toaster.create({ type: 'success', title: d.message, duration: TOAST_MS });
      refresh();
    },
    onError: (e) => {
      toaster.create({ type: 'error', title: failureMessage(e), duration: TOAST_MS });
      refresh();
    },
  });

  const start = () => {
    if (spinning || spin.isPending) return;
    setSpinning(true);
    spin.mutate(tab);
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '4', sm: '5' }} alignItems="start">
      <Stack gap="4" minW="0">
        <Box bg="bg.panel" rounded="2xl" borderWidth="1px" borderColor="border.muted" p={{ base: '4', sm: '6' }}>
          <WheelDrawing slots={config.slots} rotation={rotation} spinning={spinning && landing.current !== null} onLanded={landed} />
          <Box mt="5">
            <SegmentTabs
              label="วิธีหมุนวงล้อ"
              value={tab}
              onChange={setTab}
              disabled={spinning}
              items={[
                { value: WHEEL_FREE_TAB, label: config.free.name },
                { value: WHEEL_POINT_TAB, label: config.points.name },
              ]}
            >
              <TabState config={config} tab={tab} />
              <Button
                mt="4"
                w="full"
                size="lg"
                colorPalette={tab === WHEEL_POINT_TAB ? 'gold' : 'green'}
                onClick={start}
                loading={spinning}
                loadingText="กำลังหมุน..."
                disabled={spinning || !canSpin(config, tab)}
              >
                หมุนวงล้อ
              </Button>
              {!config.enabled && (
                <Text mt="2" fontSize="sm" color="red.300">
                  ขณะนี้กงล้อนำโชคปิดให้บริการชั่วคราว
                </Text>
              )}
            </SegmentTabs>
          </Box>
        </Box>
        <PendingPrizes
          pending={config.pending}
          onReward={(id) => reward.mutate(id)}
          rewarding={reward.isPending ? (reward.variables ?? null) : null}
        />
        <Winners />
      </Stack>
      <Stack gap="4" minW="0">
        <OddsTable config={config} />
        <Fairness config={config} />
      </Stack>
      <PrizeDialog
        spin={shown?.spin ?? null}
        message={shown?.message ?? ''}
        onClose={() => setShown(null)}
        onReward={(id) => reward.mutate(id)}
        rewarding={reward.isPending}
      />
    </Grid>
  );
}

/** /member/wheel, "กงล้อนำโชค": the wheel, its two tabs, the published odds, fairness, winners and pending prizes. */
export function WheelPage() {
  const search = useLocation({ select: (l) => l.search });
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb="4">
        กงล้อนำโชค
      </Heading>
      <QueryBoundary
        fallback={
          <Stack gap="4">
            <Skeleton h="96" rounded="2xl" />
            <Skeleton h="48" rounded="2xl" />
          </Stack>
        }
      >
        <Wheel initialTab={tabOf(search)} />
      </QueryBoundary>
    </Container>
  );
}
