import { Badge } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { summaryQuery } from './api';

/** The menu's figure: statement lines waiting for an operator (live), nothing when none. */
export function DepositsBadge() {
  const summary = useQuery(summaryQuery);
  const n = summary.data?.review_lines ?? 0;
  if (n === 0) return null;
  return (
    <Badge colorPalette="orange" variant="solid" borderRadius="full" ml="auto" aria-label={`รายการเดินบัญชีรอจับคู่ ${n} รายการ`}>
      {n > 99 ? '99+' : n}
    </Badge>
  );
}
