import type { z } from 'zod';
import { ApiError, failureMessage } from '@/lib/api-error';
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

/** Splits server field errors into those shown beside a field of this form and the rest (shown as an alert). */
function splitFieldErrors(fields: FieldErrors, known: readonly string[]): { beside: FieldErrors; other: string[] } {
  const beside: FieldErrors = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    if (!message) continue;
    if (known.includes(key)) beside[key] = message;
    else other.push(message);
  }
  return { beside, other };
}

export type Failure = { fields: FieldErrors; alert?: string };

/**
 * Where a failed call's Thai message goes in a form: the fields a 422 (or a field-tied business
 * error) names beside those of this form and the rest as the form's alert; a business error about
 * one field (`fieldByCode`, e.g. the amount's bounds) beside it; anything else (another business
 * error, no answer from the server) as the alert.
 */
export function failureOf(err: unknown, known: readonly string[], fieldByCode: Record<number, string> = {}): Failure {
  if (err instanceof ApiError) {
    const fields: FieldErrors = {};
    for (const [path, message] of Object.entries(err.fields)) fields[path.split('.')[0]] ??= message;
    const { beside, other } = splitFieldErrors(fields, known);
    if (Object.keys(beside).length > 0 || other.length > 0) return { fields: beside, alert: other.join(' ') || undefined };
    const field = fieldByCode[err.code];
    if (field) return { fields: { [field]: err.message } };
  }
  return { fields: {}, alert: failureMessage(err) };
}
