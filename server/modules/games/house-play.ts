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
import { memberWallets } from '../ledger';
import type { RoundSteps } from './rounds';
import { openPair, pairOf, rotatePair, type SeedOwner, type SeedRow, takeNonce } from './seeds';
import {
  assertCanBet,
  assertGameOn,
  type DemoSession,
  demoSessionOrFail,
  hashToken,
  isDemoToken,
  type PlayContext,
  playContext,
} from './sessions';
import type { GameWallet } from './wallet';
import './tables';

type Conn = Kysely<Database>;

/**
 * The in-house games' play API for the /play clients (docs/games.md "In-house play"). A round: the
 * engine plays on the next nonce of the member's seed pair, then the seamless wallet settles it in
 * one statement (settleRound: the request id claimed, the nonce taken, bet and win moved, the round
 * stored with its proof), so a refused bet leaves no trace and a retried request (same request id)
 * is answered with the round it already played. Demo tokens play the same way on their session's
 * play money in one transaction and never touch the ledger.
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

/** What a member's token was last seen to be: its session and the seed pair's next nonce. */
type PlayTable = { ctx: PlayContext; pair: SeedRow };
/** Tokens remembered per process (a few hundred bytes each); the oldest go first. */
const MAX_TABLES = 20_000;

export class HousePlay {
  private readonly tables = new Map<string, PlayTable>();

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
    // A game the back office switched off does not open (its rounds and seeds stay readable).
    if (owner.kind === 'demo') await assertGameOn(this.db, HOUSE_PROVIDER_ID, game.id);
    else if (!owner.ctx.gameOn) fail(Errors.GAME_SWITCHED_OFF);
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
    return isDemoToken(body.token) ? this.playDemo(body) : this.playMember(body);
  }

  /**
   * A member's round in ONE statement (GameWallet.settleRound), no transaction around it: what the
   * token and its seed pair were last seen to be is kept in memory (`tables`), the engine plays on the
   * nonce expected next, and the statement takes that nonce only if the token is still good and the
   * nonce still next. When either has changed (another server process or a twin request played, the
   * pair was rotated, the member was suspended) nothing happens: the view is read again and the round
   * played again on the new nonce, so a nonce is never used twice and a refused bet takes none.
   */
  private async playMember(body: z.output<typeof HousePlayBody>): Promise<HousePlayData> {
    const tokenHash = hashToken(body.token);
    let table = this.tables.get(tokenHash);
    for (let attempt = 0; ; attempt++) {
      const remembered = table !== undefined;
      table ??= await this.readTable(body.token, tokenHash);
      const { ctx, pair } = table;
      const owner: Owner = { kind: 'member', ctx, seed: { kind: 'member', memberId: ctx.session.member_id } };
      const game = this.gameOf(owner, body.game_id);
      const input = parseInput(game, body.input);
      assertCanBet(ctx);
      if (body.client_seed !== undefined && body.client_seed !== pair.client_seed) {
        // Perhaps rotated by another process: look again before refusing.
        if (remembered) {
          table = this.forget(tokenHash);
          continue;
        }
        fail(Errors.GAME_SEED_ROTATE_FIRST);
      }
      const round = playRound(game, pair, input, body.request_id);
      const s = ctx.session;
      const txnId = `${s.member_id}:${body.request_id}`;
      const settled = await this.wallet.settleRound(
        {
          provider: HOUSE_PROVIDER_ID,
          txnId,
          winTxnId: `${txnId}:win`,
          roundId: txnId,
          memberId: s.member_id,
          accountId: s.account_id,
          gameId: s.game_id,
          product: ctx.product,
          stake: round.stake,
          win: round.win,
          reference: ctx.gameName,
          extra: {
            token_hash: tokenHash,
            seed_pair_id: pair.id,
            nonce: pair.nonce,
            request_id: body.request_id,
            input: round.input,
            outcome: round.outcome,
          },
        },
        MEMBER_ROUND,
      );
      if (settled.status === 'repeat') return this.replay(owner, game, input, body);
      if (settled.status === 'stale') {
        table = this.forget(tokenHash);
        // Each try reads afresh and one of any racing rounds always lands, so this only ends a storm.
        if (attempt >= 32) fail(Errors.GAME_ROUND_BUSY);
        continue;
      }
      const saved = savedRound(settled.after);
      if (!saved) throw new Error('the round was settled without its record');
      this.remember(tokenHash, { ctx, pair: { ...pair, nonce: pair.nonce + 1 } });
      return playedAnswer(round, pair, saved, settled.balance, false);
    }
  }

  /** The token's session (its errors in Thai) and its open seed pair (opened if none), read afresh and remembered. */
  private async readTable(token: string, tokenHash: string): Promise<PlayTable> {
    const ctx = await playContext(this.db, token);
    if (ctx.session.provider_id !== HOUSE_PROVIDER_ID) fail(Errors.GAME_TOKEN_INVALID);
    assertCanBet(ctx);
    const game = this.gameOf({ kind: 'member', ctx, seed: { kind: 'member', memberId: ctx.session.member_id } });
    const pair = await openPair(this.db, { kind: 'member', memberId: ctx.session.member_id }, game.id);
    return this.remember(tokenHash, { ctx, pair });
  }

  private remember(tokenHash: string, table: PlayTable): PlayTable {
    this.tables.delete(tokenHash);
    // Oldest first out: a bounded map in insertion order, refreshed on every round.
    if (this.tables.size >= MAX_TABLES) this.tables.delete(this.tables.keys().next().value as string);
    this.tables.set(tokenHash, table);
    return table;
  }

  private forget(tokenHash: string): undefined {
    this.tables.delete(tokenHash);
    return undefined;
  }

  /** A demo round: play money in one transaction with its nonce and record (no ledger). */
  private async playDemo(body: z.output<typeof HousePlayBody>): Promise<HousePlayData> {
    // What the round has learnt, kept for the answer to a repeat (after its transaction is undone).
    const seen: { owner?: Owner; game?: AnyHouseGame; input?: unknown } = {};
    try {
      return await this.db.transaction().execute(async (trx) => {
        const owner = await this.owner(body.token, trx);
        const game = this.gameOf(owner, body.game_id);
        await assertGameOn(trx, HOUSE_PROVIDER_ID, game.id);
        seen.owner = owner;
        seen.game = game;
        seen.input = parseInput(game, body.input);
        const pair = await takeNonce(trx, owner.seed, game.id);
        if (body.client_seed !== undefined && body.client_seed !== pair.client_seed) fail(Errors.GAME_SEED_ROTATE_FIRST);
        const round = playRound(game, pair, seen.input, body.request_id);
        const saved = await settleDemo(trx, owner as Extract<Owner, { kind: 'demo' }>, round);
        // A request id already played: undo this transaction, nonce included, and answer the stored round.
        if (!saved) throw new AlreadyPlayed();
        return playedAnswer(round, pair, saved, saved.balance_after, true);
      });
    } catch (e) {
      const { owner, game, input } = seen;
      if (!(e instanceof AlreadyPlayed) || !owner || !game) throw e;
      return this.replay(owner, game, input, body);
    }
  }

  /** The round already played under this request id (same game and input), with the balance and seed now. */
  private async replay(owner: Owner, game: AnyHouseGame, input: unknown, body: z.output<typeof HousePlayBody>): Promise<HousePlayData> {
    const earlier = await findRound(this.db, owner, body.request_id);
    if (!earlier) fail(Errors.GAME_REQUEST_CONFLICT);
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

  /** Ends the open seed pair (revealing its server seed) and opens the next, optionally with a new client seed. */
  async rotate(token: string, clientSeed?: string): Promise<HouseSeedData> {
    const owner = await this.owner(token);
    const game = this.gameOf(owner);
    const { revealed, next } = await this.db.transaction().execute((trx) => rotatePair(trx, owner.seed, game.id, clientSeed));
    this.forget(hashToken(token));
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

/** The engine's round on the pair's next nonce, as it will be stored. */
function playRound(game: AnyHouseGame, pair: SeedRow, input: unknown, requestId: string): NewRound {
  const result = game.play(createRng(takeRound(pairOf(pair)).params), input);
  const { stake, win, outcome } = result;
  return { gameId: game.id, requestId, seedPairId: pair.id, nonce: pair.nonce, input, outcome, stake, win };
}

/** The answer to a round just stored (it goes out as JSON, as the rounds list and the verifier read the record). */
function playedAnswer(round: NewRound, pair: SeedRow, saved: SavedRound, balance: number, demo: boolean): HousePlayData {
  const row: RoundRow = {
    id: saved.id,
    game_id: round.gameId,
    created_at: saved.created_at,
    stake: round.stake,
    win: round.win,
    balance_after: saved.balance_after,
    input: round.input,
    outcome: round.outcome,
    nonce: pair.nonce,
    server_seed_hash: pair.server_seed_hash,
    client_seed: pair.client_seed,
    server_seed: pair.server_seed,
    seed_status: 'open',
  };
  return {
    ...roundView(row),
    demo,
    balance: satangToBaht(balance),
    replayed: false,
    next_seed: seedView({ ...pair, nonce: pair.nonce + 1 }),
  };
}

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
 * A member's round's own steps in the rounds' statement (rounds.ts), on the values the round carries
 * (`x`: its token, the seed pair and nonce it was played on, its request id, input and outcome).
 */
const MEMBER_ROUND: RoundSteps = {
  name: 'house_round_play',
  // The token still names a live session of an active member (checked before anything locks).
  gate: {
    ctes: sql`
      house_gate as (
        select r.i from gw_in r
         cross join lateral (
           select 1 from game_session s
            where s.token_hash = r.x->>'token_hash' and s.expires_at > now()
              and (select m.status from member_public m where m.id = s.member_id) = 'active'
              and (select g.active and p.active from game g join game_provider p on p.id = g.provider_id
                    where g.provider_id = s.provider_id and g.game_id = s.game_id) limit 1) g)`,
    ok: sql`house_gate`,
  },
  // The pair's nonce taken only if it is still the one the round was played on, and the pair still open.
  claim: {
    ctes: (funded) => sql`
      house_due as (
        select i, (x->>'seed_pair_id')::bigint as pair, (x->>'nonce')::int as nonce from gw_in where i in (select i from ${funded})),
      house_nonce as (
        update house_seed_pair p set nonce = p.nonce + 1
          from house_due r
         where p.id = any(array(select pair from house_due)) and p.id = r.pair and p.status = 'open' and p.nonce = r.nonce
        returning r.i)`,
    ok: sql`house_nonce`,
  },
  // The record, only if the money moved, with the available balance it left. The bet's id (member and
  // request id) is claimed first in the statement, so a round under the same request id cannot exist;
  // if one did, its unique index would fail the statement and nothing would be kept.
  after: {
    steps: (moved) => sql`
      house_round_new as (
        insert into house_round (member_id, demo_token_hash, account_id, game_id, request_id, seed_pair_id, nonce, input, outcome,
                                 stake, win, balance_after)
        select r.member_id, null, r.account_id, r.game_id, r.x->>'request_id', (r.x->>'seed_pair_id')::bigint, (r.x->>'nonce')::int,
               r.x->'input', r.x->'outcome', r.stake, r.win, m.available
          from gw_in r join ${moved} m on m.i = r.i
         order by r.i
        returning id, member_id, request_id, created_at, balance_after),
      house_round_out as (
        select r.i, h.id, h.created_at, h.balance_after
          from gw_in r join house_round_new h on h.member_id = r.member_id and h.request_id = r.x->>'request_id')`,
    answer: sql`house_round_out`,
    columns: sql`a.id as house_round_id, a.created_at as house_round_created_at, a.balance_after as house_round_balance_after`,
  },
};

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
