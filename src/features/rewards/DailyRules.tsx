import { Badge, Box, Text } from '@chakra-ui/react';
import type { CashbackConfigData } from '@contract/rewards';
import { LabelRow } from '@/components/data/LabelRow';
import { capText, minimumText, percentText, requirementText } from './format';
import { ClosedNote } from './parts';

type DailyKind = 'cashback' | 'commission';

const INTRO: Record<DailyKind, string> = {
  cashback:
    'คืนยอดเสียของทุกวัน คิดจากยอดเสียสุทธิของแต่ละประเภทเกม (ยอดเดิมพันที่ได้ผลแล้ว หักยอดชนะ) ตามระดับ VIP ของท่าน สรุปยอดหลังเที่ยงคืนเวลาไทย หวยนับยอดในวันที่ออกผล',
  commission: 'คืนค่าคอมมิชชั่นจากยอดเล่น (ยอดเทิร์น) ของทุกวัน แยกตามประเภทเกม ตามระดับ VIP ของท่าน สรุปยอดหลังเที่ยงคืนเวลาไทย',
};

/**
 * The public rules of one daily reward: the percent per product and VIP level (the member's own level
 * marked when known), the minimum, the daily cap, how long a day stays claimable and the requirement.
 */
export function DailyRules({ kind, config, vipLevel }: { kind: DailyKind; config: CashbackConfigData; vipLevel?: number }) {
  const rule = config[kind];
  const label = kind === 'cashback' ? 'อัตราคืนยอดเสีย' : 'อัตราค่าคอมมิชชั่น';
  return (
    <Box data-testid={`rules-${kind}`}>
      {!rule.enabled && <ClosedNote />}
      <Text fontSize="sm" color="fg.muted" mb="3">
        {INTRO[kind]}
      </Text>
      {rule.rates.length > 0 && (
        <Box overflowX="auto" mb="2">
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
                {config.vip_levels.map((name, i) => (
                  <Box as="th" key={name} textAlign="end" color={i === vipLevel ? 'gold.300' : 'fg.muted'}>
                    {name}
                    {i === vipLevel && (
                      <Badge colorPalette="gold" variant="solid" size="xs" ms="1">
                        ระดับของท่าน
                      </Badge>
                    )}
                  </Box>
                ))}
              </Box>
            </thead>
            <tbody>
              {rule.rates.map((r) => (
                <Box as="tr" key={r.product} bg="transparent">
                  <Box as="td">{r.product_name}</Box>
                  {config.vip_levels.map((name, i) => (
                    <Box
                      as="td"
                      key={name}
                      textAlign="end"
                      fontWeight={i === vipLevel ? 'bold' : undefined}
                      color={i === vipLevel ? 'gold.300' : undefined}
                    >
                      {percentText(r.percents[i] ?? 0)}
                    </Box>
                  ))}
                </Box>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
      <LabelRow label={kind === 'cashback' ? 'ยอดเสียขั้นต่ำต่อวัน' : 'ยอดเทิร์นขั้นต่ำต่อวัน'}>{minimumText(rule.minimum)}</LabelRow>
      <LabelRow label="ได้รับสูงสุดต่อวัน">{capText(rule.max_per_day)}</LabelRow>
      <LabelRow label="รับได้">ตั้งแต่วันถัดไป ภายใน {rule.claim_days} วัน</LabelRow>
      <LabelRow label="เงื่อนไข">{requirementText(rule.turnover_multiplier)}</LabelRow>
    </Box>
  );
}
