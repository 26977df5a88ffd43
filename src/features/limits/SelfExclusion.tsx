import { Alert, Button, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { SELF_EXCLUSION_LABELS, SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod, type SelfExclusionState } from '@contract/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '@/components/form';
import { TOAST_MS, toaster } from '@/components/toaster';
import { failureMessage, unwrap } from '@/lib/api-error';
import { limitsApi } from './api';
import { limitsQueryKey } from './queries';

/**
 * Self-exclusion for 1 day, 7 days, 30 days or 6 months, after a Thai confirm dialog: it cannot be
 * cancelled or shortened, only extended.
 */
export function SelfExclusion({ state }: { state: SelfExclusionState }) {
  const [period, setPeriod] = useState<SelfExclusionPeriod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const exclude = useMutation({
    mutationFn: async (p: SelfExclusionPeriod) => unwrap(await limitsApi.selfExclude({ period: p })),
    onSuccess: (data) => {
      setConfirming(false);
      queryClient.setQueryData(limitsQueryKey, data);
      setPeriod(null);
      toaster.create({ type: 'success', title: `พักการเล่นถึง ${data.self_exclusion.until_label}`, duration: TOAST_MS });
    },
    onError: (err) => {
      setConfirming(false);
      setAlert(failureMessage(err));
    },
  });

  return (
    <Stack gap="3">
      {state.active ? (
        <Alert.Root status="warning" rounded="lg" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal" data-testid="self-exclusion-until">
            พักการเล่นถึง {state.until_label}
          </Alert.Title>
        </Alert.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          หยุดพักจากการฝากเงินและการเล่นชั่วคราว ระหว่างพักยังถอนเงินได้ตามปกติ
        </Text>
      )}
      <Flex gap="2" wrap="wrap" role="group" aria-label="ระยะเวลาพักการเล่น">
        {SELF_EXCLUSION_PERIODS.map((p) => (
          <Button
            key={p}
            size="sm"
            rounded="full"
            variant={period === p ? 'solid' : 'outline'}
            colorPalette="gold"
            aria-pressed={period === p}
            onClick={() => {
              setPeriod(p);
              setAlert(null);
            }}
          >
            {SELF_EXCLUSION_LABELS[p]}
          </Button>
        ))}
      </Flex>
      <FormAlert message={alert} />
      <Button colorPalette="red" variant="subtle" disabled={!period} onClick={() => setConfirming(true)}>
        {state.active ? 'ขยายเวลาพักการเล่น' : 'พักการเล่น'}
      </Button>

      <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(e) => setConfirming(e.open)} placement="center" size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="3">
            <Dialog.Content bg="bg.subtle">
              <Dialog.Header>
                <Dialog.Title>ยืนยันการพักการเล่น {period ? SELF_EXCLUSION_LABELS[period] : ''}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="2" fontSize="sm">
                  <Text>ระหว่างพักการเล่น ท่านจะฝากเงินและเล่นเกมไม่ได้</Text>
                  <Text>เมื่อยืนยันแล้วจะยกเลิกหรือลดระยะเวลาไม่ได้ ท่านยังถอนเงินได้ตามปกติ</Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" flex="1">
                    ยกเลิก
                  </Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" flex="1" loading={exclude.isPending} onClick={() => period && exclude.mutate(period)}>
                  ยืนยันพักการเล่น
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
