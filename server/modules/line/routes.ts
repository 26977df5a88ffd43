import { EmptyEnvelope, envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import { LineConfig, LineLinkBody, LineLinkCurrentBody, LineLoginBody, LineSessionData, LineStatusData } from '@contract/line';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fail, ok } from '../../lib/reply';
import { deviceIdOf } from '../../lib/sessions';
import type { RoutesPlugin } from '../../plugins/route-groups';
import { authenticateMember, signIn } from '../account';
import { assertOwnAgent } from '../agent';
import { type IdTokenClaims, verifyIdToken } from './id-token';
import { lineStatus, linkedMember, linkLineUser, unlinkMember } from './links';
import { lineTestRoutes } from './test-routes';

const MINUTE = 60_000;

const clientMeta = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  deviceId: deviceIdOf(req.headers['x-device-id']),
});

/**
 * LINE LIFF sign-in (docs/line.md): the LIFF settings, login by a verified id token and linking a
 * LINE user to a member once with the member's phone and password (public), and the member's own
 * link, link status and unlink (member group). Login and link answer exactly what POST /api/login
 * answers, plus the member's phone. One factory for both plugins: they share the per-IP limit.
 */
export function lineRoutes(): { routes: RoutesPlugin; memberRoutes: RoutesPlugin } {
  // The id token calls are cheap but answer whether a LINE user is linked: one limit per IP over all of them.
  let perIpLimit: preHandlerAsyncHookHandler | undefined;
  const perIp = (app: FastifyInstance) => (perIpLimit ??= app.limit('line:ip', 30, 5 * MINUTE));
  const verifier =
    (app: FastifyInstance) =>
    (idToken: string, nonce?: string): IdTokenClaims => {
      const line = app.config.line;
      if (!line.enabled || !line.channelId || !line.channelSecret) fail(Errors.LINE_OFF);
      return verifyIdToken(idToken, { channelId: line.channelId, channelSecret: line.channelSecret, nonce });
    };

  async function routes(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['line'];
    const line = app.config.line;
    const verified = verifier(app);
    const session = async (req: FastifyRequest, memberId: number, phone: string) => ({
      ...(await signIn(app.db, app.config, memberId, clientMeta(req))),
      username: phone,
    });
    // Linking checks a password: it shares login's per-phone counter, so it is no way around login's limit.
    const perPhone = app.limit('login:account', 10, 15 * MINUTE, (req) => (req.body as { phone?: string } | undefined)?.phone);

    app.get('/line/config', { schema: { tags, response: { 200: envelope(LineConfig) } } }, async () =>
      ok({ liff_id: line.liffId ?? null, mock: !line.liffId && line.enabled && app.config.jobs.testClock }),
    );

    app.post(
      '/line/login',
      { preHandler: [perIp(app)], schema: { tags, body: LineLoginBody, response: { 200: envelope(LineSessionData) } } },
      async (req) => {
        const claims = verified(req.body.id_token, req.body.nonce);
        const { memberId, phone } = await linkedMember(app.db, claims.sub);
        return ok(await session(req, memberId, phone), 'เข้าสู่ระบบด้วย LINE สำเร็จ');
      },
    );

    app.post(
      '/line/link',
      { preHandler: [perIp(app), perPhone], schema: { tags, body: LineLinkBody, response: { 200: envelope(LineSessionData) } } },
      async (req) => {
        assertOwnAgent(req.body.agent_code, app.config.agentCode);
        // The token first: a bad one never gets a password checked.
        const claims = verified(req.body.id_token, req.body.nonce);
        const memberId = await authenticateMember(app.db, req.body.phone, req.body.password);
        await linkLineUser(app.db, memberId, claims);
        return ok(await session(req, memberId, req.body.phone), 'เชื่อมบัญชี LINE สำเร็จ');
      },
    );

    if (app.config.jobs.testClock) await app.register(lineTestRoutes);
  }

  async function memberRoutes(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['line'];
    const verified = verifier(app);

    app.post(
      '/line/link_current',
      { preHandler: [perIp(app)], schema: { tags, body: LineLinkCurrentBody, response: { 200: EmptyEnvelope } } },
      async (req) => {
        const claims = verified(req.body.id_token, req.body.nonce);
        await linkLineUser(app.db, req.memberId, claims);
        return { error: 0, message: 'เชื่อมบัญชี LINE สำเร็จ' };
      },
    );

    app.get('/line/status', { schema: { tags, response: { 200: envelope(LineStatusData) } } }, async (req) =>
      ok(await lineStatus(app.db, req.memberId)),
    );

    app.post('/line/unlink', { schema: { tags, response: { 200: EmptyEnvelope } } }, async (req) => {
      await unlinkMember(app.db, req.memberId);
      return { error: 0, message: 'ยกเลิกการเชื่อมบัญชี LINE แล้ว' };
    });
  }

  return { routes, memberRoutes };
}
