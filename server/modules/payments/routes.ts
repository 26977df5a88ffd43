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

/**
 * Deposits, registered under /api: member calls, signed gateway and statement
 * callbacks, and the operator's deposit desk (/api/admin/payments).
 */
export async function paymentsModule(app: FastifyInstance) {
  const env = app.config.payments;
  const ctx: PaymentsContext = { db: app.db, env, gateways: createGateways(env) };
  await app.register(paymentMemberRoutes, { ctx });
  await app.register(paymentCallbackRoutes, { ctx });
  await app.register(paymentAdminRoutes, { ctx });
}
