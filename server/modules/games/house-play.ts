import { isDeepStrictEqual } from 'node:util';
import { Errors } from '@contract/errors';
import type {
  HousePlayBody,
  HousePlayData,
  HouseRound,
  HouseSeedData,
  HouseSessionData,
  HouseVerifyBody,
  HouseVerifyData,
} from '@contract/games';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type AnyHouseGame, createRng, houseGame, takeRound, verifyRound } from '../../games/house';
import { HOUSE_PROVIDER_ID } from '../../games/registry';
import { AppError, fail } from '../../lib/reply';
import { memberWallets } from '../wallet/service';
import { openPair, pairOf, rotatePair, type SeedOwner, type SeedRow, takeNonce, takeNonceOf } from './seeds';
import {
  assertCanBet,
  type DemoSession,
  demoSessionOrFail,
  hashToken,
  isDemoToken,
  type PlayContext,
  playContext,
  playContextSql,
  toPlayContext,
} from './sessions';
import type { CallOptions, GameWallet } from './wallet';
import './tables';

type Conn = Kysely<Database>;

/**
 * The in-house games' play API for the /play clients (docs/games.md "In-house play"). A round:
 * take the next nonce of the member's seed pair, check the request id was not played, run the
 * engine, then bet and (when it won) win through the seamless wallet in process, and store the
 * round with its proof; all in one database transaction, so a refused bet leaves no trace and a
 * retried request (same request id) is answered with the round it already played. Demo tokens play
 * the same way on their session's play money and never touch the ledger.
 */

type Owner =
  | { kind: 'member'; ctx: PlayContext; seed: SeedOwner }
  | { kind: 'demo'; demo: DemoSession; tokenHash: string; seed: SeedOwner };

type RoundRow = {
  id: number;
  game_id: string;
  created_at: Date;
  stake: number;
  win: number;
  balance_after: number;
  input: unknown;
  outcome: unknown;
  nonce: number;
  server_seed_hash: string;
  client_seed: string;
  server_seed: string;
  seed_status: 'open' | 'revealed';
};

/** Thrown inside the round's transaction to undo it and answer the round already played. */
class AlreadyPlayed extends Error {}

const roundView = (r: RoundRow): HouseRound => ({
  round_id: r.id,
  game_id: r.game_id,
  created_at: r.created_at.toISOString(),
  stake: satangToBaht(r.stake),
  win: satangToBaht(r.win),
  balance_after: satangToBaht(r.balance_after),
  input: r.input,
  outcome: r.outcome,
  server_seed_hash: r.server_seed_hash,
  client_seed: r.client_seed,
  nonce: r.nonce,
  server_seed: r.seed_status === 'revealed' ? r.server_seed : null,
});

const seedView = (pair: { server_seed_hash: string; client_seed: string; nonce: number }) => ({
  server_seed_hash: pair.server_seed_hash,
  client_seed: pair.client_seed,
  nonce: pair.nonce,
});

export class HousePlay {
  constructor(
    private readonly db: Conn,
    private readonly wallet: GameWallet,
  ) {}

  private async owner(token: string, conn: Conn = this.db): Promise<Owner> {
    if (isDemoToken(token)) {
      const demo = await demoSessionOrFail(conn, token);
      if (demo.provider_id !== HOUSE_PROVIDER_ID) fail(Errors.GAME_TOKEN_INVALID);
      const tokenHash = hashToken(token);
      return { kind: 'demo', demo, tokenHash, seed: { kind: 'demo', tokenHash } };
    }
    const ctx = await playContext(conn, token);
    if (ctx.session.provider_id !== HOUSE_PROVIDER_ID) fail(Errors.GAME_TOKEN_INVALID);
    return { kind: 'member', ctx, seed: { kind: 'member', memberId: ctx.session.member_id } };
  }

  private gameOf(owner: Owner, gameId?: string): AnyHouseGame {
    const own = owner.kind === 'member' ? owner.ctx.session.game_id : owner.demo.game_id;
    const game = houseGame(own);
    if (!game || (gameId !== undefined && gameId !== own)) fail(Errors.GAME_NOT_FOUND);
    return game;
  }

