import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import type { ProductFigure, RewardKind, RewardStatus } from '@contract/rewards';
import { Link } from '@tanstack/react-router';
import { formatMoney } from '@/lib/format';
import { percentText } from './format';

/** What each reward is a percent of, as members read it. */
export const BASE_NAMES: Record<RewardKind, string> = {
  cashback: 'ยอดเสีย',
  commission: 'ยอดเทิร์น',
  winloss: 'ยอดเสียสุทธิ',
};

const STATUS_COLORS: Record<RewardStatus, string> = {
  waiting: 'yellow',
  claimable: 'green',
  claimed: 'blue',
  expired: 'gray',
  below_minimum: 'gray',
  frozen: 'orange',
};

/** A period's status in the server's Thai words ('รอสรุปยอด', 'รับได้', 'รับแล้ว', ...). */
export function StatusBadge({ status, name }: { status: RewardStatus; name: string }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" flexShrink={0} data-testid="reward-status">
      {name}
    </Badge>
  );
}

/** Per product: the base, the percent and the amount (baht, two decimals). */
export function ProductTable({ kind, products, label }: { kind: RewardKind; products: ProductFigure[]; label: string }) {
  if (products.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        ยังไม่มียอดในช่วงนี้
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Box
        as="table"
        w="full"
        fontSize="sm"
        aria-label={label}
        css={{
          borderCollapse: 'collapse',
          '& th, & td': { px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.muted' },
          '& th': { fontWeight: 'medium' },
          '& tbody tr:last-of-type td': { borderBottomWidth: 0 },
        }}
      >
        <thead>
          <Box as="tr" bg="transparent">
            <Box as="th" textAlign="start" color="fg.muted">
              เกม
            </Box>
            <Box as="th" color="fg.muted" textAlign="end">
              {BASE_NAMES[kind]}
            </Box>
            <Box as="th" color="fg.muted" textAlign="end">
              %
            </Box>
            <Box as="th" color="fg.muted" textAlign="end">
              ได้รับ
            </Box>
          </Box>
        </thead>
        <tbody>
          {products.map((p) => (
            <Box as="tr" key={p.product} bg="transparent">
              <Box as="td">{p.product_name}</Box>
              <Box as="td" textAlign="end">
                {formatMoney(p.base)}
              </Box>
              <Box as="td" textAlign="end">
                {percentText(p.percent)}
              </Box>
              <Box as="td" textAlign="end" color="gold.300" fontWeight="semibold">
                {formatMoney(p.amount)}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** A visitor's way in: register, or log in. */
export function GuestActions({ text }: { text: string }) {
  return (
    <Box
      rounded="2xl"
      borderWidth="1px"
      borderColor="gold.800"
      bgGradient="to-br"
      gradientFrom="gold.950"
      gradientTo="bg.panel"
      p={{ base: '4', sm: '6' }}
      textAlign="center"
    >
      <Text mb="4">{text}</Text>
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} justify="center">
        <Button asChild colorPalette="gold" size="lg" minW={{ sm: '48' }}>
          <Link to="/register">สมัครสมาชิก</Link>
        </Button>
        <Button asChild colorPalette="green" size="lg" minW={{ sm: '48' }}>
          <Link to="/login">เข้าสู่ระบบ</Link>
        </Button>
      </Flex>
    </Box>
  );
}

/** "ปิดให้บริการชั่วคราว" when the operators turned a reward off. */
export function ClosedNote() {
  return (
    <Text fontSize="sm" color="orange.300" role="note" mb="3">
      ปิดให้บริการชั่วคราว ยอดที่สรุปแล้วยังรับได้ตามกำหนด
    </Text>
  );
}
