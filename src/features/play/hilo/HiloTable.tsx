import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import { Die } from './Die';
import { betKey, type Dice, type HiloBet, type HiloPaytable, spotName, spotOdds, spotWins, TABLE } from './table';

type Props = {
  paytable: HiloPaytable;
  /** Satang placed per spot key. */
  placed: Record<string, number>;
  /** The last roll, to light the winning spots (null while none or after the bets changed). */
  result: Dice | null;
  /** Satang the last roll paid per spot key. */
  paid: Record<string, number>;
  disabled: boolean;
  onPlace: (bet: HiloBet) => void;
};

/** A chip's amount in few characters: 500, 1K, 2.5K. */
const short = (satang: number) => {
  const baht = satang / 100;
  return baht >= 1000 ? `${Number((baht / 1000).toFixed(1))}K` : `${baht}`;
};

/** The ไฮโล table: every spot of the engine, touch-sized at 375 px, the winning ones lit after a roll. */
export function HiloTable({ paytable, placed, result, paid, disabled, onPlace }: Props) {
  const spot = (bet: HiloBet, children: ReactNode, h = '48px') => {
    const key = betKey(bet);
    const amount = placed[key] ?? 0;
    const win = result !== null && spotWins(bet, result);
    const odds = spotOdds(bet, paytable);
    return (
      <chakra.button
        type="button"
        key={key}
        className="hilo-spot"
        data-testid={`hilo-spot-${key}`}
        data-win={win}
        aria-label={`${spotName(bet)} จ่าย ${odds}${amount ? ` วางแล้ว ${formatMoney(amount / 100)} บาท` : ''}`}
        onClick={() => onPlace(bet)}
        disabled={disabled}
        position="relative"
        minH={h}
        px="1"
        py="1"
        rounded="lg"
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        gap="0.5"
        bg={
          win
            ? 'linear-gradient(180deg, #1c8a4d 0%, #0f5c31 100%)'
            : 'linear-gradient(180deg, rgba(20,80,45,0.9) 0%, rgba(8,48,26,0.95) 100%)'
        }
        borderWidth="1px"
        borderColor={win ? 'green.300' : 'rgba(245,197,66,0.45)'}
        color="white"
        cursor="pointer"
        transition="transform 0.08s, background 0.2s"
        _hover={{ borderColor: 'gold.300' }}
        _disabled={{ cursor: 'default' }}
        opacity={result !== null && !win ? 0.55 : 1}
      >
        {children}
        {amount > 0 && (
          <Box
            position="absolute"
            top="-6px"
            right="-4px"
            minW="26px"
            h="26px"
            px="1"
            rounded="full"
            bg="radial-gradient(circle, #fce588 0%, #f5c542 55%, #b7791f 100%)"
            borderWidth="2px"
            borderStyle="dashed"
            borderColor="#7a4b06"
            color="#2e1d03"
            fontSize="10px"
            fontWeight="bold"
            display="flex"
            alignItems="center"
            justifyContent="center"
            boxShadow="0 2px 6px rgba(0,0,0,0.6)"
            data-testid={`hilo-chip-${key}`}
          >
            {short(amount)}
          </Box>
        )}
        {paid[key] > 0 && (
          <Text
            position="absolute"
            bottom="-2px"
            left="0"
            right="0"
            fontSize="10px"
            fontWeight="bold"
            color="gold.200"
            textShadow="0 1px 2px #000"
          >
            +{formatMoney(paid[key] / 100)}
          </Text>
        )}
      </chakra.button>
    );
  };
  const odds = (bet: HiloBet) => (
    <Text fontSize="10px" color="gold.300" lineHeight="1">
      {spotOdds(bet, paytable)}
    </Text>
  );
  const oddsOf = (type: HiloBet['type']) => paytable.bets.find((b) => b.type === type)?.odds ?? '';

  return (
    <Flex direction="column" gap="3" data-testid="hilo-table">
      <Grid cols={3}>
        {TABLE.main.map((bet) =>
          spot(
            bet,
            <>
              <Text
                fontSize={{ base: 'xl', md: '2xl' }}
                fontWeight="bold"
                lineHeight="1.1"
                color={bet.type === 'hilo11' ? 'gold.300' : 'white'}
              >
                {spotName(bet)}
              </Text>
              <Text fontSize="xs" color="whiteAlpha.800">
                {bet.type === 'low' ? '4-10' : bet.type === 'high' ? '11-17' : 'แต้มรวม 11'}
              </Text>
              {odds(bet)}
            </>,
            '72px',
          ),
        )}
      </Grid>
      <Grid cols={3}>
        {TABLE.side.map((bet) =>
          spot(
            bet,
            <>
              <Text fontSize="md" fontWeight="bold" lineHeight="1.1">
                {spotName(bet)}
              </Text>
              {odds(bet)}
            </>,
            '52px',
          ),
        )}
      </Grid>
      <Section title="ตอง (สามลูกเหมือนกัน)" odds={oddsOf('triple')}>
        <Grid cols={6}>
          {TABLE.triples.map((bet) =>
            spot(
              bet,
              <Flex direction="column" align="center" gap="1px">
                <Die value={bet.value} size="14px" decorative />
                <Flex gap="1px">
                  <Die value={bet.value} size="14px" decorative />
                  <Die value={bet.value} size="14px" decorative />
                </Flex>
              </Flex>,
              '52px',
            ),
          )}
        </Grid>
      </Section>
      <Section title="เบิ้ล (สองลูกขึ้นไป)" odds={oddsOf('double')}>
        <Grid cols={6}>
          {TABLE.doubles.map((bet) =>
            spot(
              bet,
              <Flex gap="2px">
                <Die value={bet.value} size="16px" decorative />
                <Die value={bet.value} size="16px" decorative />
              </Flex>,
              '44px',
            ),
          )}
        </Grid>
      </Section>
      <Section title="แต้มรวม">
        <Grid cols={7}>
          {TABLE.totals.map((bet) =>
            spot(
              bet,
              <>
                <Text fontSize="lg" fontWeight="bold" lineHeight="1">
                  {bet.value}
                </Text>
                {odds(bet)}
              </>,
              '50px',
            ),
          )}
        </Grid>
      </Section>
      <Section title="โต๊ด (สองเลขที่เลือกออกทั้งคู่)" odds={oddsOf('combo')}>
        <Grid cols={5}>
          {TABLE.combos.map((bet) => {
            const [a, b] = bet.value;
            return spot(
              bet,
              <Flex gap="3px">
                <Die value={a} size="18px" decorative />
                <Die value={b} size="18px" decorative />
              </Flex>,
              '42px',
            );
          })}
        </Grid>
      </Section>
      <Section title="เต็ง (เลขเดี่ยว)" odds={oddsOf('single')}>
        <Grid cols={6}>{TABLE.singles.map((bet) => spot(bet, <Die value={bet.value} size="26px" decorative />, '50px'))}</Grid>
      </Section>
    </Flex>
  );
}

function Grid({ cols, children }: { cols: number; children: ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns={`repeat(${cols}, minmax(0, 1fr))`} gap={{ base: '1.5', md: '2' }}>
      {children}
    </Box>
  );
}

function Section({ title, odds, children }: { title: string; odds?: string; children: ReactNode }) {
  return (
    <Box>
      <Flex justify="space-between" align="baseline" mb="1" px="0.5">
        <Text fontSize="xs" fontWeight="semibold" color="gold.200">
          {title}
        </Text>
        {odds && (
          <Text fontSize="xs" color="gold.400">
            จ่าย {odds}
          </Text>
        )}
      </Flex>
      {children}
    </Box>
  );
}
