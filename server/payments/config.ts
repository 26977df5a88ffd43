/**
 * Payment secrets and switches from the environment (README lists them). Outside production the
 * sandbox gateway and the statement webhook work out of the box with development secrets; in
 * production each needs its secret set, and the sandbox needs PAYMENT_SANDBOX=1 as well.
 */
export type PaymentsConfig = {
  sandboxEnabled: boolean;
  /** HMAC secret of the sandbox gateway's callbacks. */
  sandboxSecret: string;
  /** HMAC secret of the bank/TrueMoney statement webhook; undefined = webhook refused. */
  statementSecret: string | undefined;
  /** The agent's PromptPay id when the agent config names none. */
  promptPayId: string | undefined;
};

const DEV_SANDBOX_SECRET = 'dev-sandbox-gateway-secret';
const DEV_STATEMENT_SECRET = 'dev-statement-webhook-secret';
/** A PromptPay id nobody owns, so a development QR can never move real money. */
export const DEV_PROMPTPAY_ID = '0000000000000';

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env, nodeEnv = env.NODE_ENV ?? 'development'): PaymentsConfig {
  const production = nodeEnv === 'production';
  const sandboxSecret = env.SANDBOX_GATEWAY_SECRET || (production ? '' : DEV_SANDBOX_SECRET);
  const sandboxWanted = env.PAYMENT_SANDBOX !== undefined && env.PAYMENT_SANDBOX !== '' ? env.PAYMENT_SANDBOX === '1' : !production;
  return {
    sandboxEnabled: sandboxWanted && sandboxSecret !== '',
    sandboxSecret,
    statementSecret: env.STATEMENT_WEBHOOK_SECRET || (production ? undefined : DEV_STATEMENT_SECRET),
    promptPayId: env.PROMPTPAY_ID || (production ? undefined : DEV_PROMPTPAY_ID),
  };
}
