import { Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import type { AdminPushAnnounceBody } from '@contract/push';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';

/** Who an announcement reaches: every member who takes pushes, or VIP levels from this one up. */
const AUDIENCES = [
  { vip: 0, label: 'สมาชิกทุกคน' },
  { vip: 1, label: 'VIP ระดับ 1 ขึ้นไป' },
  { vip: 2, label: 'VIP ระดับ 2 ขึ้นไป' },
] as const;

/**
 * "ส่งแจ้งเตือน" on a shown notice: pushes it to the chosen members' devices (POST
 * /api/admin/push/announce). A device gets a notice once, so sending again reaches only new devices.
 */
export function PushNotice({ id, title }: { id: number; title: string }) {
  const [open, setOpen] = useState(false);
  const [vip, setVip] = useState(0);
  const send = useMutation({
    mutationFn: (body: AdminPushAnnounceBody) => adminApi.post<{ queued: number }>('/push/announce', body),
  });
  if (!open)
    return (
      <Flex direction="column" align="end" gap="1">
        <Button size="xs" variant="outline" colorPalette="green" aria-label={`ส่งแจ้งเตือน ${title}`} onClick={() => setOpen(true)}>
          ส่งแจ้งเตือน
        </Button>
        {send.isSuccess && (
          <Text fontSize="xs" color="green.700" role="status">
            ส่งถึง {send.data.queued.toLocaleString('th-TH')} อุปกรณ์
          </Text>
        )}
      </Flex>
    );
  return (
    <Flex gap="2" align="center" wrap="wrap" justify="end">
      <NativeSelect.Root size="xs" w="auto">
        <NativeSelect.Field aria-label="ส่งถึง" value={vip} onChange={(e) => setVip(Number(e.currentTarget.value))}>
          {AUDIENCES.map((a) => (
            <option key={a.vip} value={a.vip}>
              {a.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="xs"
        colorPalette="green"
        loading={send.isPending}
        onClick={() => send.mutate({ notification_id: id, vip_min: vip }, { onSuccess: () => setOpen(false) })}
      >
        ยืนยันส่ง
      </Button>
      <Button size="xs" variant="ghost" onClick={() => setOpen(false)}>
        ยกเลิก
      </Button>
      {send.isError && (
        <Text fontSize="xs" color="red.600" role="alert" w="full" textAlign="end">
          {failureMessage(send.error)}
        </Text>
      )}
    </Flex>
  );
}
