import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db';
import type { PaymentSettings } from '../../payments/channels';
import { paymentSettings } from '../../payments/channels';
import type { GatewayRegistry } from '../../payments/gateway';
import { agentRecord } from '../agent';
import './tables';

/** What every payments feature needs: the database, the environment's payment config and the gateways. */
export type PaymentsContext = { db: Db; env: PaymentsConfig; gateways: GatewayRegistry };

/** The agent's payment settings, read fresh each call (an operator's config change applies at once). */
export async function loadSettings(ctx: PaymentsContext): Promise<PaymentSettings> {
  const agent = await agentRecord(ctx.db);
  return paymentSettings(agent.config, agent.name, ctx.env);
}

/** PostgreSQL's unique_violation (both engines report the code), optionally of one constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== '23505') return false;
  return constraint === undefined || e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
}
