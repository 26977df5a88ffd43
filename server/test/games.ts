import { signedHeaders } from '../payments/signing';
import { type TestContext, testConfig } from './app';
import { expectOk, post } from './http';
import { countRows } from './ledger';

/** Game calls for the games suites and the sandbox aggregator's (server/games/sandbox). */

/** The sandbox aggregator's wallet secret in the test configuration. */
export const SANDBOX_SECRET = testConfig().games.walletSecrets.sandbox;

/** Opens a real game for the member and answers the link and its launch token. */
export async function launch(t: TestContext, memberToken: string, wallet: number, gameId: string, providerId = 'house', isMobile = false) {
  const res = await post(
    t,
    '/api/game/link',
    { wallet_id: wallet, game_id: gameId, provider_id: providerId, is_mobile: isMobile, source: 'test' },
    memberToken,
  );
  const link = expectOk<{ link: string }>(res).link;
  const token = new URL(link, 'http://x').searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return { link, token };
}

/** A wallet call as an external provider sends it: JSON body, signed with the provider's secret. */
export function walletCall(
  t: TestContext,
  op: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
  opts: { provider?: string; secret?: string; now?: Date; headers?: Record<string, string> } = {},
) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/api/games/wallet/${opts.provider ?? 'sandbox'}/${op}`,
    headers: { ...signedHeaders(opts.secret ?? SANDBOX_SECRET, raw, opts.now), ...opts.headers },
    payload: raw,
  });
}

/** Counts of everything money-related, to prove a refused call changed nothing. */
export async function moneyCounts(t: TestContext) {
  return {
    transfers: await countRows(t, 'ledger_transfer'),
    txns: await countRows(t, 'game_txn'),
    turnover: await countRows(t, 'turnover_entry'),
    rounds: await countRows(t, 'house_round'),
  };
}
