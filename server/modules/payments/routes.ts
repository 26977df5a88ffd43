import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { PaymentGateway } from '../../payments/gateway';
import { SandboxGateway } from '../../payments/sandbox';
import { paymentAdminRoutes } from './admin-routes';
import { paymentCallbackRoutes } from './callback-routes';
import type { PaymentsContext } from './context';
import { paymentMemberRoutes } from './member-routes';

/** The gateways this deployment offers: the sandbox when enabled (live gateways plug in here). */
function createGateways(env: PaymentsConfig): Map<string, PaymentGateway> {
  const gateways = new Map<string, PaymentGateway>();
  if (env.sandboxEnabled) gateways.set('sandbox', new SandboxGateway(env.sandboxSecret));
  return gateways;
}

/** What the deposit routes share; the gateways keep no state, so each plugin may build its own. */
function contextOf(app: FastifyInstance): PaymentsContext {
  const env = app.config.payments;
  return { db: app.db, env, gateways: createGateways(env) };
}

/** Deposits' public routes under /api: the signed gateway and statement callbacks. */
export async function paymentsRoutes(app: FastifyInstance) {
  await app.register(paymentCallbackRoutes, { ctx: contextOf(app) });
}

/** The member's deposit calls (member group). */
export async function paymentsMemberRoutes(app: FastifyInstance) {
  await app.register(paymentMemberRoutes, { ctx: contextOf(app) });
}

/** The operators' deposit desk under /api/admin/payments (operator group). */
export async function paymentsOperatorRoutes(app: FastifyInstance) {
  await app.register(paymentAdminRoutes, { ctx: contextOf(app) });
}
