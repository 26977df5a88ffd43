import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import { SandboxRoundBody, SandboxRoundData, SandboxSessionData, SandboxSessionQuery } from '@contract/games';
import { bahtToSatang, satangToBaht } from '@contract/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fail, ok } from '../../lib/reply';
import type { PlayOutcome, SandboxAggregator } from './aggregator';
import { sandboxGame } from './games';
import { SANDBOX_PAGE_CSP, SANDBOX_PAGE_HTML, SANDBOX_PAGE_JS } from './page';

const tags = ['sandbox aggregator'];

/**
 * The sandbox aggregator's own web side, mounted at /sandbox: its game page and script, and the
 * small API that page calls. These stand for the aggregator's servers: they hold no member data
 * and reach member money only through the aggregator's signed wallet calls.
 */
export async function sandboxRoutes(root: FastifyInstance, opts: { aggregator: SandboxAggregator }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { aggregator } = opts;

  app.get('/play', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('content-security-policy', SANDBOX_PAGE_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(SANDBOX_PAGE_HTML),
  );

  app.get('/play.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(SANDBOX_PAGE_JS),
  );

  app.get(
    '/api/session',
    { schema: { tags, querystring: SandboxSessionQuery, response: { 200: envelope(SandboxSessionData) } } },
    async (req) => {
      const game = sandboxGame(req.query.game);
      if (!game) fail(Errors.GAME_NOT_FOUND);
      let balance: number | null;
      if (req.query.token) {
        const b = await aggregator.balance(req.query.token);
        if (b.error !== 0) return { error: b.error, message: b.message };
        balance = b.balance;
      } else balance = aggregator.demoBalance(req.query.demo ?? '');
      return ok({
        game_id: game.entry.game_id,
        name: game.entry.name_th,
        demo: !req.query.token,
        choices: [...game.choices],
        min_bet: satangToBaht(game.minBet),
        max_bet: satangToBaht(game.maxBet),
        balance,
      });
    },
  );

  app.post('/api/round', { schema: { tags, body: SandboxRoundBody, response: { 200: envelope(SandboxRoundData) } } }, async (req) => {
    const b = req.body;
    const stake = bahtToSatang(b.bet);
    const outcome = b.token
      ? await aggregator.play({ token: b.token, gameId: b.game_id, choice: b.choice, stake })
      : aggregator.playDemo({ demoId: b.demo ?? '', gameId: b.game_id, choice: b.choice, stake });
    return ok(view(outcome));
  });
}

function view(o: PlayOutcome) {
  if (o.status === 'settled') {
    return {
      status: o.status,
      message: 'สำเร็จ',
      round_id: o.round_id,
      stake: o.stake,
      win: o.win,
      summary: o.summary,
      detail: o.detail,
      balance: o.balance,
      win_pending: o.win_pending,
    };
  }
  return {
    status: o.status,
    message: o.message,
    round_id: null,
    stake: null,
    win: null,
    summary: null,
    detail: null,
    balance: o.balance,
    win_pending: false,
  };
}
