import { Badge, type BadgeProps } from '@chakra-ui/react';
import { BILL_STATUS_NAMES, type BillStatus } from '@contract/lotto-names';
import { BILL_STATUS_PALETTE } from './statuses';

/** A bill's (or item's) status chip with its Thai name: รอผล, ถูกรางวัล, ไม่ถูกรางวัล, ยกเลิกแล้ว, คืนเงินแล้ว. */
export function BillStatusBadge({ status, name, size = 'md' }: { status: BillStatus; name?: string; size?: BadgeProps['size'] }) {
  return (
    <Badge
      colorPalette={BILL_STATUS_PALETTE[status]}
      variant={status === 'won' ? 'solid' : 'subtle'}
      size={size}
      data-status={status}
      flexShrink={0}
    >
      {name ?? BILL_STATUS_NAMES[status]}
    </Badge>
  );
}
