import { Box, Text } from '@chakra-ui/react';
import type { WinlossConfigData } from '@contract/rewards';
import { LabelRow } from '@/components/data/LabelRow';
import { bahtRule, capText, percentText, requirementText, tierOf } from './format';
import { ClosedNote } from './parts';

/**
 * The public rules of the weekly refund: the tiers (the member's current one marked when known), the
 * week, whether lotto counts, the cap, the claim window and the requirement.
 */
export function WinlossRules({ config, net }: { config: WinlossConfigData; net?: number }) {
  const tiers = [...config.tiers].sort((a, b) => a.min_loss - b.min_loss);
  const reached = net === undefined ? null : tierOf(tiers, net).reached;
  return (
    <Box data-testid="rules-winloss">
      {!config.enabled && <ClosedNote />}
      <Text fontSize="sm" color="fg.muted" mb="3">
        คืนยอดเสียสุทธิของทั้งสัปดาห์ (วันจันทร์ถึงวันอาทิตย์ เวลาไทย) ยิ่งเสียมากยิ่งได้คืนมาก สรุปยอดทุกวันจันทร์
      </Text>
      <Box overflowX="auto" mb="2">
        <Box
          as="table"
          w="full"
          fontSize="sm"
          aria-label="ขั้นการคืนยอดเสีย"
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
                ยอดเสียต่อสัปดาห์
              </Box>
              <Box as="th" color="fg.muted" textAlign="end">
                ได้คืน
              </Box>
            </Box>
          </thead>
          <tbody>
            {tiers.map((t) => {
              const mine = reached === t;
              return (
                <Box as="tr" key={t.min_loss} bg={mine ? 'gold.subtle' : 'transparent'} aria-current={mine ? 'true' : undefined}>
                  <Box as="td">
                    เสีย {bahtRule(t.min_loss)}ขึ้นไป
                    {mine && (
                      <Text as="span" color="gold.300" fontSize="xs" ms="2">
                        (ขั้นของท่านสัปดาห์นี้)
                      </Text>
                    )}
                  </Box>
                  <Box as="td" textAlign="end" fontWeight="bold" color="gold.300">
                    คืน {percentText(t.percent)}
                  </Box>
                </Box>
              );
            })}
          </tbody>
        </Box>
      </Box>
      <LabelRow label="รอบการคิดยอด">ทุกสัปดาห์ วันจันทร์ - วันอาทิตย์</LabelRow>
      <LabelRow label="ยอดหวย">{config.include_lotto ? 'นับยอดเสียจากหวยด้วย' : 'ไม่นับยอดหวย'}</LabelRow>
      <LabelRow label="ได้รับสูงสุดต่อสัปดาห์">{capText(config.max_per_week)}</LabelRow>
      <LabelRow label="รับได้">ตั้งแต่วันจันทร์ถัดไป ภายใน {config.claim_days} วัน</LabelRow>
      <LabelRow label="เงื่อนไข">{requirementText(config.turnover_multiplier)}</LabelRow>
    </Box>
  );
}
