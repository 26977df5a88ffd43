import { Badge } from '@chakra-ui/react';
import { WITHDRAWAL_STATUS_NAMES, type WithdrawalStatus } from '@contract/withdrawals';

const PALETTE: Record<WithdrawalStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** pending yellow, approved green, rejected red; the Thai names the member sees. */
export function WithdrawalStatusBadge({ status, name }: { status: WithdrawalStatus; name?: string }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size="md" data-status={status}>
      {name ?? WITHDRAWAL_STATUS_NAMES[status]}
    </Badge>
  );
}
