import { Text } from '@chakra-ui/react/text';

/** The Thai reason under an action the network gate disabled (src/lib/network.ts useNetworkGate). */
export function OfflineReason({ reason }: { reason: string | undefined }) {
  if (!reason) return null;
  return (
    <Text fontSize="sm" color="fg.muted" role="status" data-testid="offline-reason">
      {reason}
    </Text>
  );
}
