import type { ApiResponse } from '@contract/envelope';
import { errorByCode } from '@contract/errors';
import type { z } from 'zod';
import type { FieldErrors } from './useForm';

/** The first message per top-level field of a failed zod parse. */
export function issuesByField(error: z.ZodError | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** Blank form values become undefined, so a required field says "please fill in" rather than a format rule. */
export function blankToUndefined<T extends Record<string, string>>(values: T): { [K in keyof T]: string | undefined } {
  const out = {} as { [K in keyof T]: string | undefined };
  for (const k of Object.keys(values) as (keyof T)[]) out[k] = values[k].trim() === '' ? undefined : values[k];
  return out;
}

/** The 422 body's fields (dotted path -> Thai message), or null for any other answer. */
export function serverFieldErrors(res: ApiResponse<unknown>): FieldErrors | null {
  const fields = (res.data as { fields?: Record<string, string> } | undefined)?.fields;
  if (res.error === 0 || !fields || typeof fields !== 'object') return null;
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) out[path.split('.')[0]] = message;
  return out;
}

/** The Thai message of a failed answer (the catalogue's when the body has none). */
export function messageOf(res: ApiResponse<unknown>): string {
  return res.message || errorByCode(res.error)?.message || 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง';
}

/** The Thai message of a thrown error (HttpError carries one). */
export function thrownMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง';
}

/** Splits server field errors into those shown beside a field of this form and the rest (shown as an alert). */
export function splitFieldErrors(fields: FieldErrors, known: readonly string[]): { beside: FieldErrors; other: string[] } {
  const beside: FieldErrors = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    if (!message) continue;
    if (known.includes(key)) beside[key] = message;
    else other.push(message);
  }
  return { beside, other };
}
