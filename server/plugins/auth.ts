import { Errors } from '@contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/reply';
import { checkSession, type Subject } from '../lib/sessions';

type OperatorRole = 'admin' | 'finance' | 'support';
/** The roles an operator route may name; admin may call every operator route without being named. */
export type GrantedRole = Exclude<OperatorRole, 'admin'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member's id; set by `requireMember`. */
    memberId: number;
    /** The signed-in operator; set by `requireOperator`. */
    operator: { id: number; role: OperatorRole };
    bearerToken: string | undefined;
  }
  interface FastifyInstance {
    /** Authenticates a member (401 without a valid session, 403 when suspended): the member group's hook. */
    requireMember: (req: FastifyRequest) => Promise<void>;
    /** The signed-in active member's id, or null: for public routes that answer a member with more. A bad token is no error. */
    optionalMember: (req: FastifyRequest) => Promise<number | null>;
    /** Authenticates an operator and checks the route's `config.roles`: the operator group's hook. */
    requireOperator: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * An operator route's roles besides admin. None named: admin only, so a route that forgets its
     * roles fails closed (server/plugins/route-groups.ts).
     */
    roles?: readonly GrantedRole[];
  }
}

function bearerOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header);
  return m?.[1];
}

async function authenticate(app: FastifyInstance, req: FastifyRequest, subject: Subject): Promise<number> {
  const token = bearerOf(req);
  if (!token) fail(Errors.UNAUTHENTICATED);
  const check = await checkSession(app.db, app.config, subject, token);
  if (check.status !== 'valid') fail(check.status === 'missing' ? Errors.UNAUTHENTICATED : Errors.SESSION_EXPIRED);
  req.bearerToken = token;
  return check.subjectId;
}

/** Bearer authentication for members and operators (separate session kinds, separate role checks). */
// A named function: fastify-plugin finds an anonymous one's name in a stack trace, which parses the server's whole source map at start (docs/startup.md).
export const authPlugin = fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('memberId', 0);
  app.decorateRequest('operator', null as unknown as { id: number; role: OperatorRole });
  app.decorateRequest('bearerToken', undefined);

  // Named functions: printRoutes({ includeHooks: true }) shows them on every route behind a group.
  app.decorate('requireMember', async function requireMember(req: FastifyRequest) {
    const id = await authenticate(app, req, 'member');
    const member = await app.db.selectFrom('member').select(['status']).where('id', '=', id).executeTakeFirst();
    if (!member) fail(Errors.SESSION_EXPIRED);
    if (member.status !== 'active') fail(Errors.MEMBER_SUSPENDED);
    req.memberId = id;
  });

  app.decorate('optionalMember', async function optionalMember(req: FastifyRequest) {
    const token = bearerOf(req);
    if (!token) return null;
    const check = await checkSession(app.db, app.config, 'member', token);
    if (check.status !== 'valid') return null;
    const member = await app.db.selectFrom('member').select(['status']).where('id', '=', check.subjectId).executeTakeFirst();
    return member?.status === 'active' ? check.subjectId : null;
  });

  app.decorate('requireOperator', async function requireOperator(req: FastifyRequest) {
    const id = await authenticate(app, req, 'operator');
    const op = await app.db.selectFrom('operator').select(['id', 'role', 'active']).where('id', '=', id).executeTakeFirst();
    if (!op?.active) fail(Errors.SESSION_EXPIRED);
    // 'admin' may do everything; other roles only what the route names.
    const roles: readonly OperatorRole[] = req.routeOptions.config.roles ?? [];
    if (op.role !== 'admin' && !roles.includes(op.role)) fail(Errors.FORBIDDEN);
    req.operator = { id: op.id, role: op.role };
  });
});
