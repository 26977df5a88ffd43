import { Badge, Box, Button, Container, Flex, Grid, Heading, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FREE_SPIN_SOURCES, type FreeSpinGame, type FreeSpinRound, type FreeSpinSummaryData } from '@contract/freespins';
import { lazy } from '@contract/lazy';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type ReactNode, useRef, useState } from 'react';
import { WheelOutlineIcon } from '@/components/icons/outline';
import { OfflineReason } from '@/components/OfflineReason';
import { Panel } from '@/components/Panel';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { TOAST_MS, toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { failureMessage } from '@/lib/api-error';
import { formatMoney, formatThaiDate } from '@/lib/format';
import { useNetworkGate } from '@/lib/network';
import { isLoggedInAtom } from '@/state/auth';
import { freeSpinApi, type PlayResult } from './api';
import { FreeSpinReels, outcomeParts } from './FreeSpinReels';
import { freeSpinHistoryQuery, freeSpinKeys, freeSpinSummaryQuery } from './queries';

const baht = (n: number) => `${formatMoney(n)} บาท`;
const times = lazy(() => new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 }));

/** How to get free spins, each with its page (shown to visitors and at 0 spins). */
function HowToGet() {
  return (
    <Panel title="รับฟรีสปินได้จากที่ไหน">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" data-testid="freespin-how-to-get">
        {FREE_SPIN_SOURCES.map((s) => (
          <Box
            key={s.key}
            asChild
            rounded="xl"
            borderWidth="1px"
            borderColor="gold.800"
            bg="bg.panel"
            p="3"
            _hover={{ borderColor: 'gold.500' }}
          >
            <Link to={s.to}>
              <Text fontWeight="semibold" color="gold.300">
                {s.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {s.text}
              </Text>
            </Link>
          </Box>
        ))}
      </SimpleGrid>
    </Panel>
  );
}

/** The free-spin games of the lobby (the route gives the lobby's own list). */
function LobbyList({ lobby }: { lobby?: ReactNode }) {
  if (!lobby) return null;
  return (
    <Box as="section" aria-label="เกมฟรีสปินในล็อบบี้">
      {lobby}
    </Box>
  );
}

function SpinsCard({ summary }: { summary: FreeSpinSummaryData }) {
  const terms =
    summary.turnover_multiplier > 0
      ? `รางวัลเข้ากระเป๋าหลัก ทำยอดเทิร์น ${times().format(summary.turnover_multiplier)} เท่าของรางวัลภายใน ${summary.requirement_days} วันก่อนถอน`
      : 'รางวัลเข้ากระเป๋าหลัก ไม่ติดเทิร์น';
  return (
    <Box
      as="section"
      aria-label="ฟรีสปินของคุณ"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gold.700"
      bgGradient="to-br"
      gradientFrom="gold.950"
      gradientTo="green.950"
      p={{ base: '4', sm: '6' }}
    >
      <Heading as="h2" size={{ base: 'xl', sm: '2xl' }} color="gold.300" data-testid="freespin-count">
        ฟรีสปินของคุณ {summary.free_spins.toLocaleString('th-TH')} ครั้ง
      </Heading>
      <Text mt="1">เดิมพันต่อสปิน {baht(summary.bet)}</Text>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {terms}
        {summary.max_win !== null ? ` รางวัลสูงสุดต่อสปิน ${baht(summary.max_win)}` : ''}
      </Text>
      {!summary.enabled && (
        <Text fontSize="sm" color="orange.300" role="note" mt="2">
          ขณะนี้ระบบฟรีสปินปิดให้บริการชั่วคราว
        </Text>
      )}
    </Box>
  );
}

function GameChoice({ games, selected, onSelect }: { games: FreeSpinGame[]; selected: string | null; onSelect: (id: string) => void }) {
  return (
    <Panel title="เกมที่ใช้ฟรีสปินได้">
      {games.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          ยังไม่มีเกมที่รับฟรีสปินในขณะนี้
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 2, sm: 3, lg: 4 }} gap="3">
          {games.map((g) => (
            <Stack
              key={g.game_id}
              gap="2"
              rounded="xl"
              borderWidth="2px"
              borderColor={selected === g.game_id ? 'gold.solid' : 'border.muted'}
              bg="bg.panel"
              p="2"
            >
              <Image src={g.image} alt="" aspectRatio="1" objectFit="cover" rounded="lg" bg="blackAlpha.400" />
              <Text fontWeight="semibold" lineClamp={1}>
                {g.name}
              </Text>
              <Button size="sm" colorPalette="gold" aria-label={`เล่นฟรีสปิน ${g.name}`} onClick={() => onSelect(g.game_id)}>
                {selected === g.game_id ? 'กำลังเล่น' : 'เล่นฟรีสปิน'}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Panel>
  );
}

function Proof({ round, game }: { round: FreeSpinRound | null; game: FreeSpinGame }) {
  const queryClient = useQueryClient();
  const rotate = useMutation({
    mutationFn: () => freeSpinApi.rotate(game.game_id),
    onSuccess: () => {
      toaster.create({
        type: 'success',
        title: 'เปิดเผยเซิร์ฟเวอร์ซีดแล้ว',
        description: 'ตรวจสอบรอบที่เล่นไปได้จากประวัติด้านล่าง',
        duration: TOAST_MS,
      });
      void queryClient.invalidateQueries({ queryKey: freeSpinKeys.root });
    },
    onError: (err) => toaster.create({ type: 'error', title: 'เปลี่ยนคู่ซีดไม่สำเร็จ', description: failureMessage(err), duration: TOAST_MS }),
  });
  const row = (label: string, value: ReactNode) => (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xs" fontFamily="mono" wordBreak="break-all">
        {value}
      </Text>
    </Box>
  );
  return (
    <Panel title="ตรวจสอบความยุติธรรม (Provably Fair)">
      <Stack gap="2" data-testid="freespin-proof">
        {round ? (
          <>
            {row('ค่าแฮชเซิร์ฟเวอร์ซีดของรอบล่าสุด', round.server_seed_hash)}
            {row('ไคลเอนต์ซีด', round.client_seed)}
            {row('nonce', round.nonce)}
            {row('เซิร์ฟเวอร์ซีด', round.server_seed ?? 'จะเปิดเผยเมื่อเปลี่ยนคู่ซีด')}
          </>
        ) : null}
        {row('ค่าแฮชของรอบถัดไป (แสดงก่อนหมุน)', `${game.next_seed.server_seed_hash} (nonce ${game.next_seed.nonce})`)}
        <Text fontSize="xs" color="fg.muted">
          ผลแต่ละรอบคำนวณจาก HMAC-SHA256 ของเซิร์ฟเวอร์ซีด ไคลเอนต์ซีด และ nonce เปลี่ยนคู่ซีดเพื่อเปิดเผยเซิร์ฟเวอร์ซีดแล้วนำไปตรวจสอบได้
        </Text>
        <Button
          size="sm"
          variant="outline"
          colorPalette="gold"
          alignSelf="start"
          loading={rotate.isPending}
          onClick={() => rotate.mutate()}
        >
          เปลี่ยนคู่ซีดและเปิดเผยเซิร์ฟเวอร์ซีด
        </Button>
      </Stack>
    </Panel>
  );
}

function Result({ result }: { result: PlayResult }) {
  const { featureSpins, featureWin } = outcomeParts(result.outcome);
  return (
    <Box
      rounded="xl"
      borderWidth="1px"
      borderColor={result.paid > 0 ? 'green.700' : 'border.muted'}
      bg={result.paid > 0 ? 'green.950/60' : 'bg.panel'}
      p="4"
      role="status"
      data-testid="freespin-result"
    >
      <Heading as="h3" size="md" color={result.paid > 0 ? 'green.300' : 'fg'}>
        {result.paid > 0 ? `ได้รับรางวัล ${baht(result.paid)}` : 'รอบนี้ไม่ได้รับรางวัล'}
      </Heading>
      {featureSpins > 0 && (
        <Text fontSize="sm" color="gold.300" mt="1">
          ได้ฟรีสปินในเกม {featureSpins} รอบ รวม {baht(featureWin)}
        </Text>
      )}
      {result.win > result.paid && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          รางวัลจากเกม {baht(result.win)} จ่ายสูงสุด {baht(result.paid)} ต่อสปิน
        </Text>
      )}
      {result.turnover_required > 0 && (
        <Text fontSize="sm" color="gold.200" mt="1">
          ต้องทำเทิร์น {baht(result.turnover_required)} ก่อนถอน
        </Text>
      )}
      <Flex gap="4" mt="2" wrap="wrap" fontSize="sm">
        <Text data-testid="freespin-left">ฟรีสปินคงเหลือ {result.free_spins.toLocaleString('th-TH')} ครั้ง</Text>
        <Text data-testid="freespin-balance">ยอดเงินคงเหลือ {baht(result.balance)}</Text>
      </Flex>
    </Box>
  );
}

/** The free-spin player of one game: the reels, the spin button, the round's win and balances, its proof. */
function Player({ game, summary }: { game: FreeSpinGame; summary: FreeSpinSummaryData }) {
  const queryClient = useQueryClient();
  const gate = useNetworkGate();
  const inFlight = useRef(false);
  const [result, setResult] = useState<PlayResult | null>(null);
  const spin = useMutation({
    mutationFn: () => freeSpinApi.play(game.game_id, crypto.randomUUID()),
    onSuccess: (data) => {
      setResult(data);
      queryClient.setQueryData<FreeSpinSummaryData>(
        freeSpinKeys.summary,
        (s) =>
          s && {
            ...s,
            free_spins: data.free_spins,
            games: s.games.map((g) => (g.game_id === data.game_id ? { ...g, next_seed: data.next_seed } : g)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['member', 'statement'] });
    },
    onError: (err) => {
      toaster.create({ type: 'error', title: 'หมุนฟรีสปินไม่สำเร็จ', description: failureMessage(err), duration: TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: freeSpinKeys.summary });
    },
    onSettled: () => {
      inFlight.current = false;
      void queryClient.invalidateQueries({ queryKey: freeSpinKeys.history });
    },
  });
  const onSpin = () => {
    if (inFlight.current || spin.isPending) return;
    inFlight.current = true;
    spin.mutate();
  };
  const none = summary.free_spins <= 0;
  const { base } = outcomeParts(result?.outcome);
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '4', sm: '5' }} alignItems="start">
      <Stack as="section" aria-label={`ฟรีสปิน ${game.name}`} gap="3" minW="0">
        <Flex align="center" justify="space-between" gap="2">
          <Heading as="h2" size="lg">
            {game.name}
          </Heading>
          <Badge colorPalette="gold" variant="subtle">
            เดิมพัน {baht(summary.bet)}
          </Badge>
        </Flex>
        <FreeSpinReels spin={base} spinning={spin.isPending} />
        <Button
          size="xl"
          fontSize="lg"
          colorPalette="green"
          disabled={none || gate.disabled || spin.isPending || !summary.enabled}
          loading={spin.isPending}
          loadingText="กำลังหมุน"
          onClick={onSpin}
        >
          หมุนฟรีสปิน
        </Button>
        {none && (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            ฟรีสปินของคุณหมดแล้ว รับเพิ่มได้จากกงล้อ ภารกิจ แลกของรางวัล หรือคูปอง
          </Text>
        )}
        <OfflineReason reason={gate.reason} />
        {result && <Result result={result} />}
      </Stack>
      <Proof round={result} game={game} />
    </Grid>
  );
}

