import type { ApiResponse } from '@contract/envelope';
import { type FieldErrors, messageOf, serverFieldErrors, splitFieldErrors } from '@/features/auth/form';

export type Failure = { fields: FieldErrors; alert?: string };

/**
 * Where a failed answer's Thai message goes: a 422's (or a business error's) field messages beside
 * those fields, a business error about one field (e.g. the amount's bounds) beside it, anything else
 * as the form's alert.
 */
export function failureOf(res: ApiResponse<unknown>, known: readonly string[], fieldByCode: Record<number, string> = {}): Failure {
  const fields = serverFieldErrors(res);
  if (fields) {
    const { beside, other } = splitFieldErrors(fields, known);
    if (Object.keys(beside).length > 0 || other.length > 0) return { fields: beside, alert: other.join(' ') || undefined };
  }
  const field = fieldByCode[res.error];
  if (field) return { fields: { [field]: messageOf(res) } };
  return { fields: {}, alert: messageOf(res) };
}
