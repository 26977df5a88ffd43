import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { paymentsApi } from './api';

/** Every key sits under 'member', so logout drops them with the rest of the member's data. */
export const paymentKeys = {
  channels: ['member', 'payment', 'channels'] as const,
  info: (channelId: number) => ['member', 'payment', 'info', channelId] as const,
  qr: (reference: string | undefined) => ['member', 'payment', 'qr', reference ?? 'latest'] as const,
  status: (reference: string) => ['member', 'payment', 'status', reference] as const,
};

export const channelsQuery = queryOptions({
  queryKey: paymentKeys.channels,
  queryFn: async () => unwrap(await paymentsApi.channels()),
  staleTime: 60_000,
});

/** A channel's instructions, the member's open notice and open QR: always fresh when shown. */
export const channelInfoQuery = (channelId: number) =>
  queryOptions({
    queryKey: paymentKeys.info(channelId),
    queryFn: async () => unwrap(await paymentsApi.info(channelId)),
    staleTime: 0,
  });
