import { Errors } from '@contract/errors';
import { satangToBaht } from '@contract/money';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, fail } from '../../lib/reply';
import type { StatementBatcher } from '../../lib/statement-batcher';
import { availableBalance, inTransaction, type Product } from '../ledger';
import { claimAndMove, type Moved } from '../ledger/steps';
import { assertNotExcluded } from '../limits';
import type { HouseGameAccounts } from './house-accounts';
import { type RoundRequest, type RoundResult, type RoundSteps, roundBatcher } from './rounds';
import type { GameTxnOp, GameTxnTable } from './tables';
import './tables';

type Conn = Kysely<Database>;
type TxnRow = Selectable<GameTxnTable>;

/**
 * The seamless wallet every game provider plays through (docs/games.md
 * "Seamless wallet"): balance, bet, win and rollback on a member's wallet, each keyed by the
 * provider's transaction id and done in ONE database transaction with its `game_txn` row, whose
 * unique (provider, txn_id) is what makes every call happen at most once:
 *
 * - a repeat of a transaction id answers the first result with the balance now and moves nothing;
 *   the same id with other terms is refused (GAME_TXN_CONFLICT);
 * - bet debits the wallet (ledger kind game_bet, key gbet:<provider>:<txn>) and records turnover;
 *   it is refused while the member has excluded themselves, and for insufficient funds with the
 *   current balance in the answer;
 * - win credits (game_win, gwin:<provider>:<txn>) against an existing bet, which it settles; a win
 *   whose bet has not arrived is refused as retryable (nothing is recorded, the provider sends it
 *   again); a win on a rolled-back bet is refused for good;
 * - rollback refunds an open bet once (game_rollback, grbk:<provider>:<txn>) and takes its stake off
 *   turnover; a rollback of an unknown bet leaves a tombstone under the bet's id so a late bet with
 *   that id is refused; a rollback of a settled bet (a win already credited) is refused: the member
 *   may have spent the win, and refunding the stake would pay the round twice.
 *
 * Concurrency comes from the unique key and conditional status updates (open -> settled, open ->
 * rolled_back), so the rules hold on PGlite and under PostgreSQL's real parallelism alike.
 * Amounts are integer satang; errors carry the balance in baht for the wire.
 */

export interface BetRequest {
  provider: string;
  txnId: string;
  roundId: string;
  memberId: number;
  accountId: number;
  gameId: string;
  product: Product;
  amount: number;
  /** What the member's statement shows (the game's Thai name). */
  reference?: string;
}

export interface WinRequest {
  provider: string;
  txnId: string;
  betTxnId: string;
  /** The member the caller speaks for (from its token): must own the bet. */
  memberId: number;
  /** The caller's wallet, for the balance in a refusal when the bet is unknown. */
  accountId: number;
  product: Product;
  amount: number;
  reference?: string;
}

export interface RollbackRequest {
  provider: string;
  txnId: string;
  refTxnId: string;
  roundId?: string;
  memberId: number;
  accountId: number;
  gameId: string;
  product: Product;
  reference?: string;
}

export interface WalletResult {
  txnId: string;
  /** Satang this call moved (0 for a repeat, a tombstone, a zero win or an already cancelled bet). */
  amount: number;
  replayed: boolean;
  /** The wallet's available balance after the call, satang. */
  balance: number;
}

/** The settle step's answer (a win): whether the bet was found and the win's id claimed, and the bet. */
type SettledBet = {
  bet_found: boolean;
  win_claimed: boolean;
  bet_account_id: number;
  bet_game_id: string;
  bet_round_id: string;
  bet_created_at: Date;
};
const settledColumns = sql`exists (select 1 from bet) as bet_found, exists (select 1 from win) as win_claimed,
  (select account_id from bet) as bet_account_id, (select game_id from bet) as bet_game_id,
  (select round_id from bet) as bet_round_id, (select created_at from bet) as bet_created_at`;

