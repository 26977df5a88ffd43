import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { LIMIT_PERIODS, type LimitPeriod, type LimitsData, type PeriodLimit, type SetLimitsBody } from '@contract/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { amountError, bahtInputValue, type FieldErrors, FormAlert, FormField, failureOf, parseBaht } from '@/components/form';
import { TOAST_MS, toaster } from '@/components/toaster';
import { unwrap } from '@/lib/api-error';
import { formatMoney, formatThaiDate } from '@/lib/format';
import { limitsApi } from './api';
import { limitsQueryKey } from './queries';

type Values = Record<LimitPeriod, string>;

const inputOf = (l: PeriodLimit) => (l.amount === null ? '' : bahtInputValue(l.amount));
const valuesOf = (d: LimitsData): Values => ({
  daily: inputOf(d.limits.daily),
  weekly: inputOf(d.limits.weekly),
  monthly: inputOf(d.limits.monthly),
});

/** What is in force and what is waiting, in Thai. */
function LimitState({ limit }: { limit: PeriodLimit }) {
  return (
    <Stack gap="0.5" fontSize="xs" color="fg.muted" mt="1">
      <Text>
        {limit.amount === null
          ? `ไม่จำกัด · ฝากแล้ว ${formatMoney(limit.used)} บาท`
          : `ใช้ไป ${formatMoney(limit.used)} จาก ${formatMoney(limit.amount)} บาท · เหลือ ${formatMoney(limit.remaining ?? 0)} บาท`}
      </Text>
      {limit.has_pending && limit.pending_effective_at && (
        <Text color="yellow.300" data-testid={`pending-${limit.period}`}>
          {limit.pending_amount === null ? 'ยกเลิกวงเงิน' : `เปลี่ยนเป็น ${formatMoney(limit.pending_amount)} บาท`} มีผล{' '}
          {formatThaiDate(limit.pending_effective_at, true)} น.
        </Text>
      )}
    </Stack>
  );
}

/**
 * Deposit limits per day, week and month. Blank means no limit. Only the fields the member changed
 * are sent, so saving one period never cancels a raise waiting on another.
 */
export function LimitsForm({ data }: { data: LimitsData }) {
  const [initial, setInitial] = useState<Values>(() => valuesOf(data));
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const changed = LIMIT_PERIODS.filter((p) => values[p].trim() !== initial[p].trim());
  const save = useMutation({
    mutationFn: async (body: SetLimitsBody) => unwrap(await limitsApi.set(body)),
    onSuccess: (next, body) => {
      queryClient.setQueryData(limitsQueryKey, next);
      // The limits in force become the form's baseline; a waiting raise shows under its field.
      setInitial(valuesOf(next));
      setValues(valuesOf(next));
      const waiting = (Object.keys(body) as LimitPeriod[]).map((p) => next.limits[p]).find((l) => l.has_pending && l.pending_effective_at);
      toaster.create({
        type: 'success',
        title: 'บันทึกวงเงินฝากแล้ว',
        description: waiting?.pending_effective_at
          ? `การเพิ่มหรือยกเลิกวงเงินจะมีผล ${formatThaiDate(waiting.pending_effective_at, true)} น.`
          : 'วงเงินใหม่มีผลทันที',
        duration: TOAST_MS,
      });
    },
    onError: (err) => {
      const failure = failureOf(err, LIMIT_PERIODS);
      setErrors(failure.fields);
      setAlert(failure.alert ?? null);
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const found: FieldErrors = {};
    const body: SetLimitsBody = {};
    for (const p of changed) {
      const text = values[p].trim();
      if (text === '') body[p] = null;
      else {
        found[p] = amountError(text);
        body[p] = parseBaht(text);
      }
    }
    setErrors(found);
    if (changed.length === 0 || Object.values(found).some(Boolean) || save.isPending) return;
    save.mutate(body);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="วงเงินฝาก">
      <Stack gap="3">
        {LIMIT_PERIODS.map((p) => (
          <Box key={p}>
            <FormField label={`วงเงินฝาก${data.limits[p].label} (บาท)`} error={errors[p]}>
              <Input
                name={p}
                inputMode="decimal"
                autoComplete="off"
                placeholder="ไม่จำกัด"
                value={values[p]}
                onChange={(e) => {
                  const v = e.target.value;
                  setValues((prev) => ({ ...prev, [p]: v }));
                  setErrors((prev) => ({ ...prev, [p]: undefined }));
                }}
              />
            </FormField>
            <LimitState limit={data.limits[p]} />
          </Box>
        ))}
        <Text fontSize="xs" color="fg.muted">
          ลดวงเงินมีผลทันที เพิ่มหรือยกเลิกวงเงินมีผลหลัง 24 ชั่วโมง เว้นว่างไว้หมายถึงไม่จำกัด
        </Text>
        <FormAlert message={alert} />
        <Button type="submit" colorPalette="gold" variant="outline" disabled={changed.length === 0} loading={save.isPending}>
          บันทึกวงเงิน
        </Button>
      </Stack>
    </form>
  );
}
