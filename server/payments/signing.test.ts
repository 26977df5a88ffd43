import { Errors } from '@contract/errors';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/reply';
import { SIGNATURE_HEADER, signedHeaders, TIMESTAMP_HEADER, verifiedJson } from './signing';

/** The one verifier behind the payment callbacks, the statement webhook and the games wallet. */
describe('verifiedJson', () => {
  const secret = 'test-secret';
  const schema = z.object({ amount: z.number({ error: 'ต้องเป็นตัวเลข' }) });
  const now = new Date('2026-03-01T05:00:00Z');
  const message = (body: string, at = now) => ({ secret, rawBody: Buffer.from(body), headers: signedHeaders(secret, body, at), now });
  const refusal = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      if (e instanceof AppError) return { code: e.def.code, data: e.data, message: e.message };
      throw e;
    }
    throw new Error('not refused');
  };

  it('answers the validated body of a message signed with the secret', () => {
    expect(verifiedJson(message('{"amount":150}'), schema)).toEqual({ amount: 150 });
  });

  it('refuses a forged, tampered or unsigned message before reading it', () => {
    const forged = { ...message('{"amount":150}'), secret: 'another' };
    expect(refusal(() => verifiedJson(forged, schema)).code).toBe(Errors.CALLBACK_SIGNATURE_INVALID.code);
    const tampered = { ...message('{"amount":150}'), rawBody: Buffer.from('{"amount":15000}') };
    expect(refusal(() => verifiedJson(tampered, schema)).code).toBe(Errors.CALLBACK_SIGNATURE_INVALID.code);
    const unsigned = { ...message('{"amount":150}'), headers: { [TIMESTAMP_HEADER]: String(Math.floor(now.getTime() / 1000)) } };
    expect(refusal(() => verifiedJson(unsigned, schema)).code).toBe(Errors.CALLBACK_SIGNATURE_INVALID.code);
    const noTime = { ...message('{"amount":150}') };
    noTime.headers = { [SIGNATURE_HEADER]: noTime.headers[SIGNATURE_HEADER] };
    expect(refusal(() => verifiedJson(noTime, schema)).code).toBe(Errors.CALLBACK_SIGNATURE_INVALID.code);
  });

  it('refuses a genuine message outside the 5-minute window as stale', () => {
    const old = message('{"amount":150}', new Date(now.getTime() - 301_000));
    expect(refusal(() => verifiedJson(old, schema)).code).toBe(Errors.CALLBACK_STALE.code);
    expect(verifiedJson(message('{"amount":150}', new Date(now.getTime() - 299_000)), schema)).toEqual({ amount: 150 });
  });

  it('refuses a signed body that is not JSON or breaks the schema, naming the field', () => {
    expect(refusal(() => verifiedJson(message('{bad'), schema))).toMatchObject({
      code: Errors.VALIDATION.code,
      data: { fields: { _: 'body is not JSON' } },
    });
    expect(refusal(() => verifiedJson(message('{"amount":"x"}'), schema))).toEqual({
      code: Errors.VALIDATION.code,
      data: { fields: { amount: 'ต้องเป็นตัวเลข' } },
      message: Errors.VALIDATION.message,
    });
    expect(refusal(() => verifiedJson(message('{"amount":"x"}'), schema, { fieldMessage: true })).message).toBe('ต้องเป็นตัวเลข');
  });
});
