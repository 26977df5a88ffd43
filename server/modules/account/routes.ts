import { WalletList } from '@contract/account';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { memberWallets } from '../wallet/service';

export async function accountModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/member/wallets',
    { preHandler: app.requireMember, schema: { tags: ['member'], security: [{ bearer: [] }], response: { 200: envelope(WalletList) } } },
    async (req) => ok(await memberWallets(app.db, req.memberId)),
  );
}