const keyOf = (prefix: 'gbet' | 'gwin' | 'grbk', provider: string, txnId: string) => `${prefix}:${provider}:${txnId}`;

const refuse = async (
  conn: Conn,
  accountId: number,
  def: (typeof Errors)[keyof typeof Errors],
  extra: Record<string, unknown> = {},
): Promise<never> => fail(def, { balance: satangToBaht(await availableBalance(conn, accountId)), ...extra });

const isInsufficient = (e: unknown) => e instanceof AppError && e.def.code === Errors.INSUFFICIENT_FUNDS.code;

export class GameWallet {
  private readonly rounds = new Map<string, StatementBatcher<RoundRequest, RoundResult>>();

  /**
   * For the round batcher: `settings.roundStatements` (config.games, GAME_ROUND_STATEMENTS) and
   * `settings.queueMax` (config.batch, BATCH_QUEUE_MAX).
   */
  constructor(
    private readonly db: Conn,
    private readonly house: HouseGameAccounts,
    private readonly settings: { roundStatements: number; queueMax: number },
  ) {}

  async balance(accountId: number, conn: Conn = this.db): Promise<number> {
    return availableBalance(conn, accountId);
  }

  async bet(req: BetRequest, conn: Conn = this.db): Promise<WalletResult> {
    positive(req.amount);
    const house = await this.house.accountFor(conn, req.provider, req.memberId);
    return inTransaction(conn, async (trx) => {
      // One statement claims the id (only for a member not excluded: checked in the same statement),
      // debits the wallet, records the turnover (and the caller's record, `after`). When the claim is
      // not made, the limits module says why if the member is excluded, else the id is a repeat.
      const key = keyOf('gbet', req.provider, req.txnId);
      const row: NewTxn = {
        provider_id: req.provider,
        txn_id: req.txnId,
        op: 'bet',
        status: 'open',
        member_id: req.memberId,
        account_id: req.accountId,
        game_id: req.gameId,
        round_id: req.roundId,
        ref_txn_id: null,
        amount: req.amount,
        unlessExcluded: true,
      };
      let made: Moved<Record<string, unknown>>;
      try {
        made = await claimAndMove(trx, {
          name: 'game_bet',
          // The claim inserts the bet's id: its ledger key is this call's.
          keyClaimed: true,
          claim: { ctes: sql`claim as (${claimSql(row)})`, owns: sql`exists (select 1 from claim)` },
          transfer: {
            key,
            kind: 'game_bet',
            currency: 'THB',
            debit: req.accountId,
            credit: house,
            amount: req.amount,
            reference: req.reference,
            metadata: { provider: req.provider, game_id: req.gameId, round_id: req.roundId, txn_id: req.txnId },
          },
          turnover: { key, memberId: req.memberId, product: req.product, stake: req.amount },
        });
      } catch (e) {
        // Nothing is kept: the caller's transaction (and with it the claim) is rolled back by the throw.
        if (isInsufficient(e)) return refuse(trx, req.accountId, Errors.INSUFFICIENT_FUNDS);
        throw e;
      }
      if (!made.owned) {
        await assertNotExcluded(trx, req.memberId);
        const first = await txnRow(trx, req.provider, req.txnId);
        if (first.op === 'bet' && (first.status === 'tombstone' || first.status === 'rolled_back'))
          return refuse(trx, req.accountId, Errors.GAME_BET_ROLLED_BACK);
        const same =
          first.op === 'bet' &&
          first.member_id === req.memberId &&
          first.account_id === req.accountId &&
          first.amount === req.amount &&
          first.game_id === req.gameId;
        return replayed(trx, first, same, req.accountId);
      }
      return {
        txnId: req.txnId,
        amount: req.amount,
        replayed: false,
        balance: await availableBalance(trx, req.accountId),
      };
    });
  }

