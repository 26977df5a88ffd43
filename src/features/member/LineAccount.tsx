import { Button, Stack, Text } from '@chakra-ui/react';
import type { LineStatusData } from '@contract/line';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TOAST_MS, toaster } from '@/components/toaster';
import { failureMessage, unwrap } from '@/lib/api-error';
import { formatThaiDate } from '@/lib/format';
import { api } from '@/lib/http';

const lineApi = {
  status: async () => unwrap(await api.get<LineStatusData>('/line/status')),
  unlink: async () => unwrap(await api.post<null>('/line/unlink', {})),
};

const lineStatusQueryKey = ['line', 'status'] as const;

/**
 * The profile's "บัญชี LINE" section: which LINE user signs this member in from the LINE menu, and
 * a two-step unlink (a shared or lost LINE account must not keep signing the member in).
 */
export function LineAccount() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: lineStatusQueryKey, queryFn: lineApi.status, staleTime: 60_000 });
  const [asking, setAsking] = useState(false);
  const unlink = useMutation({
    mutationFn: lineApi.unlink,
    onSuccess: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: lineStatusQueryKey });
      toaster.create({ type: 'success', title: 'ยกเลิกการเชื่อมบัญชี LINE แล้ว', duration: TOAST_MS });
    },
    onError: (err) => toaster.create({ type: 'error', title: failureMessage(err), duration: TOAST_MS }),
  });

  if (status.isPending) return <Text color="fg.muted">กำลังโหลด...</Text>;
  if (status.isError) return <Text color="red.400">{failureMessage(status.error)}</Text>;
  const { linked, display_name: name, linked_at: at } = status.data;
  if (!linked)
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="line-unlinked">
        ยังไม่ได้เชื่อมบัญชี LINE เปิดเมนูในแชท LINE ของเราแล้วเข้าสู่ระบบครั้งเดียว ครั้งต่อไปเข้าใช้งานจาก LINE ได้ทันที
      </Text>
    );
  return (
    <Stack gap="3" data-testid="line-linked">
      <Text>
        เชื่อมกับ LINE <b>{name ?? 'บัญชี LINE'}</b>
        {at && (
          <Text as="span" color="fg.muted" fontSize="sm">
            {' '}
            ตั้งแต่ {formatThaiDate(at)}
          </Text>
        )}
      </Text>
      {asking ? (
        <Stack gap="2" role="alertdialog" aria-label="ยืนยันยกเลิกการเชื่อม LINE">
          <Text fontSize="sm" color="orange.300">
            ยกเลิกแล้ว การเปิดจากเมนู LINE จะต้องเข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่านอีกครั้ง
          </Text>
          <Stack direction="row" gap="2">
            <Button flex="1" size="sm" variant="outline" onClick={() => setAsking(false)} disabled={unlink.isPending}>
              ไม่ยกเลิก
            </Button>
            <Button flex="1" size="sm" colorPalette="red" loading={unlink.isPending} onClick={() => unlink.mutate()}>
              ยืนยันยกเลิกการเชื่อม
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button alignSelf="start" size="sm" variant="outline" colorPalette="gold" onClick={() => setAsking(true)}>
          ยกเลิกการเชื่อม LINE
        </Button>
      )}
    </Stack>
  );
}
