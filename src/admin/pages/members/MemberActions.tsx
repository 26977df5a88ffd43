import { Box, Button, CloseButton, Code, Dialog, Field, Flex, Input, NativeSelect, Portal, Text, Textarea } from '@chakra-ui/react';
import { AdminAdjustBody, type AdminAdjustData } from '@contract/adjustments';
import { AdminMemberStatusBody } from '@contract/admin';
import type { AdminMemberProfile, AdminMemberResetPasswordData } from '@contract/admin-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError, failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { baht } from '../../app/ui';

type Errors = Record<string, string>;

function issuesOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const i of issues) out[String(i.path[0] ?? '')] ??= i.message;
  return out;
}

/** A dialog whose body mounts on open, so every opening starts with an empty form (and a new request key). */
function ActionDialog({
  title,
  trigger,
  children,
}: {
  title: string;
  trigger: (open: () => void) => ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {trigger(() => setOpen(true))}
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" closeOnInteractOutside={false}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              {open && children(() => setOpen(false))}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="ปิดหน้าต่าง" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

function ServerError({ error, fields }: { error: unknown; fields: Errors }) {
  if (!error || Object.keys(fields).length > 0) return null;
  return (
    <Text role="alert" color="red.700" fontSize="sm" mt="3">
      {failureMessage(error)}
    </Text>
  );
}

const serverFields = (error: unknown): Errors => (error instanceof ApiError ? error.fields : {});

const requestKey = () => `adj-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

// ---- adjust balance (finance, admin) ----

function AdjustForm({ member, close }: { member: AdminMemberProfile; close: () => void }) {
  const queryClient = useQueryClient();
  const [key] = useState(requestKey);
  const [amount, setAmount] = useState('');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Errors>({});
  const adjust = useMutation({
    mutationFn: (body: { amount: number; reason: string; idempotency_key: string }) =>
      adminApi.post<AdminAdjustData>(`/members/${member.id}/adjust`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'member', member.id] }),
  });
  const errors = { ...serverFields(adjust.error), ...local };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = Number(amount.replace(/,/g, ''));
    if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) {
      setLocal({ amount: 'กรุณากรอกจำนวนเงินมากกว่า 0' });
      return;
    }
    const body = { amount: direction === 'credit' ? value : -value, reason, idempotency_key: key };
    const parsed = AdminAdjustBody.safeParse(body);
    if (!parsed.success) {
      setLocal(issuesOf(parsed.error.issues));
      return;
    }
    setLocal({});
    adjust.mutate(parsed.data);
  };

  if (adjust.isSuccess) {
    const d = adjust.data;
    return (
      <>
        <Dialog.Body>
          <Text role="status">
            {d.amount > 0 ? 'เพิ่มเงิน' : 'หักเงิน'} {baht(Math.abs(d.amount))} บาท แล้ว ยอดคงเหลือกระเป๋าหลัก {baht(d.balance)} บาท
          </Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={close}>ตกลง</Button>
        </Dialog.Footer>
      </>
    );
  }
  return (
    <form onSubmit={submit} aria-label="ปรับยอดเงิน" noValidate>
      <Dialog.Body>
        <Text fontSize="sm" color="gray.600" mb="4">
          {member.first_name} {member.last_name} ({member.phone}) · กระเป๋าหลัก
        </Text>
        <Field.Root mb="3">
          <Field.Label>ประเภท</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="ประเภท" value={direction} onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}>
              <option value="credit">เพิ่มเงิน (เครดิต)</option>
              <option value="debit">หักเงิน (เดบิต)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root mb="3" invalid={Boolean(errors.amount)}>
          <Field.Label>จำนวนเงิน (บาท)</Field.Label>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <Field.ErrorText>{errors.amount}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.reason)}>
          <Field.Label>เหตุผล</Field.Label>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
          <Field.ErrorText>{errors.reason}</Field.ErrorText>
        </Field.Root>
        <ServerError error={adjust.error} fields={serverFields(adjust.error)} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          ยกเลิก
        </Button>
        <Button type="submit" colorPalette={direction === 'credit' ? 'blue' : 'red'} loading={adjust.isPending}>
          ยืนยันปรับยอด
        </Button>
      </Dialog.Footer>
    </form>
  );
}

export function AdjustButton({ member }: { member: AdminMemberProfile }) {
  return (
    <ActionDialog
      title="ปรับยอดเงิน"
      trigger={(open) => (
        <Button size="sm" colorPalette="blue" onClick={open}>
          ปรับยอดเงิน
        </Button>
      )}
    >
      {(close) => <AdjustForm member={member} close={close} />}
    </ActionDialog>
  );
}

// ---- reset password (support, finance, admin) ----

function ResetForm({ member, close }: { member: AdminMemberProfile; close: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Errors>({});
  const [copied, setCopied] = useState(false);
  const reset = useMutation({
    mutationFn: (body: { reason: string }) => adminApi.post<AdminMemberResetPasswordData>(`/members/${member.id}/reset-password`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'member', member.id] }),
  });
  const errors = { ...serverFields(reset.error), ...local };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (text.length < 3) {
      setLocal({ reason: 'กรุณาระบุเหตุผลอย่างน้อย 3 ตัวอักษร' });
      return;
    }
    setLocal({});
    reset.mutate({ reason: text });
  };

  if (reset.isSuccess) {
    const password = reset.data.temporary_password;
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(password);
        setCopied(true);
      } catch {
        setCopied(false);
      }
    };
    return (
      <>
        <Dialog.Body>
          <Text mb="3">รหัสผ่านชั่วคราวของ {member.phone} (แสดงครั้งเดียว แจ้งสมาชิกแล้วให้เปลี่ยนรหัสผ่านหลังเข้าสู่ระบบ):</Text>
          <Flex align="center" gap="3" mb="3">
            <Code fontSize="xl" px="3" py="2" aria-label="รหัสผ่านชั่วคราว" data-testid="temporary-password">
              {password}
            </Code>
            <Button size="sm" variant="outline" onClick={copy}>
              {copied ? 'คัดลอกแล้ว' : 'คัดลอก'}
            </Button>
          </Flex>
          <Text fontSize="sm" color="gray.600">
            สมาชิกออกจากระบบทุกอุปกรณ์แล้ว ({reset.data.revoked_sessions} อุปกรณ์) รหัสผ่านเดิมใช้ไม่ได้อีก
          </Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={close}>ปิด</Button>
        </Dialog.Footer>
      </>
    );
  }
  return (
    <form onSubmit={submit} aria-label="รีเซ็ตรหัสผ่าน" noValidate>
      <Dialog.Body>
        <Text fontSize="sm" mb="4">
          ระบบจะสร้างรหัสผ่านชั่วคราวแบบสุ่มให้ {member.first_name} {member.last_name} ({member.phone}) และให้สมาชิกออกจากระบบทุกอุปกรณ์
        </Text>
        <Field.Root invalid={Boolean(errors.reason)}>
          <Field.Label>เหตุผล</Field.Label>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
          <Field.ErrorText>{errors.reason}</Field.ErrorText>
        </Field.Root>
        <ServerError error={reset.error} fields={serverFields(reset.error)} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          ยกเลิก
        </Button>
        <Button type="submit" colorPalette="orange" loading={reset.isPending}>
          สร้างรหัสผ่านชั่วคราว
        </Button>
      </Dialog.Footer>
    </form>
  );
}

export function ResetPasswordButton({ member }: { member: AdminMemberProfile }) {
  return (
    <ActionDialog
      title="รีเซ็ตรหัสผ่าน"
      trigger={(open) => (
        <Button size="sm" variant="outline" onClick={open}>
          รีเซ็ตรหัสผ่าน
        </Button>
      )}
    >
      {(close) => <ResetForm member={member} close={close} />}
    </ActionDialog>
  );
}

// ---- suspend / reactivate (support, admin) ----

function StatusForm({ member, close }: { member: AdminMemberProfile; close: () => void }) {
  const queryClient = useQueryClient();
  const next = member.status === 'active' ? 'suspended' : 'active';
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Errors>({});
  const change = useMutation({
    mutationFn: (body: { status: 'active' | 'suspended'; reason: string }) => adminApi.post<unknown>(`/members/${member.id}/status`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'member', member.id] });
      close();
    },
  });
  const errors = { ...serverFields(change.error), ...local };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = AdminMemberStatusBody.safeParse({ status: next, reason });
    if (!parsed.success) {
      setLocal(issuesOf(parsed.error.issues));
      return;
    }
    setLocal({});
    change.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} aria-label={next === 'suspended' ? 'ระงับบัญชี' : 'เปิดใช้งานบัญชี'} noValidate>
      <Dialog.Body>
        <Text fontSize="sm" mb="4">
          {next === 'suspended'
            ? `ระงับบัญชี ${member.phone}: สมาชิกจะออกจากระบบทุกอุปกรณ์และเข้าสู่ระบบไม่ได้จนกว่าจะเปิดใช้งาน`
            : `เปิดใช้งานบัญชี ${member.phone} อีกครั้ง`}
        </Text>
        <Field.Root invalid={Boolean(errors.reason)}>
          <Field.Label>เหตุผล</Field.Label>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
          <Field.ErrorText>{errors.reason}</Field.ErrorText>
        </Field.Root>
        <ServerError error={change.error} fields={serverFields(change.error)} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          ยกเลิก
        </Button>
        <Button type="submit" colorPalette={next === 'suspended' ? 'red' : 'green'} loading={change.isPending}>
          {next === 'suspended' ? 'ยืนยันระงับบัญชี' : 'ยืนยันเปิดใช้งาน'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

export function StatusButton({ member }: { member: AdminMemberProfile }) {
  const suspending = member.status === 'active';
  return (
    <ActionDialog
      title={suspending ? 'ระงับบัญชี' : 'เปิดใช้งานบัญชี'}
      trigger={(open) => (
        <Button size="sm" variant="outline" colorPalette={suspending ? 'red' : 'green'} onClick={open}>
          {suspending ? 'ระงับบัญชี' : 'เปิดใช้งานบัญชี'}
        </Button>
      )}
    >
      {(close) => <StatusForm member={member} close={close} />}
    </ActionDialog>
  );
}

export function ActionsBar({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" gap="2" flexWrap="wrap">
      {children}
    </Box>
  );
}
