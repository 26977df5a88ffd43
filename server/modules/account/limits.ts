import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Window = { max: number; windowMs: number };

/**
 * Every rate limit of the account calls, per client IP and per account (the phone number in the
 * body, or the signed-in member). Login and OTP limits are per account too, so spreading guesses
 * over many IPs does not help; per-IP limits stop one client from sweeping many numbers.
 */
export const RATE_LIMITS = {
  check_account: { ip: { max: 30, windowMs: 5 * MINUTE } },
  register: { ip: { max: 10, windowMs: HOUR } },
  login: { ip: { max: 20, windowMs: 5 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  change_password: { account: { max: 10, windowMs: 15 * MINUTE } },
  reset_password: { ip: { max: 20, windowMs: HOUR }, account: { max: 5, windowMs: 15 * MINUTE } },
  reset_password_v2: { ip: { max: 30, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, { ip?: Window; account?: Window }>;

type LimitedCall = keyof typeof RATE_LIMITS;

/**
 * Codes sent per phone, counted in the database (every node and restart sees the same count; a phone
 * that is not a member counts the same, so the answer tells nothing): beyond, OTP_HOURLY_LIMIT or
 * OTP_DAILY_LIMIT. Each SMS costs money and lands on someone's phone.
 */
export const OTP_CODE_LIMITS = { hour: 5, day: 10 } as const;

/** The phone number of a validated body: the account key of the unauthenticated calls. */
export const byPhone = (req: FastifyRequest) => (req.body as { phone?: string } | undefined)?.phone;

/** The signed-in member: the account key of the member calls (runs after requireMember). */
export const byMember = (req: FastifyRequest) => (req.memberId ? `member:${req.memberId}` : undefined);

/** The preHandlers enforcing one call's limits; they run after body validation. */
export function rateLimits(app: FastifyInstance, call: LimitedCall, account?: (req: FastifyRequest) => string | undefined) {
  const spec: { ip?: Window; account?: Window } = RATE_LIMITS[call];
  const handlers: preHandlerAsyncHookHandler[] = [];
  if (spec.ip) handlers.push(app.limit(`${call}:ip`, spec.ip.max, spec.ip.windowMs));
  if (spec.account) {
    if (!account) throw new Error(`rate limit ${call} needs an account key`);
    handlers.push(app.limit(`${call}:account`, spec.account.max, spec.account.windowMs, account));
  }
  return handlers;
}
