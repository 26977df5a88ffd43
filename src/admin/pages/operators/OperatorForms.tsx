import { Field, Flex, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import type { AdminRole } from '@contract/admin';
import { type AdminOperator, AdminOperatorCreateBody, AdminOperatorPasswordBody, AdminOperatorUpdateBody } from '@contract/admin-operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { ApiError, failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { DialogForm, FormField } from '../../app/kit';

export const ROLE_NAMES: Record<AdminRole, string> = {
  admin: 'ผู้ดูแลระบบ (ทุกส่วน)',
  finance: 'การเงิน',
  support: 'ฝ่ายบริการสมาชิก',
};
const ROLES = Object.keys(ROLE_NAMES) as AdminRole[];
const PASSWORD_HINT = 'อย่างน้อย 10 ตัวอักษร มีทั้งตัวอักษรและตัวเลข';

type Errors = Record<string, string>;

/** The contract's Thai message per field, before anything is sent. */
function check<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: Errors } {
  const r = schema.safeParse(value);
  if (r.success) return { ok: true, data: r.data };
  const errors: Errors = {};
  for (const issue of r.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return { ok: false, errors };
}

/** A server refusal: its field messages (422) beside the fields, anything else above the buttons. */
function serverErrors(err: unknown): Errors {
  if (err instanceof ApiError && Object.keys(err.fields).length > 0) return err.fields;
  return { _: failureMessage(err) };
}

/** A dialog of the page: the kit's, its fields stacked, the refusal above the buttons. */
function FormDialog({
  title,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  error,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  submitLabel: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <DialogForm title={title} onClose={onClose} onSubmit={onSubmit} busy={busy} confirm={submitLabel} cancel="ยกเลิก" refusal={error}>
      <Stack gap="4">{children}</Stack>
    </DialogForm>
  );
}

function RoleSelect({ value, onChange, disabled }: { value: string; onChange: (v: AdminRole) => void; disabled?: boolean }) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as AdminRole)}>
        <option value="" disabled>
          เลือกบทบาท
        </option>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_NAMES[r]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const useRefresh = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['admin', 'operators'] });
};

/** "เพิ่มผู้ดูแล": username, display name, role and a first password (the ops CLI's rules). */
export function CreateOperatorDialog({ onClose }: { onClose: () => void }) {
  const refresh = useRefresh();
  const [v, setV] = useState({ username: '', display_name: '', role: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (body: z.output<typeof AdminOperatorCreateBody>) => adminApi.post<AdminOperator>('/operators', body),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
    onError: (err) => setErrors(serverErrors(err)),
  });
  const submit = () => {
    const r = check(AdminOperatorCreateBody, {
      username: v.username.trim().toLowerCase(),
      password: v.password,
      role: v.role || undefined,
      display_name: v.display_name.trim() || undefined,
    });
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    save.mutate(r.data);
  };
  return (
    <FormDialog title="เพิ่มผู้ดูแล" onClose={onClose} onSubmit={submit} busy={save.isPending} submitLabel="สร้างบัญชี" error={errors._}>
      <FormField label="ชื่อผู้ใช้" error={errors.username} help="3-32 ตัว ใช้ได้ a-z 0-9 _ และ ." required>
        <Input value={v.username} autoComplete="off" onChange={(e) => setV({ ...v, username: e.target.value })} />
      </FormField>
      <FormField label="ชื่อที่แสดง" error={errors.display_name}>
        <Input value={v.display_name} onChange={(e) => setV({ ...v, display_name: e.target.value })} />
      </FormField>
      <FormField label="บทบาท" error={errors.role} required>
        <RoleSelect value={v.role} onChange={(role) => setV({ ...v, role })} />
      </FormField>
      <FormField label="รหัสผ่าน" error={errors.password} help={PASSWORD_HINT} required>
        <Input type="password" autoComplete="new-password" value={v.password} onChange={(e) => setV({ ...v, password: e.target.value })} />
      </FormField>
    </FormDialog>
  );
}

/**
 * "แก้ไข": display name, role and whether the account may sign in. On one's own account the role and
 * status are locked (the server refuses them too).
 */