function History() {
  const { data, isPending } = useQuery(freeSpinHistoryQuery);
  return (
    <Panel title="ประวัติฟรีสปิน">
      {isPending ? (
        <Skeleton h="24" rounded="xl" />
      ) : !data || data.rounds.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          ยังไม่มีรอบฟรีสปิน
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="freespin-history">
          {data.rounds.map((r) => (
            <Box as="li" key={r.round_id} rounded="lg" borderWidth="1px" borderColor="border.muted" p="2" fontSize="sm">
              <Flex justify="space-between" gap="2">
                <Text>
                  {r.game_name} · {formatThaiDate(r.created_at, true)}
                </Text>
                <Text fontWeight="semibold" color={r.paid > 0 ? 'green.300' : 'fg.muted'}>
                  {r.paid > 0 ? `+${baht(r.paid)}` : 'ไม่ได้รับรางวัล'}
                </Text>
              </Flex>
              <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
                nonce {r.nonce} · แฮช {r.server_seed_hash.slice(0, 16)}… · {r.server_seed ? `ซีด ${r.server_seed}` : 'ซีดยังไม่เปิดเผย'}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function MemberFreeSpins({ lobby }: { lobby?: ReactNode }) {
  const summary = useSuspenseQuery(freeSpinSummaryQuery).data;
  const [selected, setSelected] = useState<string | null>(null);
  const game = summary.games.find((g) => g.game_id === selected) ?? null;
  const none = summary.free_spins <= 0;
  return (
    <Stack gap={{ base: '4', sm: '5' }}>
      <SpinsCard summary={summary} />
      {summary.enabled && (!none || game) && <GameChoice games={summary.games} selected={selected} onSelect={setSelected} />}
      {game && <Player key={game.game_id} game={game} summary={summary} />}
      {none && <HowToGet />}
      <History />
      {none && <LobbyList lobby={lobby} />}
    </Stack>
  );
}

function Visitor({ lobby }: { lobby?: ReactNode }) {
  return (
    <Stack gap="0">
      <LobbyList lobby={lobby} />
      <Container pb={{ base: '4', sm: '6' }} maxW="1120px">
        <Stack gap={{ base: '4', sm: '5' }}>
          <HowToGet />
          <Box rounded="2xl" borderWidth="1px" borderColor="gold.800" bg="bg.panel" p={{ base: '4', sm: '6' }} textAlign="center">
            <Text mb="4">สมัครสมาชิกหรือเข้าสู่ระบบ เพื่อดูฟรีสปินของท่านและหมุนฟรีในสล็อตของเรา</Text>
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }} justify="center">
              <Button asChild colorPalette="gold" size="lg" minW={{ sm: '48' }}>
                <Link to="/register">สมัครสมาชิก</Link>
              </Button>
              <Button asChild colorPalette="green" size="lg" minW={{ sm: '48' }}>
                <Link to="/login">เข้าสู่ระบบ</Link>
              </Button>
            </Flex>
          </Box>
        </Stack>
      </Container>
    </Stack>
  );
}

/**
 * /freespin: a member's free spins ("ฟรีสปินของคุณ N ครั้ง", the bet per spin), the games that accept
 * them and, once one is chosen, its free-spin player (reels, "หมุนฟรีสปิน", the win and balances, the
 * round's provably-fair proof) and the history. Members without free spins also see how to get them
 * and the lobby's free-spin games (`lobby`, given by the route); visitors see the lobby as it was (its
 * hero is then the page's heading), how to get free spins and the way in.
 */
export function FreeSpinPage({ lobby }: { lobby?: ReactNode }) {
  const signedIn = useAtomValue(isLoggedInAtom);
  if (!signedIn) return <Visitor lobby={lobby} />;
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Flex align="center" gap="3" mb="4">
        <Box color="gold.400" flexShrink={0} aria-hidden>
          <WheelOutlineIcon size={36} />
        </Box>
        <Box>
          <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
            ฟรีสปินของฉัน
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            หมุนสล็อตฟรีด้วยฟรีสปินของคุณ รางวัลเข้ากระเป๋าหลัก
          </Text>
        </Box>
      </Flex>
      <QueryBoundary
        fallback={
          <Stack gap="4">
            <Skeleton h="32" rounded="2xl" />
            <Skeleton h="48" rounded="2xl" />
          </Stack>
        }
      >
        <MemberFreeSpins lobby={lobby} />
      </QueryBoundary>
    </Container>
  );
}
