import { Alert, Badge } from '@chakra-ui/react';
import { type ReactNode, useMemo, useState } from 'react';
import { failureMessage } from '@/lib/api-error';

/** What an action says when it is done or refused. */
export type NoticeValue = { status: 'success' | 'error'; text: string };

/** A page's last action message: `ok(text)`, `fail(err)` (its Thai message), `refuse(text)` (a check's own), `clear()`. */
export function useNotice() {
  const [value, set] = useState<NoticeValue | null>(null);
  return useMemo(
    () => ({
      value,
      ok: (text: string) => set({ status: 'success', text }),
      fail: (err: unknown) => set({ status: 'error', text: failureMessage(err) }),
      refuse: (text: string) => set({ status: 'error', text }),
      clear: () => set(null),
    }),
    [value],
  );
}

/** The message above a list: a success as a status, a refusal as an alert; nothing when there is none. */
export function Notice({ notice, mb = '4' }: { notice: NoticeValue | string | null | undefined | false; mb?: string }) {
  if (!notice) return null;
  const { status, text } = typeof notice === 'string' ? { status: 'success' as const, text: notice } : notice;
  return (
    <Alert.Root status={status} mb={mb} borderRadius="md" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/** A state's Thai name in its colour. */
export function StatusBadge({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <Badge colorPalette={colour} variant="subtle" whiteSpace="nowrap">
      {children}
    </Badge>
  );
}

/** A table of states: each one's Thai name and badge colour. */
export type States<S extends string> = Record<S, { name: string; colour: string }>;

/** A state's badge from its table. */
export function StateBadge<S extends string>({ state, of }: { state: S; of: States<S> }) {
  return <StatusBadge colour={of[state].colour}>{of[state].name}</StatusBadge>;
}
