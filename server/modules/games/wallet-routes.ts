import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import { WalletAnswer, WalletBalanceBody, WalletBetBody, WalletRollbackBody, WalletWinBody } from '@contract/games';
import { bahtToSatang, satangToBaht } from '@contract/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail, ok } from '../../lib/reply';
import { verifiedJson } from '../../payments/signing';
import { keepRawBodies, rawBodyOf } from '../../plugins/raw-body';
import type { GamesContext } from './context';
import { assertCanBet, type PlayContext, playContext } from './sessions';
import type { WalletResult } from './wallet';

const tags = ['games wallet'];

/**
 * The seamless wallet over HTTP, for external providers (docs/games.md "Seamless wallet over
 * HTTP"): POST /api/games/wallet/:provider/{balance,bet,win,rollback}. Each request is signed by the
 * provider with its own secret: headers x-timestamp (unix seconds, within 5 minutes of ours) and
 * x-signature = "sha256=" + hex HMAC-SHA256(secret, timestamp + "." + raw body). A forged or stale
 * request is refused (HTTP 401) before anything is read, so nothing moves. The launch token in the
 * body names the member, the wallet and the game.
 */
export async function walletRoutes(app: FastifyInstance, opts: { ctx: GamesContext }) {
  const { ctx } = opts;
  // The signature covers the raw bytes: this scope keeps them and validates the JSON afterwards.
  keepRawBodies(app);

  /** The verified, validated body of a provider's call, with the session its token names. */
  async function signed<S extends z.ZodType>(
    req: FastifyRequest,
    schema: S,
  ): Promise<{ provider: string; body: z.output<S>; play: PlayContext }> {
    const provider = (req.params as { provider: string }).provider;
    const secret = ctx.config.walletSecrets[provider];
    if (!secret) fail(Errors.NOT_FOUND);
    const body = verifiedJson({ secret, rawBody: rawBodyOf(req), headers: req.headers }, schema, { fieldMessage: true }) as z.output<S>;
    const play = await playContext(ctx.db, (body as { token: string }).token);
    if (play.session.provider_id !== provider) fail(Errors.GAME_TOKEN_INVALID);
    return { provider, body, play };
  }

  const answer = (r: WalletResult) =>
    ok({
      balance: satangToBaht(r.balance),
      currency: 'THB' as const,
      txn_id: r.txnId,
      amount: satangToBaht(r.amount),
      replayed: r.replayed,
    });

  const schema = (description: string) => ({ tags, description, response: { 200: envelope(WalletAnswer) } });

  app.post(
    '/games/wallet/:provider/balance',
    { schema: schema('The wallet balance behind a launch token. Body: { token }.') },
    async (req) => {
      const { play } = await signed(req, WalletBalanceBody);
      const balance = await ctx.wallet.balance(play.session.account_id);
      return ok({ balance: satangToBaht(balance), currency: 'THB' as const });
    },
  );

  app.post(
    '/games/wallet/:provider/bet',
    {
      schema: schema(
        'Debit a stake. Body: { token, txn_id, round_id, game_id, amount (baht) }. A repeated txn_id answers the first result.',
      ),
    },
    async (req) => {
      const { provider, body, play } = await signed(req, WalletBetBody);
      assertCanBet(play);
      if (body.game_id !== play.session.game_id) fail(Errors.GAME_NOT_FOUND);
      const r = await ctx.wallet.bet({
        provider,
        txnId: body.txn_id,
        roundId: body.round_id,
        memberId: play.session.member_id,
        accountId: play.session.account_id,
        gameId: play.session.game_id,
        product: play.product,
        amount: bahtToSatang(body.amount),
        reference: play.gameName,
      });
      return answer(r);
    },
  );

  app.post(
    '/games/wallet/:provider/win',
    {
      schema: schema(
        'Credit a win against its bet. Body: { token, txn_id, bet_txn_id, round_id?, amount (baht, 0 closes a lost round) }. A win before its bet answers GAME_BET_NOT_FOUND with retryable: true.',
      ),
    },
    async (req) => {
      const { provider, body, play } = await signed(req, WalletWinBody);
      const r = await ctx.wallet.win({
        provider,
        txnId: body.txn_id,
        betTxnId: body.bet_txn_id,
        memberId: play.session.member_id,
        accountId: play.session.account_id,
        product: play.product,
        amount: bahtToSatang(body.amount),
        reference: play.gameName,
      });
      return answer(r);
    },
  );

  app.post(
    '/games/wallet/:provider/rollback',
    {
      schema: schema(
        'Refund a bet. Body: { token, txn_id, ref_txn_id, round_id? }. An unknown bet leaves a tombstone (a late bet with that id is refused); a settled round is refused.',
      ),
    },
    async (req) => {
      const { provider, body, play } = await signed(req, WalletRollbackBody);
      const r = await ctx.wallet.rollback({
        provider,
        txnId: body.txn_id,
        refTxnId: body.ref_txn_id,
        roundId: body.round_id,
        memberId: play.session.member_id,
        accountId: play.session.account_id,
        gameId: play.session.game_id,
        product: play.product,
        reference: play.gameName,
      });
      return answer(r);
    },
  );
}
