import { Box, Button, CloseButton, Code, Dialog, Flex, Input, NativeSelect, Portal, Text, Textarea } from '@chakra-ui/react';
import { AdminAdjustBody, type AdminAdjustData } from '@contract/adjustments';
import { AdminMemberStatusBody } from '@contract/admin';
import type { AdminMemberProfile, AdminMemberResetPasswordData } from '@contract/admin-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { baht, FormField, issuesOf, serverFields } from '../../app/kit';

type Errors = Record<string, string>;

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

/**
 * An action's form inside its dialog: the fields, the server's refusal (one that names no field)
 * under them, and "ยกเลิก" beside the confirming button.
 */
function ActionForm({
  label,
  onSubmit,
  close,
  busy,
  error,
  confirm,
  colour,
  children,
}: {
  label: string;
  onSubmit: () => void;
  close: () => void;
  busy: boolean;
  error: unknown;
  confirm: string;
  colour: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      aria-label={label}
      noValidate
    >
      <Dialog.Body>
        {children}
        {error !== null && error !== undefined && Object.keys(serverFields(error)).length === 0 && (
          <Text role="alert" color="red.700" fontSize="sm" mt="3">
            {failureMessage(error)}
          </Text>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          ยกเลิก
        </Button>
        <Button type="submit" colorPalette={colour} loading={busy}>
          {confirm}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** The reason an action records (the audit trail keeps it). */
const ReasonBox = ({
  value,
  onChange,
  error,
  rows = 2,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  rows?: number;
}) => (
  <FormField label="เหตุผล" error={error}>
    <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={rows} />
  </FormField>
);

// Random (not a clock), so two forms opened in the same millisecond never share a key.
const requestKey = () => `adj-${crypto.randomUUID()}`;

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

  const submit = () => {
    const value = Number(amount.replace(/,/g, ''));
    if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) {
      setLocal({ amount: 'กรุณากรอกจำนวนเงินมากกว่า 0' });
      return;
    }
    const body = { amount: direction === 'credit' ? value : -value, reason, idempotency_key: key };
    const parsed = AdminAdjustBody.safeParse(body);
    if (!parsed.success) {
      setLocal(issuesOf(parsed.error));
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
    <ActionForm
      label="ปรับยอดเงิน"
      onSubmit={submit}
      close={close}
      busy={adjust.isPending}
      error={adjust.error}
      confirm="ยืนยันปรับยอด"
      colour={direction === 'credit' ? 'blue' : 'red'}
    >
      <Text fontSize="sm" color="gray.600" mb="4">
        {member.first_name} {member.last_name} ({member.phone}) · กระเป๋าหลัก
      </Text>
      <Box mb="3">
        <FormField label="ประเภท">
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="ประเภท" value={direction} onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}>
              <option value="credit">เพิ่มเงิน (เครดิต)</option>
              <option value="debit">หักเงิน (เดบิต)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Box>
      <Box mb="3">
        <FormField label="จำนวนเงิน (บาท)" error={errors.amount}>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </FormField>
      </Box>
      <ReasonBox value={reason} onChange={setReason} error={errors.reason} rows={3} />
    </ActionForm>
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

  const submit = () => {
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
    <ActionForm
      label="รีเซ็ตรหัสผ่าน"
      onSubmit={submit}
      close={close}
      busy={reset.isPending}
      error={reset.error}
      confirm="สร้างรหัสผ่านชั่วคราว"
      colour="orange"
    >
      <Text fontSize="sm" mb="4">
        ระบบจะสร้างรหัสผ่านชั่วคราวแบบสุ่มให้ {member.first_name} {member.last_name} ({member.phone}) และให้สมาชิกออกจากระบบทุกอุปกรณ์
      </Text>
      <ReasonBox value={reason} onChange={setReason} error={errors.reason} />
    </ActionForm>
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
  const submit = () => {
    const parsed = AdminMemberStatusBody.safeParse({ status: next, reason });
    if (!parsed.success) {
      setLocal(issuesOf(parsed.error));
      return;
    }
    setLocal({});
    change.mutate(parsed.data);
  };
  return (
    <ActionForm
      label={next === 'suspended' ? 'ระงับบัญชี' : 'เปิดใช้งานบัญชี'}
      onSubmit={submit}
      close={close}
      busy={change.isPending}
      error={change.error}
      confirm={next === 'suspended' ? 'ยืนยันระงับบัญชี' : 'ยืนยันเปิดใช้งาน'}
      colour={next === 'suspended' ? 'red' : 'green'}
    >
      <Text fontSize="sm" mb="4">
        {next === 'suspended'
          ? `ระงับบัญชี ${member.phone}: สมาชิกจะออกจากระบบทุกอุปกรณ์และเข้าสู่ระบบไม่ได้จนกว่าจะเปิดใช้งาน`
          : `เปิดใช้งานบัญชี ${member.phone} อีกครั้ง`}
      </Text>
      <ReasonBox value={reason} onChange={setReason} error={errors.reason} />
    </ActionForm>
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
