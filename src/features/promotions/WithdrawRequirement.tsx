import { Alert, Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import type { WithdrawInfo } from '@contract/withdrawals';
import { Link } from '@tanstack/react-router';
import { LabelRow } from '@/components/data/LabelRow';
import { ProgressBar, percentText } from './ProgressBar';
import { baht, thaiDateTime } from './terms';

type Turnover = NonNullable<WithdrawInfo['turnover']>;

const percentOf = (t: Turnover) => (t.required > 0 ? Math.min(100, Math.floor((t.done / t.required) * 1000) / 10) : 100);

/**
 * The promotion requirement that blocks withdrawals: its title, progress, what is left, the expiry
 * and the maximum withdrawal once it is met (docs/promotions.md).
 */
export function BlockingRequirement({ t }: { t: Turnover }) {
  const balance = t.kind === 'balance';
  const percent = percentOf(t);
  return (
    <Box
      as="section"
      aria-label="เงื่อนไขโปรโมชั่นที่ต้องทำให้ครบ"
      rounded="2xl"
      p={{ base: '4', sm: '5' }}
      bgGradient="to-br"
      gradientFrom="gold.950"
      gradientTo="bg.panel"
      borderWidth="1px"
      borderColor="gold.800"
      data-testid="withdraw-requirement"
    >
      <Flex justify="space-between" align="start" gap="3" mb="2">
        <Box minW="0">
          <Text fontSize="xs" color="fg.muted">
            {balance ? 'ต้องทำยอดเงินให้ถึงเป้าก่อนถอน' : 'ต้องทำเทิร์นให้ครบก่อนถอน'}
          </Text>
          <Heading as="h2" size="md">
            {t.title}
          </Heading>
        </Box>
        <Text fontSize="xl" fontWeight="bold" color="gold.300" flexShrink={0}>
          {percentText(percent)}
        </Text>
      </Flex>
      <ProgressBar percent={percent} label={`ความคืบหน้า ${t.title}`} />
      <Flex justify="space-between" fontSize="sm" color="fg.muted" mt="1.5" gap="2" wrap="wrap">
        <Text>
          {balance ? 'ยอดเงินตอนนี้' : 'ทำแล้ว'} {baht(t.done)} / {baht(t.required)} บาท
        </Text>
        <Text color="gold.200" fontWeight="semibold">
          {balance ? 'ขาดอีก' : 'เหลืออีก'} {baht(t.remaining)} บาท
        </Text>
      </Flex>
      <Box mt="2">
        <LabelRow label="หมดเวลา">{t.expires_at ? thaiDateTime(t.expires_at) : 'ไม่มีกำหนด'}</LabelRow>
        <LabelRow label="ถอนได้สูงสุดเมื่อทำครบ">{t.max_withdrawal === null ? 'ไม่จำกัด' : `${baht(t.max_withdrawal)} บาท`}</LabelRow>
      </Box>
      <Button asChild size="sm" variant="outline" colorPalette="gold" mt="3">
        <Link to="/member/promotions">ดูรายละเอียดโปรโมชั่น</Link>
      </Button>
    </Box>
  );
}

/** A met requirement's maximum, applied to the next withdrawal (the balance above it is forfeited). */
export function WithdrawCap({ cap }: { cap: NonNullable<WithdrawInfo['withdraw_cap']> }) {
  return (
    <Alert.Root status="info" rounded="xl" data-testid="withdraw-cap">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>ถอนได้สูงสุด {baht(cap.max_withdrawal)} บาท ตามเงื่อนไขโปรโมชั่น</Alert.Title>
        <Alert.Description fontSize="sm">{cap.message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