  async win(req: WinRequest, conn: Conn = this.db): Promise<WalletResult> {
    if (!Number.isSafeInteger(req.amount) || req.amount < 0)
      throw new RangeError(`win amount must be a non-negative integer, got ${req.amount}`);
    const house = await this.house.accountFor(conn, req.provider, req.memberId);
    return inTransaction(conn, async (trx) => {
      // One statement settles the caller's bet (which locks it: a rollback of the same bet waits for
      // this call, then refuses) and claims the win's id; when there is money to move into the
      // caller's wallet, the same statement credits it and records the turnover on the bet's day. A
      // repeated win settles the bet again (no change) and finds its id taken: it is answered from the
      // first call.
      const settle = sql`
        bet as (
          update game_txn set status = 'settled'
           where provider_id = ${req.provider} and txn_id = ${req.betTxnId} and op = 'bet'
             and status in ('open', 'settled') and member_id = ${req.memberId}::bigint
          returning *),
        win as (
          insert into game_txn (provider_id, txn_id, op, status, member_id, account_id, game_id, round_id, ref_txn_id, amount)
          select provider_id, ${req.txnId}, 'win', 'done', member_id, account_id, game_id, round_id, txn_id, ${req.amount}::bigint from bet
          on conflict (provider_id, txn_id) do nothing
          returning id)`;
      const key = keyOf('gwin', req.provider, req.txnId);
      const movement = (credit: number, metadata?: Record<string, unknown>) => ({
        transfer: {
          key,
          kind: 'game_win' as const,
          currency: 'THB' as const,
          debit: house,
          credit,
          amount: req.amount,
          reference: req.reference,
          metadata,
        },
      });
      let settled: SettledBet;
      let moved = false;
      if (req.amount > 0) {
        // The credit goes to the caller's wallet when the bet was placed from it (in-house play
        // always), else to the bet's own wallet, below. Metadata and turnover day read the bet's row.
        const made = await claimAndMove<SettledBet>(trx, {
          name: 'game_win',
          keyClaimed: true,
          claim: { ctes: settle, owns: sql`exists (select 1 from win) and (select account_id from bet) = ${req.accountId}::bigint` },
          ...movement(req.accountId),
          metadata: sql`jsonb_build_object('provider', ${req.provider}::text, 'game_id', (select game_id from bet),
            'round_id', (select round_id from bet), 'txn_id', ${req.txnId}::text, 'bet_txn_id', ${req.betTxnId}::text)`,
          turnover: { key, memberId: req.memberId, product: req.product, payout: req.amount },
          turnoverAt: sql`(select created_at from bet)`,
          answer: settledColumns,
        });
        settled = made.answer;
        moved = made.owned;
      } else {
        const r = await sql<SettledBet>`/* prepared:game_win_settle */ with ${settle} select ${settledColumns}`.execute(trx);
        settled = r.rows[0];
      }
      if (!settled.bet_found) {
        const found = await findTxn(trx, req.provider, req.betTxnId);
        if (!found) return refuse(trx, req.accountId, Errors.GAME_BET_NOT_FOUND, { retryable: true });
        if (found.op !== 'bet' || found.member_id !== req.memberId) return refuse(trx, req.accountId, Errors.GAME_TXN_CONFLICT);
        return refuse(trx, found.account_id, Errors.GAME_BET_ROLLED_BACK);
      }
      if (!settled.win_claimed) {
        const first = await txnRow(trx, req.provider, req.txnId);
        const same = first.op === 'win' && first.ref_txn_id === req.betTxnId && first.amount === req.amount;
        return replayed(trx, first, same, settled.bet_account_id);
      }
      if (req.amount > 0 && !moved) {
        // Claimed above, but the bet was placed from another wallet of the member: credited there.
        await claimAndMove(trx, {
          name: 'game_win_elsewhere',
          keyClaimed: true,
          ...movement(settled.bet_account_id, {
            provider: req.provider,
            game_id: settled.bet_game_id,
            round_id: settled.bet_round_id,
            txn_id: req.txnId,
            bet_txn_id: req.betTxnId,
          }),
          turnover: { key, memberId: req.memberId, product: req.product, payout: req.amount, at: settled.bet_created_at },
        });
      }
      return {
        txnId: req.txnId,
        amount: req.amount,
        replayed: false,
        balance: await availableBalance(trx, settled.bet_account_id),
      };
    });
  }

