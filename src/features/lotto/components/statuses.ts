import type { BillStatus } from '@contract/lotto';

/** Chakra palettes of the statuses: waiting gold, won green, lost red, cancelled/refunded grey. */
export const BILL_STATUS_PALETTE: Record<BillStatus, string> = {
  pending: 'yellow',
  won: 'green',
  lost: 'red',
  cancelled: 'gray',
  refunded: 'purple',
};
