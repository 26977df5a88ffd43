import { createHmac } from 'node:crypto';
import { Errors } from '@contract/errors';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/reply';
import { LINE_ISSUER, signIdToken, testClaims, verifyIdToken } from './id-token';

const channelId = '1650000001';
const channelSecret = 'channel-secret-of-this-site';
const now = new Date('2026-11-26T12:00:00Z');
const opts = { channelId, channelSecret, now };

/** The catalogue entry a verification throws, or 'ok'. */
function outcome(token: string, o: Partial<typeof opts> & { nonce?: string } = {}) {
  try {
    verifyIdToken(token, { ...opts, ...o });
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.def;
    throw err;
  }
}

const claims = (over: Record<string, unknown> = {}) => ({ ...testClaims('U1234567890abcdef', channelId, now), name: 'สมชาย', ...over });

describe('LINE id token verification', () => {
  it('accepts a token signed with the channel secret and answers its claims', () => {
    const token = signIdToken(claims({ nonce: 'n-1' }), channelSecret);
    const c = verifyIdToken(token, { ...opts, nonce: 'n-1' });
    expect(c).toMatchObject({ iss: LINE_ISSUER, sub: 'U1234567890abcdef', aud: channelId, name: 'สมชาย', nonce: 'n-1' });
  });

  it('refuses a forged token: another secret, a changed payload, no signature, alg none', () => {
    expect(outcome(signIdToken(claims(), 'someone-elses-secret'))).toBe(Errors.LINE_TOKEN_INVALID);
    const [h, , s] = signIdToken(claims(), channelSecret).split('.');
    const otherUser = Buffer.from(JSON.stringify(claims({ sub: 'Uattacker' }))).toString('base64url');
    expect(outcome(`${h}.${otherUser}.${s}`)).toBe(Errors.LINE_TOKEN_INVALID);
    expect(outcome(`${h}.${otherUser}.`)).toBe(Errors.LINE_TOKEN_INVALID);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(outcome(`${none}.${otherUser}.`)).toBe(Errors.LINE_TOKEN_INVALID);
    expect(outcome('not-a-jwt')).toBe(Errors.LINE_TOKEN_INVALID);
    expect(outcome('e30.e30.e30')).toBe(Errors.LINE_TOKEN_INVALID);
  });

  it('refuses an expired token, and accepts it one second before', () => {
    const nowS = Math.floor(now.getTime() / 1000);
    expect(outcome(signIdToken(claims({ exp: nowS }), channelSecret))).toBe(Errors.LINE_TOKEN_EXPIRED);
    expect(outcome(signIdToken(claims({ exp: nowS - 3600, iat: nowS - 7200 }), channelSecret))).toBe(Errors.LINE_TOKEN_EXPIRED);
    expect(outcome(signIdToken(claims({ exp: nowS + 1 }), channelSecret))).toBe('ok');
  });

  it('refuses a token issued for another channel', () => {
    expect(outcome(signIdToken(claims({ aud: '1650000002' }), channelSecret))).toBe(Errors.LINE_TOKEN_OTHER_CHANNEL);
    // The same token checked as that other channel (with its secret) is fine: the aud decides.
    expect(outcome(signIdToken(claims({ aud: '1650000002' }), channelSecret), { channelId: '1650000002' })).toBe('ok');
  });

  it('refuses a wrong issuer, an iat in the future, a missing sub and a nonce that does not match', () => {
    const nowS = Math.floor(now.getTime() / 1000);
    expect(outcome(signIdToken(claims({ iss: 'https://evil.example' }), channelSecret))).toBe(Errors.LINE_TOKEN_INVALID);
    expect(outcome(signIdToken(claims({ iss: 'https://access.line.me/' }), channelSecret))).toBe(Errors.LINE_TOKEN_INVALID);
    expect(outcome(signIdToken(claims({ iat: nowS + 3600, exp: nowS + 7200 }), channelSecret))).toBe(Errors.LINE_TOKEN_INVALID);
    expect(outcome(signIdToken(claims({ sub: '' }), channelSecret))).toBe(Errors.LINE_TOKEN_INVALID);
    expect(outcome(signIdToken(claims({ nonce: 'a' }), channelSecret), { nonce: 'b' })).toBe(Errors.LINE_TOKEN_INVALID);
    expect(outcome(signIdToken(claims(), channelSecret), { nonce: 'b' })).toBe(Errors.LINE_TOKEN_INVALID);
  });

  it('tells an ES256 token apart: it needs LINE public keys', () => {
    const h = Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: 'k1' })).toString('base64url');
    const p = Buffer.from(JSON.stringify(claims())).toString('base64url');
    const sig = createHmac('sha256', channelSecret).update(`${h}.${p}`).digest('base64url');
    expect(outcome(`${h}.${p}.${sig}`)).toBe(Errors.LINE_TOKEN_UNSUPPORTED);
  });
});
