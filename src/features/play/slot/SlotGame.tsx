import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { SlotPaytable } from '@contract/slot';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SymbolDefs } from '@/components/SlotSymbols';
import { formatMoney } from '@/lib/format';
import { betLadder } from '../bet-ladder';
import { describeOf, type GameClientProps } from '../types';
import { BetStepper } from './BetStepper';
import { BuyFeatureDialog } from './BuyFeatureDialog';
import { FeatureBanner } from './FeatureBanner';
import { Reels } from './Reels';
import { type FeatureState, useSlotPlayer } from './useSlotPlayer';
import { WinPanel } from './WinPanel';
import './slot.css';

/** Auto-spin runs this many rounds, stopping early on a refusal or a feature. */
const AUTO_SPINS = 20;
const AUTO_GAP_MS = 350;

/** สมบัติสยาม (siam-treasure): 5 reels, 3 rows, 20 lines, wilds, chests and free spins that can be bought. */
export default function SlotGame({ session, balance, play, notify, revealWin }: GameClientProps) {
  const d = describeOf<SlotPaytable>(session);
  const paytable = d.paytable;
  const ladder = useMemo(() => betLadder(session.limits), [session.limits]);
  const [bet, setBet] = useState(ladder[0]);
  const [buying, setBuying] = useState(false);
  const [auto, setAuto] = useState(0);
  const names = useMemo(() => Object.fromEntries(paytable.symbols.map((s) => [s.code, s.name.th])), [paytable]);
  const player = useSlotPlayer({ paytable, play, notify, revealWin });
  const autoRef = useRef(auto);
  autoRef.current = auto;

  const spinOnce = (buy: boolean) => player.spin(bet, buy);

  // Auto-spin: the next round starts a moment after the last one landed.
  const { busy, feature } = player;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a round ends or auto changes
  useEffect(() => {
    if (auto <= 0 || busy) return;
    const timer = setTimeout(async () => {
      if (autoRef.current <= 0) return;
      setAuto((n) => n - 1);
      const landed = await spinOnce(false);
      if (!landed) setAuto(0);
    }, AUTO_GAP_MS);
    return () => clearTimeout(timer);
  }, [auto, busy]);
  useEffect(() => {
    if (feature) setAuto(0);
  }, [feature]);

  const buyPrice = bet * paytable.buyCost;
  return (
    <Flex
      direction="column"
      align="center"
      flex="1"
      px={{ base: '2', md: '6' }}
      pt={{ base: '2', md: '5' }}
      pb="4"
      gap={{ base: '2', md: '3' }}
    >
      <SymbolDefs />
      <Box w="full" maxW="600px" position="relative">
        {feature ? <FeatureCounter feature={feature} multiplier={paytable.freeSpinMultiplier} /> : <Title />}
        <Box position="relative">
          <Reels
            grid={player.grid}
            spinning={player.spinning}
            strips={feature ? paytable.freeStrips : paytable.baseStrips}
            paylines={paytable.lines}
            highlight={player.highlight}
            names={names}
            free={feature !== null}
          />
          {player.banner && (
            <FeatureBanner banner={player.banner} multiplier={paytable.freeSpinMultiplier} onClose={player.dismissBanner} />
          )}
        </Box>
      </Box>
      <WinPanel win={player.lastWin} highlight={player.highlight} names={names} lineBet={bet / paytable.lines.length} />
      <Box w="full" maxW="600px" mt="auto">
        <BetStepper ladder={ladder} bet={bet} onChange={setBet} disabled={player.busy || auto > 0} lines={paytable.lines.length} />
        <Flex align="center" justify="space-between" gap="2" mt="3">
          <Button
            w={{ base: '96px', md: '132px' }}
            h="60px"
            flexDirection="column"
            gap="0"
            rounded="xl"
            bg="linear-gradient(180deg, #7e22ce 0%, #4c1d95 100%)"
            color="white"
            borderWidth="1px"
            borderColor="purple.300"
            _hover={{ filter: 'brightness(1.1)' }}
            disabled={player.busy || auto > 0}
            onClick={() => setBuying(true)}
            data-testid="slot-buy"
          >
            <Text fontSize="xs" lineHeight="1.2">
              ซื้อฟรีสปิน
            </Text>
            <Text fontSize="sm" fontWeight="bold" color="gold.300" lineHeight="1.3">
              {formatMoney(buyPrice / 100)}
            </Text>
          </Button>
          <SpinButton busy={player.busy} disabled={player.busy || auto > 0} onSpin={() => void spinOnce(false)} />
          {feature ? (
            <Button
              w={{ base: '96px', md: '132px' }}
              h="60px"
              rounded="xl"
              variant="outline"
              colorPalette="gold"
              onClick={player.skip}
              data-testid="slot-skip"
            >
              ข้าม
            </Button>
          ) : (
            <Button
              w={{ base: '96px', md: '132px' }}
              h="60px"
              rounded="xl"
              flexDirection="column"
              gap="0"
              variant={auto > 0 ? 'solid' : 'outline'}
              colorPalette="green"
              aria-pressed={auto > 0}
              onClick={() => setAuto((n) => (n > 0 ? 0 : AUTO_SPINS))}
              data-testid="slot-auto"
            >
              <Text fontSize="sm" fontWeight="bold">
                {auto > 0 ? 'หยุดออโต้' : 'ออโต้'}
              </Text>
              <Text fontSize="xs" opacity={0.85}>
                {auto > 0 ? `เหลือ ${auto}` : `${AUTO_SPINS} ครั้ง`}
              </Text>
            </Button>
          )}
        </Flex>
      </Box>
      <BuyFeatureDialog
        open={buying}
        onClose={() => setBuying(false)}
        price={buyPrice}
        bet={bet}
        paytable={paytable}
        balance={balance}
        onConfirm={() => {
          setBuying(false);
          void spinOnce(true);
        }}
      />
    </Flex>
  );
}

