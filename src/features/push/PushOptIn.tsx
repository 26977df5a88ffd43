import { Button, CloseButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { DockedSheet } from '@/components/DockedSheet';
import { TOAST_MS, toaster } from '@/components/toaster';
import { authUserAtom } from '@/state/auth';
import { pushApi, pushPrefsQueryKey } from './api';
import { currentSubscription, type EnableOutcome, enablePush, permission, pushSupported } from './browser';
import { rememberLater, saidLater } from './state';

/** The wallets' query key (features/member): its update means money moved, a moment to look again. */
const WALLETS_KEY = ['member', 'wallets'];

export const OUTCOME_TOASTS: Record<EnableOutcome, { type: 'success' | 'error' | 'info'; title: string }> = {
  on: { type: 'success', title: 'เปิดการแจ้งเตือนแล้ว' },
  denied: { type: 'info', title: 'เบราว์เซอร์ไม่อนุญาตการแจ้งเตือน เปิดได้ที่การตั้งค่าของเบราว์เซอร์' },
  unsupported: { type: 'info', title: 'อุปกรณ์หรือเบราว์เซอร์นี้ยังไม่รองรับการแจ้งเตือน' },
  failed: { type: 'error', title: 'เปิดการแจ้งเตือนไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' },
};

/**
 * The Thai opt-in prompt (docs/push.md "Opt-in"): never on a first visit, only once the server says a
 * moment has come (a deposit credited or a lotto bill bought), on a browser that can receive pushes,
 * has not been refused and has no subscription yet. "ไม่ใช่ตอนนี้" (or the close button) is remembered per
 * member. It is a docked sheet (components/DockedSheet): it never sits on the page or on what was just tapped.
 */
export function PushOptIn() {
  const user = useAtomValue(authUserAtom)?.username;
  const queryClient = useQueryClient();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState(false);
  const candidate = !!user && !hidden && pushSupported() && permission() !== 'denied' && !saidLater(user);

  useEffect(() => {
    if (!candidate) return;
    let live = true;
    void currentSubscription(5_000).then((s) => {
      if (live) setSubscribed(s !== null);
    });
    return () => {
      live = false;
    };
  }, [candidate]);

  const eligible = candidate && subscribed === false;
  const status = useQuery({ queryKey: pushPrefsQueryKey, queryFn: pushApi.prefs, enabled: eligible, staleTime: 30_000 });
  const offer = status.data?.offer === true;

  // Until the moment comes, look again at each page the member opens (back from the deposit page)...
  const path = useRouterState({ select: (r) => r.location.pathname });
  useEffect(() => {
    if (eligible && !offer && path) void queryClient.invalidateQueries({ queryKey: pushPrefsQueryKey });
  }, [eligible, offer, path, queryClient]);
  // ...and whenever the wallets change (a deposit credited, a bill bought).
  useEffect(() => {
    if (!eligible || offer) return;
    return queryClient.getQueryCache().subscribe((e) => {
      const key = e.query.queryKey;
      if (e.type === 'updated' && e.action.type === 'success' && key[0] === WALLETS_KEY[0] && key[1] === WALLETS_KEY[1])
        void queryClient.invalidateQueries({ queryKey: pushPrefsQueryKey });
    });
  }, [eligible, offer, queryClient]);

  if (!eligible || !offer || !user) return null;

  const later = () => {
    rememberLater(user);
    setHidden(true);
  };
  const turnOn = async () => {
    setBusy(true);
    const outcome = await enablePush();
    setBusy(false);
    toaster.create({ ...OUTCOME_TOASTS[outcome], duration: TOAST_MS });
    if (outcome === 'failed') return;
    if (outcome !== 'on') rememberLater(user);
    setHidden(true);
    void queryClient.invalidateQueries({ queryKey: pushPrefsQueryKey });
  };

  return (
    <DockedSheet label="เปิดการแจ้งเตือน" testId="push-optin">
      <CloseButton size="sm" position="absolute" top="1" insetEnd="1" aria-label="ปิด" onClick={later} />
      <Text fontWeight="600" color="gold.300">
        รับการแจ้งเตือนจากเรา
      </Text>
      <Text fontSize="sm" color="gray.200" mt="1">
        รู้ทันทีเมื่อเงินฝากเข้า ถอนเงินสำเร็จ โพยถูกรางวัล หรือผลยี่กีรอบที่ท่านร่วมยิงออก
      </Text>
      <Flex gap="2" mt="3" justify="flex-end">
        <Button size="sm" variant="ghost" color="gray.200" onClick={later} disabled={busy}>
          ไม่ใช่ตอนนี้
        </Button>
        <Button size="sm" colorPalette="gold" loading={busy} onClick={() => void turnOn()}>
          เปิดการแจ้งเตือน
        </Button>
      </Flex>
    </DockedSheet>
  );
}
