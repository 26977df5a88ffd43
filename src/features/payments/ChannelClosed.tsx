import { Text } from '@chakra-ui/react';
import type { PaymentChannel } from '@contract/payments';

/** When the server gives no reason (an older answer): the channel is simply closed for now. */
const CLOSED_FALLBACK = 'ช่องทางนี้ปิดให้บริการชั่วคราว กรุณาเลือกช่องทางอื่น';

const closedReasonOf = (channel: PaymentChannel) => channel.closed_reason ?? CLOSED_FALLBACK;

/**
 * Why a closed channel cannot be used (`closed_reason`: no account for this member, all at their
 * daily cap, or switched off), shown in place of its accounts or QR form so nobody pays to nothing.
 */
export function ChannelClosedNote({ channel }: { channel: PaymentChannel }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="channel-closed">
      {closedReasonOf(channel)}
    </Text>
  );
}