function Title() {
  return (
    <Flex align="center" justify="center" gap="3" h={{ base: '40px', md: '56px' }} mb={{ base: '1', md: '2' }} aria-hidden="true">
      <Box h="2px" flex="1" maxW="90px" bg="linear-gradient(90deg, transparent, #f5c542)" />
      <Text
        fontSize={{ base: '2xl', md: '4xl' }}
        fontWeight="bold"
        lineHeight="1.1"
        bgImage="linear-gradient(180deg, #fff6cf 0%, #f7d04a 45%, #b7791f 100%)"
        bgClip="text"
        color="transparent"
        filter="drop-shadow(0 2px 0 rgba(0,0,0,0.8))"
      >
        สมบัติสยาม
      </Text>
      <Box h="2px" flex="1" maxW="90px" bg="linear-gradient(270deg, transparent, #f5c542)" />
    </Flex>
  );
}

/** In the title's place during the feature: the free spins played, the multiplier and the feature's win. */
function FeatureCounter({ feature, multiplier }: { feature: FeatureState; multiplier: number }) {
  return (
    <Flex align="center" justify="center" h={{ base: '40px', md: '56px' }} mb={{ base: '1', md: '2' }}>
      <Flex
        align="center"
        gap="3"
        px="4"
        py="1.5"
        rounded="full"
        bg="linear-gradient(180deg, rgba(126,34,206,0.95), rgba(59,7,100,0.95))"
        borderWidth="1px"
        borderColor="purple.300"
        boxShadow="0 0 18px rgba(168,85,247,0.45)"
        fontSize={{ base: 'sm', md: 'md' }}
        data-testid="slot-free"
      >
        <Text fontWeight="bold" color="white">
          ฟรีสปิน {feature.index}/{feature.total}
        </Text>
        <Text color="gold.300" fontWeight="bold">
          x{multiplier}
        </Text>
        <Text color="green.200">ชนะ {formatMoney(feature.win / 100)}</Text>
      </Flex>
    </Flex>
  );
}

function SpinButton({ busy, disabled, onSpin }: { busy: boolean; disabled: boolean; onSpin: () => void }) {
  return (
    <chakra.button
      type="button"
      className="slot-spin-button"
      data-busy={busy}
      data-testid="slot-spin"
      onClick={onSpin}
      disabled={disabled}
      w={{ base: '92px', md: '104px' }}
      h={{ base: '92px', md: '104px' }}
      rounded="full"
      flexShrink={0}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="0"
      bg="radial-gradient(circle at 50% 35%, #fff3c4 0%, #f5c542 35%, #de9b13 70%, #8d5b0c 100%)"
      color="#2e1d03"
      fontWeight="bold"
      fontSize="lg"
      borderWidth="4px"
      borderColor="#5c3b06"
      boxShadow="0 0 0 3px #f5c542, 0 8px 24px rgba(0,0,0,0.6), 0 0 30px rgba(245,197,66,0.35)"
      transition="transform 0.1s, filter 0.15s"
      cursor="pointer"
      _disabled={{ filter: 'grayscale(0.5) brightness(0.7)', cursor: 'not-allowed' }}
    >
      <Box as="span" className="slot-spin-icon" aria-hidden="true" fontSize="2xl" lineHeight="1">
        <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
          <path d="M12 4V1L8 5l4 4V6a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z" />
        </svg>
      </Box>
      หมุน
    </chakra.button>
  );
}