export function EditOperatorDialog({ op, self, onClose }: { op: AdminOperator; self: boolean; onClose: () => void }) {
  const refresh = useRefresh();
  const [v, setV] = useState({ display_name: op.display_name, role: op.role, active: op.active });
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (body: z.output<typeof AdminOperatorUpdateBody>) => adminApi.put<AdminOperator>(`/operators/${op.id}`, body),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
    onError: (err) => setErrors(serverErrors(err)),
  });
  const submit = () => {
    const changed = {
      display_name: v.display_name.trim() !== op.display_name ? v.display_name : undefined,
      role: v.role !== op.role ? v.role : undefined,
      active: v.active !== op.active ? v.active : undefined,
    };
    const r = check(AdminOperatorUpdateBody, changed);
    if (!r.ok) return setErrors(r.errors._ && Object.values(changed).every((x) => x === undefined) ? { _: 'ยังไม่ได้แก้ไขข้อมูลใด' } : r.errors);
    setErrors({});
    save.mutate(r.data);
  };
  const ends = (v.role !== op.role || (!v.active && op.active)) && !self;
  return (
    <FormDialog title={`แก้ไข ${op.username}`} onClose={onClose} onSubmit={submit} busy={save.isPending} submitLabel="บันทึก" error={errors._}>
      <FormField label="ชื่อที่แสดง" error={errors.display_name}>
        <Input value={v.display_name} onChange={(e) => setV({ ...v, display_name: e.target.value })} />
      </FormField>
      <Field.Root invalid={Boolean(errors.role)} disabled={self}>
        <Field.Label>บทบาท</Field.Label>
        <RoleSelect value={v.role} onChange={(role) => setV({ ...v, role })} disabled={self} />
        {self && <Field.HelperText>เปลี่ยนบทบาทของตัวเองไม่ได้</Field.HelperText>}
        <Field.ErrorText>{errors.role}</Field.ErrorText>
      </Field.Root>
      <Switch.Root checked={v.active} disabled={self} onCheckedChange={(e) => setV({ ...v, active: e.checked })}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>เปิดใช้งานบัญชี (เข้าสู่ระบบได้)</Switch.Label>
      </Switch.Root>
      {self && (
        <Text fontSize="sm" color="gray.600">
          ปิดการใช้งานบัญชีของตัวเองไม่ได้
        </Text>
      )}
      {ends && (
        <Text fontSize="sm" color="orange.700">
          เมื่อบันทึก ผู้ดูแลคนนี้จะถูกออกจากระบบทุกเครื่องทันที
        </Text>
      )}
    </FormDialog>
  );
}

/** "ตั้งรหัสผ่านใหม่": the operator's sessions end (one's own current session stays). */
export function PasswordDialog({ op, onClose, onDone }: { op: AdminOperator; onClose: () => void; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (body: z.output<typeof AdminOperatorPasswordBody>) => adminApi.post<null>(`/operators/${op.id}/password`, body),
    onSuccess: () => {
      onDone();
      onClose();
    },
    onError: (err) => setErrors(serverErrors(err)),
  });
  const submit = () => {
    const r = check(AdminOperatorPasswordBody, { password });
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    save.mutate(r.data);
  };
  return (
    <FormDialog
      title={`ตั้งรหัสผ่านใหม่ให้ ${op.username}`}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      submitLabel="ตั้งรหัสผ่าน"
      error={errors._}
    >
      <FormField label="รหัสผ่านใหม่" error={errors.password} help={`${PASSWORD_HINT} · ผู้ดูแลคนนี้จะถูกออกจากระบบทุกเครื่อง`} required>
        <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}

export function StatusText({ active }: { active: boolean }) {
  return (
    <Flex align="center" gap="1.5">
      <span
        aria-hidden="true"
        style={{ width: 8, height: 8, borderRadius: 4, background: active ? '#38a169' : '#a0aec0', display: 'inline-block' }}
      />
      {active ? 'ใช้งาน' : 'ปิดใช้งาน'}
    </Flex>
  );
}
