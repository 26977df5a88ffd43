import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PUSH_KIND_NAMES, PUSH_KINDS, type PushKind } from '@contract/push-names';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TOAST_MS, toaster } from '@/components/toaster';
import { failureMessage } from '@/lib/api-error';
import { pushApi, pushPrefsQueryKey } from './api';
import { currentSubscription, disablePush, enablePush, permission, pushSupported } from './browser';
import { OUTCOME_TOASTS } from './PushOptIn';

/** This device: can it receive pushes, and does it? null while looking. */
function useDeviceState() {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    if (!pushSupported()) setOn(false);
    else
      void currentSubscription(5_000).then((s) => {
        if (live) setOn(s !== null);
      });
    return () => {
      live = false;
    };
  }, []);
  return [on, setOn] as const;
}

/**
 * The profile's "การแจ้งเตือน" section: this device on or off, and each kind on or off (the kinds
 * apply to every device of the member).
 */
export function PushSettings() {
  const queryClient = useQueryClient();
  const prefs = useQuery({ queryKey: pushPrefsQueryKey, queryFn: pushApi.prefs, staleTime: 30_000 });
  const [deviceOn, setDeviceOn] = useDeviceState();
  const [busy, setBusy] = useState(false);
  const change = useMutation({
    mutationFn: pushApi.setPrefs,
    onSuccess: (data) => queryClient.setQueryData(pushPrefsQueryKey, data),
    onError: (err) => toaster.create({ type: 'error', title: failureMessage(err), duration: TOAST_MS }),
  });
  const denied = permission() === 'denied';

  const toggleDevice = async () => {
    setBusy(true);
    if (deviceOn) {
      await disablePush();
      setDeviceOn(false);
      toaster.create({ type: 'info', title: 'ปิดการแจ้งเตือนบนอุปกรณ์นี้แล้ว', duration: TOAST_MS });
    } else {
      const outcome = await enablePush();
      setDeviceOn(outcome === 'on');
      toaster.create({ ...OUTCOME_TOASTS[outcome], duration: TOAST_MS });
    }
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: pushPrefsQueryKey });
  };

  return (
    <Stack gap="4" data-testid="push-settings">
      {!pushSupported() ? (
        <Text fontSize="sm" color="fg.muted">
          อุปกรณ์หรือเบราว์เซอร์นี้ยังไม่รองรับการแจ้งเตือน บน iPhone ให้เพิ่มเว็บไว้ที่หน้าจอโฮมแล้วเปิดจากไอคอนก่อน
        </Text>
      ) : denied ? (
        <Text fontSize="sm" color="fg.muted">
          เบราว์เซอร์ปิดการแจ้งเตือนของเว็บนี้ไว้ เปิดได้ที่การตั้งค่าเว็บไซต์ของเบราว์เซอร์ แล้วกลับมาที่หน้านี้
        </Text>
      ) : (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted" data-testid="push-device-state">
            {deviceOn === null ? 'กำลังตรวจสอบ…' : deviceOn ? 'อุปกรณ์นี้รับการแจ้งเตือนอยู่' : 'อุปกรณ์นี้ยังไม่รับการแจ้งเตือน'}
          </Text>
          <Button
            size="sm"
            alignSelf="flex-start"
            colorPalette="gold"
            variant={deviceOn ? 'outline' : 'solid'}
            loading={busy}
            disabled={deviceOn === null}
            onClick={() => void toggleDevice()}
          >
            {deviceOn ? 'ปิดการแจ้งเตือนบนอุปกรณ์นี้' : 'เปิดการแจ้งเตือนบนอุปกรณ์นี้'}
          </Button>
        </Stack>
      )}
      <Stack gap="3" as="ul" m="0" p="0" listStyleType="none" aria-label="เลือกเรื่องที่ต้องการรับแจ้งเตือน">
        {PUSH_KINDS.map((kind: PushKind) => (
          <li key={kind}>
            <Checkbox.Root
              colorPalette="gold"
              checked={prefs.data?.prefs[kind] ?? true}
              disabled={!prefs.data || change.isPending}
              onCheckedChange={(e) => change.mutate({ [kind]: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontSize="sm">{PUSH_KIND_NAMES[kind]}</Checkbox.Label>
            </Checkbox.Root>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
