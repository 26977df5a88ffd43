import { z } from 'zod';

/** Every response body: `{ error, message, data? }`; error 0 is success (docs/wire-format.md "The envelope"). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ error: z.number().int(), message: z.string(), data: data.optional() });
}

/** A response with no data. */
export const EmptyEnvelope = z.object({ error: z.number().int(), message: z.string(), data: z.unknown().optional() });

export type ApiResponse<T> = { error: number; message: string; data?: T };

/** The body of a 422: the fields that failed with their Thai messages, keyed by dotted path. */
export const ValidationErrorData = z.object({ fields: z.record(z.string(), z.string()) });
export type ValidationErrorData = z.infer<typeof ValidationErrorData>;
