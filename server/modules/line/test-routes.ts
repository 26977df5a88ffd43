import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import { TestIdTokenBody, TestIdTokenData } from '@contract/line';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fail, ok } from '../../lib/reply';
import { signIdToken, testClaims } from './id-token';

/**
 * The LIFF mock's id tokens (registered only when config.jobs.testClock, never in production): the
 * server signs a token as LINE would, with the channel secret unless told otherwise, so tests and the
 * mocked LIFF pages go through the real verification. Claims can be bent to make bad tokens.
 */
export async function lineTestRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/test/line/id_token',
    { schema: { tags: ['test'], body: TestIdTokenBody, response: { 200: envelope(TestIdTokenData) } } },
    async (req) => {
      const { channelId, channelSecret } = app.config.line;
      if (!channelId || !channelSecret) fail(Errors.LINE_OFF);
      const b = req.body;
      const base = testClaims(b.sub, channelId);
      const claims = {
        ...base,
        ...(b.aud !== undefined ? { aud: b.aud } : {}),
        ...(b.iss !== undefined ? { iss: b.iss } : {}),
        ...(b.expires_in !== undefined ? { exp: base.iat + b.expires_in } : {}),
        ...(b.nonce !== undefined ? { nonce: b.nonce } : {}),
        ...(b.name !== undefined ? { name: b.name } : {}),
      };
      return ok({ id_token: signIdToken(claims, b.secret ?? channelSecret) });
    },
  );
}