  /** What the game client loads first: limits, rules and paytable, the balance and the seed pair to play with. */
  async session(token: string): Promise<HouseSessionData> {
    const owner = await this.owner(token);
    const game = this.gameOf(owner);
    const pair = await openPair(this.db, owner.seed, game.id);
    let wallet: HouseSessionData['wallet'] = null;
    let balance: number;
    if (owner.kind === 'member') {
      const w = (await memberWallets(this.db, owner.ctx.session.member_id)).find((x) => x.id === owner.ctx.session.account_id);
      wallet = w ? { id: w.id, wallet_name: w.wallet_name } : null;
      balance = w?.balance ?? 0;
    } else balance = satangToBaht(owner.demo.balance);
    return {
      game_id: game.id,
      demo: owner.kind === 'demo',
      is_mobile: owner.kind === 'member' ? owner.ctx.session.is_mobile : owner.demo.is_mobile,
      wallet,
      balance,
      limits: { min_bet: satangToBaht(game.minBet), max_bet: satangToBaht(game.maxBet), bet_step: satangToBaht(game.betStep) },
      description: game.describe(),
      seed: seedView(pair),
    };
  }

  async play(body: z.output<typeof HousePlayBody>): Promise<HousePlayData> {
    // What the round has learnt, kept for the answer to a repeat (after its transaction is undone).
    const seen: { owner?: Owner; game?: AnyHouseGame; input?: unknown } = {};
    try {
      return await this.db.transaction().execute(async (trx) => {
        // A member's token is read in the same trip that takes the nonce (undone with the rest on a refusal).
        const opened = await this.openRound(trx, body.token);
        const owner = opened.owner;
        const game = this.gameOf(owner, body.game_id);
        seen.owner = owner;
        seen.game = game;
        seen.input = parseInput(game, body.input);
        // Self-exclusion is the wallet's check (every bet, in its transaction).
        if (owner.kind === 'member') assertCanBet(owner.ctx);
        const pair = opened.pair ?? (await takeNonce(trx, owner.seed, game.id));
        if (body.client_seed !== undefined && body.client_seed !== pair.client_seed) fail(Errors.GAME_SEED_ROTATE_FIRST);
        const { params } = takeRound(pairOf(pair));
        const result = game.play(createRng(params), seen.input);
        const round: NewRound = {
          gameId: game.id,
          requestId: body.request_id,
          seedPairId: pair.id,
          nonce: pair.nonce,
          input: seen.input,
          outcome: result.outcome,
          stake: result.stake,
          win: result.win,
        };
        // A request id already played shows up here (its bet is a repeat, or its round row exists):
        // AlreadyPlayed undoes this transaction, nonce included, and the stored round is answered.
        const saved = owner.kind === 'member' ? await this.settleMember(trx, owner.ctx, round) : await settleDemo(trx, owner, round);
        if (!saved) throw new AlreadyPlayed();
        const row: RoundRow = {
          id: saved.id,
          game_id: game.id,
          created_at: saved.created_at,
          stake: result.stake,
          win: result.win,
          balance_after: saved.balance_after,
          // As stored (JSON), so the answer is exactly what the rounds list and the verifier see.
          input: asJson(seen.input),
          outcome: asJson(result.outcome),
          nonce: pair.nonce,
          server_seed_hash: pair.server_seed_hash,
          client_seed: pair.client_seed,
          server_seed: pair.server_seed,
          seed_status: 'open',
        };
        const next = { ...pair, nonce: pair.nonce + 1 };
        return {
          ...roundView(row),
          demo: owner.kind === 'demo',
          balance: satangToBaht(saved.balance_after),
          replayed: false,
          next_seed: seedView(next),
        };
      });
    } catch (e) {
      const repeat = e instanceof AlreadyPlayed || (e instanceof AppError && e.def.code === Errors.GAME_TXN_CONFLICT.code);
      const { owner, game, input } = seen;
      if (!repeat || !owner || !game) throw e;
      const earlier = await findRound(this.db, owner, body.request_id);
      if (!earlier) throw e;
      if (earlier.game_id !== game.id || !sameJson(earlier.input, input)) fail(Errors.GAME_REQUEST_CONFLICT);
      const pair = await openPair(this.db, owner.seed, game.id);
      const balance =
        owner.kind === 'member'
          ? await this.wallet.balance(owner.ctx.session.account_id)
          : (await demoSessionOrFail(this.db, body.token)).balance;
      return {
        ...roundView(earlier),
        demo: owner.kind === 'demo',
        balance: satangToBaht(balance),
        replayed: true,
        next_seed: seedView(pair),
      };
    }
  }

