import type { ApiResponse } from '@contract/envelope';
import { ClientErrors, TransportErrors } from '@contract/errors-transport';

/** The Thai message of a failure whose answer carries none (the catalogue's "temporary failure"). */
const FALLBACK_MESSAGE = TransportErrors.INTERNAL.message;

type ApiErrorInit = {
  /**
   * The HTTP status: 200 for an envelope the caller unwrapped (a business failure, a 422's fields, a
   * 429), 0 when no answer came (network, timeout), else the status of a refused request.
   */
  status?: number;
  /** The 422's (or a field-tied business error's) fields: dotted path -> Thai message. */
  fields?: Record<string, string>;
  /** The envelope's data (e.g. `{ balance }` on 3001, the bill's validation on 5003). */
  data?: unknown;
};

/**
 * Every failed API call on the client, member pages and /play alike: the envelope's error code, its
 * Thai message, the fields it names and its data, with the HTTP status (0: no answer). Business
 * failures have status 200; the query client retries only status 0 and 5xx (lib/query.ts).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly data: unknown;

  constructor(
    readonly code: number,
    message: string,
    { status = 200, fields = {}, data }: ApiErrorInit = {},
  ) {
    super(message || FALLBACK_MESSAGE);
    this.status = status;
    this.fields = fields;
    this.data = data;
  }

  /** No answer reached the client (offline, timeout, connection refused). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** The failure of a request that got no answer. */
export const networkError = () => new ApiError(ClientErrors.NETWORK.code, ClientErrors.NETWORK.message, { status: 0 });

function fieldsOf(data: unknown): Record<string, string> {
  const fields = (data as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) if (typeof message === 'string') out[path] = message;
  return out;
}

/** The ApiError of a failed envelope (error != 0). */
export function apiError(res: ApiResponse<unknown>, status = 200): ApiError {
  return new ApiError(res.error, res.message, { status, fields: fieldsOf(res.data), data: res.data });
}

/**
 * The data of a success, else the ApiError with the server's Thai message. A call answered without
 * data expects none: `unwrap(res, { empty: true })` only checks the error.
 */
export function unwrap<T>(res: ApiResponse<T>): T;
export function unwrap(res: ApiResponse<unknown>, opts: { empty: true }): void;
export function unwrap<T>(res: ApiResponse<T>, opts?: { empty: true }): T | undefined {
  if (res.error !== 0) throw apiError(res);
  if (opts?.empty) return undefined;
  // A success without the data the call is for is a server fault, not a "success" to show.
  if (res.data === undefined) throw new ApiError(TransportErrors.INTERNAL.code, FALLBACK_MESSAGE);
  return res.data;
}

/** The Thai message to show for any thrown failure. */
export function failureMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : FALLBACK_MESSAGE;
}
