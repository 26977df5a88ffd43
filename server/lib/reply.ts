import { type ErrorDef, Errors } from '@contract/errors';

/** A failure the client should see: its catalogue entry decides the HTTP status and Thai message. */
export class AppError extends Error {
  constructor(
    readonly def: ErrorDef,
    readonly data?: unknown,
    message?: string,
  ) {
    super(message ?? def.message);
  }
}

export function ok<T>(data: T, message: string = Errors.OK.message) {
  return { error: 0, message, data };
}

export function fail(def: ErrorDef, data?: unknown, message?: string): never {
  throw new AppError(def, data, message);
}