  /**
   * A round whose result is known when it is placed (in-house games), its bet and its win, in ONE
   * statement outside any transaction (rounds.ts): the bet's id claimed unless used before, the
   * member not excluded, the caller's gate, both accounts locked, the stake affordable, the caller's
   * claim, then the bet (and win) rows settled at once, the paired movement (ledger/paired.ts: one
   * transfer per leg), the turnover and the caller's record. Each step happens only if the one before
   * did, so a refusal leaves no trace. Refused for insufficient funds (with the balance), while the
   * member is excluded, and SERVER_BUSY when too many rounds wait. The statement is shared with the
   * other members' rounds that arrive at the same moment (`roundBatcher`: one batcher per steps and
   * provider, made on its first round).
   */
  async settleRound(req: RoundRequest, steps: RoundSteps): Promise<RoundResult> {
    const key = `${steps.name}:${req.provider}`;
    let batcher = this.rounds.get(key);
    if (!batcher) {
      batcher = roundBatcher(this.db, steps, (n) => this.house.shardAccount(this.db, req.provider, n), this.settings);
      this.rounds.set(key, batcher);
    }
    return batcher.submit(req);
  }

  async rollback(req: RollbackRequest, conn: Conn = this.db): Promise<WalletResult> {
    const house = await this.house.accountFor(conn, req.provider, req.memberId);
    return inTransaction(conn, async (trx) => {
      const claimed = await claim(trx, {
        provider_id: req.provider,
        txn_id: req.txnId,
        op: 'rollback',
        status: 'done',
        member_id: req.memberId,
        account_id: req.accountId,
        game_id: req.gameId,
        round_id: req.roundId ?? req.refTxnId,
        ref_txn_id: req.refTxnId,
        amount: 0,
      });
      if (!claimed) {
        const first = await txnRow(trx, req.provider, req.txnId);
        return replayed(
          trx,
          first,
          first.op === 'rollback' && first.ref_txn_id === req.refTxnId && first.member_id === req.memberId,
          req.accountId,
        );
      }
      let bet = await findTxn(trx, req.provider, req.refTxnId);
      if (!bet) {
        // Unknown bet: a tombstone under its id, so the bet is refused if it ever arrives.
        const tomb = await claim(trx, {
          provider_id: req.provider,
          txn_id: req.refTxnId,
          op: 'bet',
          status: 'tombstone',
          member_id: req.memberId,
          account_id: req.accountId,
          game_id: req.gameId,
          round_id: req.roundId ?? req.refTxnId,
          ref_txn_id: null,
          amount: 0,
        });
        if (tomb) return { txnId: req.txnId, amount: 0, replayed: false, balance: await availableBalance(trx, req.accountId) };
        bet = await txnRow(trx, req.provider, req.refTxnId); // the bet landed meanwhile: roll it back below
      }
      if (bet.op !== 'bet' || bet.member_id !== req.memberId) return refuse(trx, req.accountId, Errors.GAME_TXN_CONFLICT);
      if (bet.status === 'settled') return refuse(trx, bet.account_id, Errors.GAME_ROUND_SETTLED);
      const cancelled = await trx
        .updateTable('game_txn')
        .set({ status: 'rolled_back' })
        .where('id', '=', bet.id)
        .where('status', '=', 'open')
        .returning('id')
        .executeTakeFirst();
      if (!cancelled) {
        // Already cancelled (tombstone or an earlier rollback): nothing to refund. Settled meanwhile: refused.
        const now = await txnRow(trx, req.provider, req.refTxnId);
        if (now.status === 'settled') return refuse(trx, bet.account_id, Errors.GAME_ROUND_SETTLED);
        return { txnId: req.txnId, amount: 0, replayed: false, balance: await availableBalance(trx, bet.account_id) };
      }
      // The rollback's id is claimed above, in this transaction. A refunded stake is no turnover: taken
      // off the day the bet counted on.
      const key = keyOf('grbk', req.provider, req.txnId);
      await claimAndMove(trx, {
        name: 'game_rollback',
        keyClaimed: true,
        transfer: {
          key,
          kind: 'game_rollback',
          currency: 'THB',
          debit: house,
          credit: bet.account_id,
          amount: bet.amount,
          reference: req.reference,
          metadata: { provider: req.provider, game_id: bet.game_id, round_id: bet.round_id, txn_id: req.txnId, bet_txn_id: bet.txn_id },
        },
        turnover: { key, memberId: bet.member_id, product: req.product, stake: -bet.amount, at: bet.created_at },
      });
      await trx
        .updateTable('game_txn')
        .set({ amount: bet.amount })
        .where('provider_id', '=', req.provider)
        .where('txn_id', '=', req.txnId)
        .execute();
      return { txnId: req.txnId, amount: bet.amount, replayed: false, balance: await availableBalance(trx, bet.account_id) };
    });
  }
}

