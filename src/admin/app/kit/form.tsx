import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { ApiError, failureMessage } from '@/lib/api-error';

/** A form's number: empty is "not given" (undefined: the schema says it is missing), commas ignored. */
export const num = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s.replaceAll(',', '').trim()));
/** A nullable number: empty means none (null). */
export const numOrNull = (s: string): number | null => (s.trim() === '' ? null : Number(s.replaceAll(',', '').trim()));
/** A box's number where empty means 0 (a percent or a rate left empty pays nothing). */
export const numOrZero = (s: string): number | undefined => (s.trim() === '' ? 0 : num(s));
/** A number as a box's text (empty for none). */
export const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The Thai message of each field a schema refused (dotted path -> first message). */
export function issuesOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return out;
}

/** A 422's fields (dotted path -> Thai message), else nothing. */
export const serverFields = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fields : {});

/**
 * A write whose body the contract's schema checks before it is sent. `errors` holds the schema's
 * Thai messages per field, then the server's (a 422's fields) beside the same fields; `failure` is a
 * refusal that names no field; `saved` says the last write went through. `fields` renames the
 * server's paths (a group's 'cashback.minimum' shown as 'minimum').
 */
export function useCheckedMutation<S extends z.ZodType, TData = unknown>({
  schema,
  mutationFn,
  onSuccess,
  invalidate,
  fields = (f) => f,
  refused,
  raw = false,
}: {
  schema: S;
  mutationFn: (body: z.output<S>) => Promise<TData>;
  onSuccess?: (data: TData, body: z.output<S>) => unknown;
  /** What the write changes: refetched after it. */
  invalidate?: QueryKey;
  fields?: (server: Record<string, string>) => Record<string, string>;
  /** More messages for a refused body (what the schema checks only once every field reads). */
  refused?: (body: Record<string, unknown>, messages: Record<string, string>) => void;
  /** Send the body as typed rather than as the schema answers it (the server applies the defaults). */
  raw?: boolean;
}) {
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({
    mutationFn,
    onSuccess: async (data, body) => {
      setSaved(true);
      await onSuccess?.(data, body);
      if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
    },
  });
  const server = fields(serverFields(mutation.error));
  const errors: Record<string, string> = { ...server, ...local };
  const failure = mutation.isError && Object.keys(server).length === 0 ? failureMessage(mutation.error) : (errors.form ?? null);
  /** Checks `body`; sends it when the schema takes it (true), else shows its messages (false). */
  const submit = (body: unknown): boolean => {
    setSaved(false);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const messages = issuesOf(parsed.error);
      refused?.(body as Record<string, unknown>, messages);
      setLocal(messages);
      return false;
    }
    setLocal({});
    mutation.mutate(raw ? (body as z.output<S>) : parsed.data);
    return true;
  };
  /** Forgets the messages (a form closed and opened again). */
  const reset = () => {
    setLocal({});
    setSaved(false);
    mutation.reset();
  };
  return {
    mutation,
    errors,
    failure,
    saved: saved && !mutation.isPending,
    submit,
    reset,
    clear: (key: string) => setLocal({ ...local, [key]: '' }),
  };
}

/**
 * A form's values as typed: `set(patch)`, and `bind(key)` for a text box (`<Input {...bind('title')} />`).
 */
export function useDraft<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const set = (patch: Partial<V>) => setValues((v) => ({ ...v, ...patch }));
  const bind = (key: keyof V & string) => ({
    value: String(values[key] ?? ''),
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value } as Partial<V>),
  });
  return { values, set, bind };
}

/** A labelled input with its error (or help) right under it. */
export function FormField({
  label,
  error,
  help,
  children,
  maxW,
  required,
}: {
  label: ReactNode;
  error?: string;
  help?: ReactNode;
  children: ReactNode;
  maxW?: string;
  required?: boolean;
}) {
  return (
    <Field.Root invalid={Boolean(error)} maxW={maxW} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}

/**
 * A box's value, change and error for one key of a form's values, spread into a NumberField:
 * `const field = fieldsOf(values, set, errors)` then `<NumberField label="..." {...field('claim_days')} />`.
 */
export const fieldsOf =
  <V extends object>(values: V, set: (patch: Partial<V>) => void, errors: Record<string, string | undefined>) =>
  (key: keyof V & string) => ({
    value: String(values[key] ?? ''),
    onChange: (v: string) => set({ [key]: v } as Partial<V>),
    error: errors[key],
  });

/** A labelled number box (baht, a percent, days) with its error or help. */
export function NumberField({
  label,
  value,
  onChange,
  error,
  help,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  help?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <FormField label={label} error={error} help={help}>
      <Input bg="white" inputMode="decimal" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}

/** A select of fixed options with Thai names ('' usually "every ..."). */
export function Select<T extends string>({
  label,
  value,
  options,
  names,
  onChange,
  maxW = '56',
}: {
  label: string;
  value: T | '';
  options: readonly (T | '')[];
  names: Partial<Record<string, string>>;
  onChange: (v: T) => void;
  maxW?: string;
}) {
  return (
    <NativeSelect.Root maxW={maxW} bg="white">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {names[o] ?? o}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A select with its label above it: `options` as [value, Thai name] pairs. */
export function ChoiceField({
  label,
  value,
  onChange,
  options,
  error,
  maxW,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly (readonly [string, string])[];
  error?: string;
  maxW?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} maxW={maxW}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root bg="white">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, name]) => (
            <option key={v} value={v}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
