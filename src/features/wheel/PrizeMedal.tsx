import { Box, Text } from '@chakra-ui/react';
import type { Prize } from '@contract/prizes';
import type { ReactNode } from 'react';
import { StarIcon, WheelIcon } from '@/components/icons/shell';
import { formatMoney, formatPoints } from '@/lib/format';

/** What a prize reads as inside the medal: its sign and its amount ('฿', '50.00'), or a dash for nothing won. */
function face(prize: Prize): { sign: ReactNode; amount: string; unit: string } {
  switch (prize.kind) {
    case 'credit':
      return { sign: '฿', amount: formatMoney(prize.amount), unit: 'เครดิตฟรี' };
    case 'points':
      return { sign: <StarIcon />, amount: formatPoints(prize.amount), unit: 'แต้ม' };
    case 'free_spins':
      return { sign: <WheelIcon />, amount: String(prize.amount), unit: 'ฟรีสปิน' };
    default:
      return { sign: '–', amount: '', unit: 'ไม่ได้รับรางวัล' };
  }
}

/**
 * The prize the wheel landed on, drawn as a medal in its segment's colour: the prize's sign (฿ for
 * credit, a star for points, a wheel for free spins), its amount and its unit, so the result shows
 * what was won at a glance (the prize text sits under it).
 */
export function PrizeMedal({ prize, color }: { prize: Prize; color: string }) {
  const f = face(prize);
  const lost = prize.kind === 'none';
  return (
    <Box
      mx="auto"
      boxSize="32"
      rounded="full"
      bg={color}
      borderWidth="4px"
      borderColor={lost ? 'border.emphasized' : 'gold.400'}
      boxShadow={lost ? undefined : '0 0 24px rgba(245, 197, 66, 0.45)'}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      color="white"
      textShadow="0 1px 2px rgba(0,0,0,0.6)"
      data-testid="wheel-prize-medal"
      data-kind={prize.kind}
      role="img"
      aria-label={lost ? 'ไม่ได้รับรางวัล' : prize.text}
    >
      <Box fontSize={lost ? '4xl' : '2xl'} lineHeight="1" fontWeight="bold" aria-hidden>
        {f.sign}
      </Box>
      {f.amount && (
        <Text fontSize={f.amount.length > 7 ? 'md' : 'xl'} fontWeight="bold" lineHeight="1.2" aria-hidden>
          {f.amount}
        </Text>
      )}
      <Text fontSize="xs" fontWeight="semibold" aria-hidden>
        {f.unit}
      </Text>
    </Box>
  );
}