function positive(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`bet amount must be a positive integer, got ${amount}`);
}

type NewTxn = {
  provider_id: string;
  txn_id: string;
  op: GameTxnOp;
  status: TxnRow['status'];
  member_id: number;
  account_id: number;
  game_id: string;
  round_id: string;
  ref_txn_id: string | null;
  amount: number;
  /** Only when the member has no self-exclusion in force (limits module: self_exclusion.until in the future). */
  unlessExcluded?: boolean;
};

/** Inserts the row unless its (provider, txn_id) exists; true when this call owns the id. */
async function claim(trx: Conn, row: NewTxn): Promise<boolean> {
  const r = await sql<{ id: number }>`/* prepared:game_txn_claim */ ${claimSql(row)}`.execute(trx);
  return r.rows.length === 1;
}

/** The claim as a statement answering the new row's id, or nothing when the id is taken. */
function claimSql(row: NewTxn) {
  return sql`
    insert into game_txn (provider_id, txn_id, op, status, member_id, account_id, game_id, round_id, ref_txn_id, amount)
    select ${row.provider_id}, ${row.txn_id}, ${row.op}, ${row.status}, ${row.member_id}::bigint, ${row.account_id}::bigint,
           ${row.game_id}, ${row.round_id}, ${row.ref_txn_id}::text, ${row.amount}::bigint
     where not ${row.unlessExcluded ?? false}::boolean
        or not exists (select 1 from self_exclusion where member_id = ${row.member_id}::bigint and until > now())
    on conflict (provider_id, txn_id) do nothing
    returning id`;
}

async function findTxn(trx: Conn, provider: string, txnId: string): Promise<TxnRow | undefined> {
  const r = await sql<TxnRow>`/* prepared:game_txn_find */
    select * from game_txn where provider_id = ${provider} and txn_id = ${txnId}`.execute(trx);
  return r.rows[0];
}

async function txnRow(trx: Conn, provider: string, txnId: string): Promise<TxnRow> {
  const row = await findTxn(trx, provider, txnId);
  if (!row) throw new Error(`game_txn ${provider}/${txnId} vanished`);
  return row;
}

/** A repeat: the first result with the balance now, or a refusal when the repeat's terms differ. */
async function replayed(
  trx: Conn,
  first: TxnRow,
  sameTerms: boolean,
  callerAccountId: number,
): Promise<WalletResult & { balance: number }> {
  if (!sameTerms) return refuse(trx, callerAccountId, Errors.GAME_TXN_CONFLICT);
  return { txnId: first.txn_id, amount: first.amount, replayed: true, balance: await availableBalance(trx, first.account_id) };
}
