import { createHmac, timingSafeEqual } from 'node:crypto';
import { Errors } from '@contract/errors';
import { fail } from '../../lib/reply';

/**
 * LINE ID tokens (LIFF's liff.getIDToken(), LINE Login) are JWTs. This checks them on this server,
 * without calling LINE (docs/line.md "Verification"): HS256 tokens are signed with the channel
 * secret; iss must be LINE, aud this channel, exp in the future, iat not in the future and, when the
 * caller sent one, the nonce must match. ES256 tokens need LINE's public keys (JWKS), which this
 * machine cannot fetch: they are refused with their own error, so the switch is easy to see.
 */

export const LINE_ISSUER = 'https://access.line.me';
/** Clocks differ: an iat up to this far ahead still counts as now. */
const CLOCK_SKEW_S = 300;

export type IdTokenClaims = {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  nonce?: string;
  name?: string;
  picture?: string;
};

export type VerifyOptions = { channelId: string; channelSecret: string; nonce?: string; now?: Date };

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

function jsonPart(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the refusal
  }
  return fail(Errors.LINE_TOKEN_INVALID);
}

function hs256(secret: string, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

/** The verified claims of an id token, or a thrown Thai refusal (3821-3824). */
export function verifyIdToken(token: string, opts: VerifyOptions): IdTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) fail(Errors.LINE_TOKEN_INVALID);
  const [h, p, s] = parts as [string, string, string];
  const header = jsonPart(h);
  if (header.alg === 'ES256') fail(Errors.LINE_TOKEN_UNSUPPORTED);
  if (header.alg !== 'HS256') fail(Errors.LINE_TOKEN_INVALID);

  // The signature first: nothing in a forged token is believed, not even which channel it names.
  const expected = hs256(opts.channelSecret, `${h}.${p}`);
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) fail(Errors.LINE_TOKEN_INVALID);

  const c = jsonPart(p);
  if (c.iss !== LINE_ISSUER) fail(Errors.LINE_TOKEN_INVALID);
  const aud = Array.isArray(c.aud) ? c.aud : [c.aud];
  if (!aud.includes(opts.channelId)) fail(Errors.LINE_TOKEN_OTHER_CHANNEL);
  if (typeof c.sub !== 'string' || c.sub === '' || c.sub.length > 64) fail(Errors.LINE_TOKEN_INVALID);
  if (typeof c.exp !== 'number' || typeof c.iat !== 'number') fail(Errors.LINE_TOKEN_INVALID);
  const nowS = (opts.now ?? new Date()).getTime() / 1000;
  if (c.exp <= nowS) fail(Errors.LINE_TOKEN_EXPIRED);
  if (c.iat > nowS + CLOCK_SKEW_S) fail(Errors.LINE_TOKEN_INVALID);
  if (opts.nonce !== undefined && c.nonce !== opts.nonce) fail(Errors.LINE_TOKEN_INVALID);
  return {
    iss: c.iss,
    sub: c.sub,
    aud: opts.channelId,
    exp: c.exp,
    iat: c.iat,
    ...(typeof c.nonce === 'string' ? { nonce: c.nonce } : {}),
    ...(typeof c.name === 'string' ? { name: c.name } : {}),
    ...(typeof c.picture === 'string' ? { picture: c.picture } : {}),
  };
}

/**
 * An HS256 id token as LINE would issue it, for tests and the LIFF mock (test routes only): the
 * server verifies it exactly like a real one.
 */
export function signIdToken(claims: Record<string, unknown>, secret: string): string {
  const h = b64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }));
  const p = b64url(JSON.stringify(claims));
  return `${h}.${p}.${b64url(hs256(secret, `${h}.${p}`))}`;
}

/** The claims a test token carries by default: this channel, issued now, valid for an hour. */
export function testClaims(sub: string, channelId: string, now = new Date()): IdTokenClaims {
  const iat = Math.floor(now.getTime() / 1000);
  return { iss: LINE_ISSUER, sub, aud: channelId, iat, exp: iat + 3600 };
}