  /**
   * The round's owner and, for a member, the nonce of their seed pair taken in the same statement
   * that reads the token (null when no pair is open yet, or for a demo: the caller takes it).
   */
  private async openRound(trx: Conn, token: string): Promise<{ owner: Owner; pair: SeedRow | null }> {
    if (isDemoToken(token)) return { owner: await this.owner(token, trx), pair: null };
    const found = await takeNonceOf(trx, 'house_play_open', playContextSql(token));
    if (!found) fail(Errors.GAME_TOKEN_INVALID);
    const ctx = toPlayContext(found.owner);
    if (ctx.session.provider_id !== HOUSE_PROVIDER_ID) fail(Errors.GAME_TOKEN_INVALID);
    return { owner: { kind: 'member', ctx, seed: { kind: 'member', memberId: ctx.session.member_id } }, pair: found.pair };
  }

  /**
   * Bet, then win when there is one, through the seamless wallet inside the round's transaction; the
   * round is stored in the same statement as the last movement, with the balance that movement left
   * (undefined: the request id was played before).
   */
  private async settleMember(trx: Conn, ctx: PlayContext, round: NewRound): Promise<SavedRound | undefined> {
    const s = ctx.session;
    const txnId = `${s.member_id}:${round.requestId}`;
    const common = { provider: HOUSE_PROVIDER_ID, memberId: s.member_id, product: ctx.product, reference: ctx.gameName };
    const record: CallOptions = { answerBalance: false, after: roundRecord(s.member_id, s.account_id, round) };
    const bet = await this.wallet.bet(
      { ...common, txnId, roundId: txnId, accountId: s.account_id, gameId: s.game_id, amount: round.stake },
      trx,
      round.win > 0 ? { answerBalance: false } : record,
    );
    if (bet.replayed) throw new AlreadyPlayed();
    const last =
      round.win > 0
        ? await this.wallet.win(
            { ...common, txnId: `${txnId}:win`, betTxnId: txnId, accountId: s.account_id, amount: round.win },
            trx,
            record,
          )
        : bet;
    return savedRound(last.after);
  }

  /** Ends the open seed pair (revealing its server seed) and opens the next, optionally with a new client seed. */
  async rotate(token: string, clientSeed?: string): Promise<HouseSeedData> {
    const owner = await this.owner(token);
    const game = this.gameOf(owner);
    const { revealed, next } = await this.db.transaction().execute((trx) => rotatePair(trx, owner.seed, game.id, clientSeed));
    return {
      revealed: revealed && {
        server_seed: revealed.serverSeed,
        server_seed_hash: revealed.serverSeedHash,
        client_seed: revealed.clientSeed,
        rounds_played: revealed.roundsPlayed,
      },
      seed: seedView(next),
    };
  }

  /** The owner's recent rounds, newest first, with their proofs (server seed once revealed). */
  async rounds(token: string, gameId: string | undefined, limit: number): Promise<HouseRound[]> {
    const owner = await this.owner(token);
    let q = roundsQuery(this.db);
    q =
      owner.kind === 'member'
        ? q.where('r.member_id', '=', owner.ctx.session.member_id)
        : q.where('r.demo_token_hash', '=', owner.tokenHash);
    if (gameId) q = q.where('r.game_id', '=', gameId);
    const rows = await q.orderBy('r.id', 'desc').limit(limit).execute();
    return rows.map(roundView);
  }
}

type NewRound = {
  gameId: string;
  requestId: string;
  seedPairId: number;
  nonce: number;
  input: unknown;
  outcome: unknown;
  stake: number;
  win: number;
};
type SavedRound = { id: number; created_at: Date; balance_after: number };

/** Play money: stake off and win on in one conditional update, then the round. */
async function settleDemo(trx: Conn, owner: Extract<Owner, { kind: 'demo' }>, round: NewRound): Promise<SavedRound | undefined> {
  const r = await sql<{ balance: number }>`
    update game_demo_session set balance = balance - ${round.stake}::bigint + ${round.win}::bigint
     where token_hash = ${owner.tokenHash} and balance >= ${round.stake}::bigint
    returning balance`.execute(trx);
  if (!r.rows[0]) {
    const now = await trx.selectFrom('game_demo_session').select('balance').where('token_hash', '=', owner.tokenHash).executeTakeFirst();
    fail(Errors.GAME_DEMO_FUNDS, { balance: satangToBaht(now?.balance ?? 0) });
  }
  const row = await sql<SavedRound>`/* prepared:house_round_demo */
    insert into house_round (member_id, demo_token_hash, account_id, game_id, request_id, seed_pair_id, nonce, input, outcome, stake, win, balance_after)
    select null::bigint, ${owner.tokenHash}::text, null::bigint, ${roundValues(round)}, ${r.rows[0].balance}::bigint
    on conflict (demo_token_hash, request_id) where demo_token_hash is not null do nothing
    returning id, created_at, balance_after`.execute(trx);
  return row.rows[0];
}

