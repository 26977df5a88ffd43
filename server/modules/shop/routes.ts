import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Member routes (prefix /api) and operator routes (under /admin): issue 17 fills them in. */
export async function shopModule(root: FastifyInstance) {
  root.withTypeProvider<ZodTypeProvider>();
}
