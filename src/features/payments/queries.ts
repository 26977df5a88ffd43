import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { loadPromotionWidgets, promotionListQuery } from '@/features/promotions';
import { unwrap } from '@/lib/api-error';
import { ensurePageData } from '@/lib/route-data';
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

/** ?reference= as the QR page reads it: a malformed one is ignored, and the page shows the member's latest QR. */
export const wantedReference = (reference: unknown): string | undefined =>
  typeof reference === 'string' && /^[A-Za-z0-9]{6,25}$/.test(reference) ? reference.toUpperCase() : undefined;

/** The QR of a reference, else the member's latest. */
export const qrQuery = (wanted: string | undefined) =>
  queryOptions({
    queryKey: paymentKeys.qr(wanted),
    queryFn: async () => unwrap(await paymentsApi.qrInfo(wanted)),
    staleTime: 60_000,
  });

/** The /member/deposit route's read: the channels (each channel's instructions load with its tab), and the promotion choice. */
export async function ensureDeposit(queryClient: QueryClient): Promise<void> {
  // The promotion choice row: its code and the member's choice start loading with the channels, never holding them up.
  void loadPromotionWidgets().catch(() => undefined);
  void queryClient.prefetchQuery(promotionListQuery(true));
  await ensurePageData(queryClient, channelsQuery);
}

/** The /member/payment route's read: the QR the page shows (?reference=, else the member's latest). */
export const ensurePayment = (queryClient: QueryClient, search: { reference?: unknown }) =>
  ensurePageData(queryClient, qrQuery(wantedReference(search.reference)));