const roundValues = (r: NewRound) =>
  sql`${r.gameId}::text, ${r.requestId}::text, ${r.seedPairId}::bigint, ${r.nonce}::int, ${JSON.stringify(r.input)}::jsonb,
    ${JSON.stringify(r.outcome)}::jsonb, ${r.stake}::bigint, ${r.win}::bigint`;

/**
 * A member's round as the wallet's `after` record: stored in the statement of the round's last
 * movement, only if that movement was made, with the available balance it left; nothing when the
 * member already has a round under this request id.
 */
const roundRecord = (memberId: number, accountId: number, round: NewRound): NonNullable<CallOptions['after']> => ({
  name: 'house_round',
  steps: ({ moved, available }) => sql`
    house_round_new as (
      insert into house_round (member_id, demo_token_hash, account_id, game_id, request_id, seed_pair_id, nonce, input, outcome, stake, win, balance_after)
      select ${memberId}::bigint, null::text, ${accountId}::bigint, ${roundValues(round)}, ${available}
       where ${moved}
      on conflict (member_id, request_id) where member_id is not null do nothing
      returning id, created_at, balance_after)`,
  answer: sql`(select id from house_round_new) as house_round_id, (select created_at from house_round_new) as house_round_created_at,
    (select balance_after from house_round_new) as house_round_balance_after`,
});

function savedRound(after: Record<string, unknown> | undefined): SavedRound | undefined {
  if (after?.house_round_id == null) return undefined;
  return {
    id: after.house_round_id as number,
    created_at: after.house_round_created_at as Date,
    balance_after: after.house_round_balance_after as number,
  };
}

function roundsQuery(db: Conn) {
  return db
    .selectFrom('house_round as r')
    .innerJoin('house_seed_pair as p', 'p.id', 'r.seed_pair_id')
    .select([
      'r.id',
      'r.game_id',
      'r.created_at',
      'r.stake',
      'r.win',
      'r.balance_after',
      'r.input',
      'r.outcome',
      'r.nonce',
      'p.server_seed_hash',
      'p.client_seed',
      'p.server_seed',
      'p.status as seed_status',
    ]);
}

async function findRound(trx: Conn, owner: Owner, requestId: string): Promise<RoundRow | undefined> {
  const q = roundsQuery(trx).where('r.request_id', '=', requestId);
  const row = await (owner.kind === 'member'
    ? q.where('r.member_id', '=', owner.ctx.session.member_id)
    : q.where('r.demo_token_hash', '=', owner.tokenHash)
  ).executeTakeFirst();
  return row as RoundRow | undefined;
}

/** Stored rounds are jsonb (keys reordered), so inputs are compared as values. */
const asJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v));
const sameJson = (a: unknown, b: unknown) => isDeepStrictEqual(asJson(a), asJson(b));

/** The round's input as the engine takes it, or 422 with each field's message in Thai. */
function parseInput(game: AnyHouseGame, raw: unknown): unknown {
  const parsed = game.input.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  // The engines word their own rules in Thai; zod's generic messages (e.g. not an object) are replaced.
  for (const issue of parsed.error.issues)
    fields[['input', ...issue.path.map(String)].join('.')] ??= /[\u0E00-\u0E7F]/.test(issue.message)
      ? issue.message
      : 'ข้อมูลการเดิมพันไม่ถูกต้อง';
  throw new AppError(Errors.VALIDATION, { fields }, Object.values(fields)[0]);
}

/** Re-plays a past round from its revealed seed (the member's verify page). Stateless: no token needed. */
export function verifyHouseRound(body: z.output<typeof HouseVerifyBody>): HouseVerifyData {
  const game = houseGame(body.game_id);
  if (game && !game.input.safeParse(body.input).success) {
    return { valid: false, hash_matches: false, outcome_matches: false, recomputed: null, reason: 'ข้อมูลการเดิมพันของรอบนี้ไม่ถูกต้อง' };
  }
  const result = verifyRound({
    gameId: body.game_id,
    serverSeed: body.server_seed,
    serverSeedHash: body.server_seed_hash,
    clientSeed: body.client_seed,
    nonce: body.nonce,
    input: body.input,
    stake: bahtToSatang(body.stake),
    win: bahtToSatang(body.win),
    outcome: body.outcome,
  });
  return {
    valid: result.valid,
    hash_matches: result.hashMatches,
    outcome_matches: result.outcomeMatches,
    recomputed: result.recomputed && {
      stake: satangToBaht(result.recomputed.stake),
      win: satangToBaht(result.recomputed.win),
      outcome: result.recomputed.outcome,
    },
    reason: result.reason ?? null,
  };
}
