import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { bahtToSatang } from '@contract/money-units';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { createPacer, prefersReducedMotion } from '../motion';
import { describeOf, type GameClientProps } from '../types';
import { ChipRack } from './ChipRack';
import { DiceBowl } from './DiceBowl';
import { Die } from './Die';
import { HiloTable } from './HiloTable';
import { betKey, type Dice, type HiloBet, type HiloOutcome, type HiloPaytable, spotName } from './table';
import './hilo.css';

/** The shortest tumble (ms) before the dice land; none under reduced motion. */
const ROLL_MS = 750;
const CHIP_BAHT = [1, 5, 10, 20, 50, 100, 500, 1000, 5000, 10000];
const RECENT = 12;

type Placed = { bet: HiloBet; amount: number };

/** ไฮโล (hilo): three dice, the Thai table's bets, chips placed spot by spot, then one roll. */
export default function HiloGame({ session, balance, play, notify, revealWin }: GameClientProps) {
  const paytable = describeOf<HiloPaytable>(session).paytable;
  const min = bahtToSatang(session.limits.min_bet);
  const max = bahtToSatang(session.limits.max_bet);
  const chips = useMemo(
    () =>
      CHIP_BAHT.map(bahtToSatang)
        .filter((c) => c >= min && c <= max)
        .slice(0, 7),
    [min, max],
  );
  const [chip, setChip] = useState(chips[0]);
  const [placed, setPlaced] = useState<Record<string, Placed>>({});
  const [undo, setUndo] = useState<{ key: string; amount: number }[]>([]);
  const [dice, setDice] = useState<Dice | null>(null);
  const [lit, setLit] = useState(false);
  const [paid, setPaid] = useState<Record<string, number>>({});
  const [rolling, setRolling] = useState(false);
  const [lastWin, setLastWin] = useState(0);
  const [recent, setRecent] = useState<Dice[]>([]);
  const pacer = useRef(createPacer()).current;
  useEffect(() => () => pacer.skip(), [pacer]);

  const total = Object.values(placed).reduce((s, p) => s + p.amount, 0);
  const amounts = useMemo(() => Object.fromEntries(Object.entries(placed).map(([k, p]) => [k, p.amount])), [placed]);

  const place = (bet: HiloBet) => {
    const key = betKey(bet);
    const now = placed[key]?.amount ?? 0;
    const add = Math.min(chip, max - now);
    if (add <= 0) {
      notify(`เดิมพันต่อช่องสูงสุด ${formatMoney(max / 100)} บาท`, 'error');
      return;
    }
    if ((total + add) / 100 > balance) {
      notify('ยอดเงินไม่พอสำหรับชิปนี้', 'error');
      return;
    }
    setPlaced((p) => ({ ...p, [key]: { bet, amount: now + add } }));
    setUndo((u) => [...u, { key, amount: add }]);
    setLit(false);
    setPaid({});
  };

  const undoLast = () => {
    const last = undo.at(-1);
    if (!last) return;
    setUndo((u) => u.slice(0, -1));
    setPlaced((p) => {
      const left = (p[last.key]?.amount ?? 0) - last.amount;
      const { [last.key]: gone, ...rest } = p;
      return left > 0 && gone ? { ...rest, [last.key]: { ...gone, amount: left } } : rest;
    });
    setLit(false);
  };

  const clear = () => {
    setPlaced({});
    setUndo([]);
    setLit(false);
    setPaid({});
  };

  const roll = async () => {
    const bets = Object.values(placed);
    if (bets.length === 0) {
      notify('กรุณาวางชิปบนโต๊ะก่อนทอย');
      return;
    }
    pacer.reset();
    setRolling(true);
    setLit(false);
    setPaid({});
    setLastWin(0);
    const started = performance.now();
    let outcome: HiloOutcome;
    let win: number;
    try {
      const round = await play({ bets: bets.map((p) => ({ ...p.bet, amount: p.amount })) }, { holdWin: true });
      outcome = round.outcome as HiloOutcome;
      win = round.win;
    } catch (e) {
      setRolling(false);
      notify(e instanceof ApiError ? e.message : 'ทอยไม่สำเร็จ กรุณาลองใหม่', 'error');
      return;
    }
    await pacer.wait((prefersReducedMotion() ? 0 : ROLL_MS) - (performance.now() - started));
    setDice(outcome.dice);
    setRolling(false);
    setLit(true);
    setPaid(Object.fromEntries(outcome.bets.filter((b) => b.win > 0).map((b) => [b.key, b.win])));
    setLastWin(win);
    setRecent((r) => [outcome.dice, ...r].slice(0, RECENT));
    revealWin?.();
    // The win shows on the table; a big one (10x the stake or more) is also called out.
    const stake = bets.reduce((s, p) => s + p.amount, 0) / 100;
    if (win >= stake * 10) {
      const best = outcome.bets.reduce((a, b) => (b.win > a.win ? b : a));
      notify(`ชนะรางวัลใหญ่ ${formatMoney(win)} บาท (${spotName(best.bet)})`, 'win');
    }
  };

  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' }}
      gridTemplateAreas={{ base: '"bowl" "table" "controls"', md: '"bowl table" "controls table"' }}
      gridTemplateRows={{ md: 'auto 1fr' }}
      columnGap="6"
      rowGap="3"
      w="full"
      maxW="1120px"
      mx="auto"
      px={{ base: '2', md: '6' }}
      pt={{ base: '3', md: '6' }}
    >
      <Flex gridArea="bowl" direction="column" align="center" gap="3">
        <DiceBowl dice={dice} rolling={rolling} />
        <RecentRolls recent={recent} />
      </Flex>
      <Box gridArea="table" pb={{ base: '2', md: '6' }}>
        <HiloTable paytable={paytable} placed={amounts} result={lit ? dice : null} paid={paid} disabled={rolling} onPlace={place} />
      </Box>
      <Box
        gridArea="controls"
        position={{ base: 'sticky', md: 'static' }}
        bottom="0"
        zIndex="docked"
        mx={{ base: '-2', md: '0' }}
        px={{ base: '3', md: '0' }}
        pt="3"
        pb={{ base: 'calc(12px + env(safe-area-inset-bottom))', md: '0' }}
        bg={{ base: 'linear-gradient(180deg, rgba(2,8,5,0.7) 0%, rgba(2,8,5,0.97) 25%)', md: 'transparent' }}
        borderTopWidth={{ base: '1px', md: '0' }}
        borderColor="gold.900"
        alignSelf="start"
      >
        <Flex justify="space-between" align="baseline" mb="2" px="1">
          <Text fontSize="sm" color="fg.muted">
            เดิมพันรวม{' '}
            <Text as="span" color="white" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="hilo-total">
              {formatMoney(total / 100)}
            </Text>
          </Text>
          <Text fontSize="sm" color={lastWin > 0 ? 'gold.200' : 'fg.muted'}>
            ชนะ{' '}
            <Text
              as="span"
              fontSize="xl"
              fontWeight="bold"
              color={lastWin > 0 ? 'gold.300' : 'whiteAlpha.700'}
              fontVariantNumeric="tabular-nums"
              data-testid="hilo-win"
              aria-live="polite"
            >
              {formatMoney(lastWin)}
            </Text>
          </Text>
        </Flex>
        <ChipRack chips={chips} value={chip} onChange={setChip} />
        <Flex gap="2" mt="3">
          <Button variant="outline" colorPalette="gold" rounded="full" onClick={undoLast} disabled={rolling || undo.length === 0} flex="1">
            ย้อน
          </Button>
          <Button variant="outline" colorPalette="gold" rounded="full" onClick={clear} disabled={rolling || total === 0} flex="1">
            ล้าง
          </Button>
          <Button
            flex="2"
            rounded="full"
            h="48px"
            fontSize="lg"
            fontWeight="bold"
            bg="radial-gradient(circle at 50% 30%, #fff3c4 0%, #f5c542 45%, #b7791f 100%)"
            color="#2e1d03"
            borderWidth="2px"
            borderColor="#5c3b06"
            boxShadow="0 0 0 2px #f5c542, 0 6px 18px rgba(0,0,0,0.5)"
            _hover={{ filter: 'brightness(1.08)' }}
            onClick={() => void roll()}
            loading={rolling}
            loadingText="กำลังทอย"
            data-testid="hilo-roll"
          >
            ทอย
          </Button>
        </Flex>
      </Box>
    </Box>
  );
}

function RecentRolls({ recent }: { recent: Dice[] }) {
  if (recent.length === 0) return null;
  return (
    <Box w="full" maxW="340px">
      <Text fontSize="xs" color="fg.muted" mb="1">
        ผลล่าสุด
      </Text>
      <Flex gap="1.5" overflowX="auto" pb="1" data-testid="hilo-recent">
        {recent.map((d, i) => {
          const t = d[0] + d[1] + d[2];
          const triple = d[0] === d[1] && d[1] === d[2];
          return (
            <Flex
              // biome-ignore lint/suspicious/noArrayIndexKey: newest first, positions shift as rolls come
              key={i}
              direction="column"
              align="center"
              flexShrink={0}
              px="1.5"
              py="1"
              rounded="md"
              bg={triple ? 'purple.800' : t >= 11 ? 'red.900' : 'blue.900'}
              borderWidth="1px"
              borderColor="whiteAlpha.200"
            >
              <Flex gap="1px">
                {d.map((v, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: three dice of one roll
                  <Die key={j} value={v} size="12px" decorative />
                ))}
              </Flex>
              <Text fontSize="xs" fontWeight="bold">
                {t}
              </Text>
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
