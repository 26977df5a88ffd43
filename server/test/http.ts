import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './app';

/** Any JSON body: the shape each test reads is its own business. */
type Json = ReturnType<typeof JSON.parse>;
type Extra = { headers?: Record<string, string>; remoteAddress?: string };

const THAI = /[\u0E00-\u0E7F]/;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const headersOf = (token: string | undefined, extra: Extra) => ({ ...(token ? bearer(token) : {}), ...extra.headers });

export function get(t: TestContext, url: string, token?: string, extra: Extra = {}) {
  return t.app.inject({ method: 'GET', url, headers: headersOf(token, extra), remoteAddress: extra.remoteAddress });
}

export function post(t: TestContext, url: string, payload?: unknown, token?: string, extra: Extra = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: headersOf(token, extra),
    remoteAddress: extra.remoteAddress,
  });
}

export function put(t: TestContext, url: string, payload: unknown, token: string) {
  return t.app.inject({ method: 'PUT', url, payload: payload as Record<string, unknown>, headers: bearer(token) });
}

/** The data of a success (HTTP 200, error 0), or a failing assertion naming what came instead. */
export function expectOk<T = Json>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.error, res.body).toBe(0);
  return body.data as T;
}

/** A business failure: HTTP 200 (or the catalogue's status), the code, and a Thai message. Answers the body. */
export function expectError(res: LightMyRequestResponse, code: number, http = 200): Json {
  expect(res.statusCode, res.body).toBe(http);
  const body = res.json();
  expect(body.error, res.body).toBe(code);
  expect(body.message).toMatch(THAI);
  return body;
}

/** A body that failed validation on `field`: 422, error 1 and a Thai message beside that field (this one, when given). */
export function expectInvalid(res: LightMyRequestResponse, field: string, message?: string | RegExp) {
  expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
  const body = res.json();
  expect(body.error).toBe(1);
  const text = body.data.fields[field];
  expect(text, `no message for ${field} in ${res.body}`).toEqual(expect.any(String));
  expect(text).toMatch(THAI);
  if (message instanceof RegExp) expect(text).toMatch(message);
  else if (message !== undefined) expect(text).toBe(message);
}

/** The status and envelope of an answer, to compare whole. */
export function errorOf(res: LightMyRequestResponse): { status: number; error: number; message: string; data: unknown } {
  const body = res.json();
  return { status: res.statusCode, error: body.error, message: body.message, data: body.data };
}
