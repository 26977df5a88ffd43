import type { FastifyInstance } from 'fastify';

export async function adminModule(_root: FastifyInstance) {}
