/** An error carrying an HTTP-like status for the error page (docs/errors.md "How the site shows a failure"). */
export class StatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'StatusError';
  }
}

type WithStatus = { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };

/**
 * docs/errors.md "How the site shows a failure": the status code, else status, else the response's status, else 500. Only error
 * statuses count: a business failure (ApiError, status 200) or no answer (status 0) shows as 500.
 */
export function errorStatus(err: unknown): number {
  if (err && typeof err === 'object') {
    const e = err as WithStatus;
    for (const v of [e.statusCode, e.status, e.response?.status]) {
      if (typeof v === 'number' && Number.isInteger(v) && v >= 400 && v <= 599) return v;
    }
  }
  return 500;
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === 'string') return err;
  if (err && typeof err === 'object' && typeof (err as { message?: unknown }).message === 'string')
    return (err as { message: string }).message;
  return '';
}
