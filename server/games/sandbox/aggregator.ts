import { randomBytes, randomUUID } from 'node:crypto';
import { satangToBaht } from '@contract/money';
import { cryptoDraw, type Draw, type SandboxGame, sandboxGame } from './games';
import type { Attempt, WalletClient, WalletReply } from './wallet-client';

/**
 * The sandbox aggregator: an "external" game provider running in the same process, which touches
 * member money only through the site's signed HTTP wallet, like any real aggregator:
 *
 * - a round is a bet (debit) then a win (credit, 0 for a lost round), each with its own transaction
 *   id, the win naming its bet;
 * - an attempt that gets no answer (timeout, connection error, 5xx) is sent again with the same
 *   transaction id;
 * - a bet still unanswered after its attempts is rolled back (the wallet refunds it if it landed,
 *   or leaves a tombstone so that a late delivery of it is refused), and the round is cancelled;
 * - a win that cannot be delivered (or that the wallet asks to resend) waits in an outbox and is
 *   sent again by `retryPending()`, with the same transaction id, until the wallet takes it.
 *
 * Demo play is the aggregator's own play money, in memory: it never calls the wallet.
 */

interface SandboxOptions {
  client: WalletClient;
  draw?: Draw;
  /** Deliveries of a bet before it is given up and rolled back. */
  betAttempts?: number;
  /** Deliveries of a win or rollback per call before it waits in the outbox. */
  settleAttempts?: number;
}

export type PlayOutcome =
  | {
      status: 'settled';
      round_id: string;
      game_id: string;
      stake: number;
      win: number;
      summary: string;
      detail: Record<string, unknown>;
      /** Baht after the round as the wallet answered it (null while the win waits in the outbox). */
      balance: number | null;
      win_pending: boolean;
    }
  | { status: 'refused'; error: number; message: string; balance: number | null }
  | { status: 'cancelled'; message: string; balance: number | null; rollback: 'answered' | 'pending' };

type Pending = { op: 'win' | 'rollback'; payload: Record<string, unknown> };

const DEMO_START = 1_000_000; // 10,000 baht of play money
const DEMO_TTL_MS = 2 * 3600_000;
const DEMO_MAX = 10_000;

export class SandboxAggregator {
  private readonly draw: Draw;
  private readonly betAttempts: number;
  private readonly settleAttempts: number;
  /** Wins and rollbacks not yet taken by the wallet, by transaction id. */
  readonly outbox = new Map<string, Pending>();
  private readonly demos = new Map<string, { gameId: string; balance: number; expires: number }>();

  constructor(private readonly opts: SandboxOptions) {
    this.draw = opts.draw ?? cryptoDraw;
    this.betAttempts = opts.betAttempts ?? 2;
    this.settleAttempts = opts.settleAttempts ?? 4;
  }

  async balance(token: string): Promise<{ balance: number | null; error: number; message: string }> {
    const a = await this.opts.client.sendWithRetry('balance', { token }, 2);
    if (a.last.kind !== 'answer') return { balance: null, error: -1, message: 'เชื่อมต่อกระเป๋าเงินไม่ได้ กรุณาลองใหม่' };
    return { balance: a.last.reply.data?.balance ?? null, error: a.last.reply.error, message: a.last.reply.message };
  }

  /** A real round for the member behind `token` (a launch token of the site). */
  async play(input: { token: string; gameId: string; choice: string; stake: number }): Promise<PlayOutcome> {
    const refused = check(input.gameId, input.choice, input.stake);
    if (typeof refused === 'string') return { status: 'refused', error: -1, message: refused, balance: null };
    const game = refused;
    const roundId = `sbx-r-${randomUUID()}`;
    const betTxn = `sbx-b-${randomUUID()}`;
    const bet = await this.opts.client.sendWithRetry(
      'bet',
      { token: input.token, txn_id: betTxn, round_id: roundId, game_id: input.gameId, amount: satangToBaht(input.stake) },
      this.betAttempts,
    );
    if (bet.last.kind === 'no_answer') {
      // Nobody knows whether the debit happened: cancel it. The wallet refunds a bet it took and
      // tombstones one it never saw, so either way the member ends where they started.
      const rb = await this.settle('rollback', {
        token: input.token,
        txn_id: `sbx-c-${randomUUID()}`,
        ref_txn_id: betTxn,
        round_id: roundId,
      });
      return {
        status: 'cancelled',
        message: 'การเชื่อมต่อกับกระเป๋าเงินขัดข้อง รอบนี้ถูกยกเลิกและไม่มีการหักเงิน',
        balance: rb.kind === 'answer' ? (rb.reply.data?.balance ?? null) : null,
        rollback: rb.kind === 'answer' ? 'answered' : 'pending',
      };
    }
    if (bet.last.reply.error !== 0) {
      return {
        status: 'refused',
        error: bet.last.reply.error,
        message: bet.last.reply.message,
        balance: bet.last.reply.data?.balance ?? null,
      };
    }
    const round = game.play(this.draw, input.choice, input.stake);
    const win = await this.settle('win', {
      token: input.token,
      txn_id: `sbx-w-${randomUUID()}`,
      bet_txn_id: betTxn,
      round_id: roundId,
      amount: satangToBaht(round.win),
    });
    const answered = win.kind === 'answer' && win.reply.error === 0;
    return {
      status: 'settled',
      round_id: roundId,
      game_id: input.gameId,
      stake: satangToBaht(input.stake),
      win: satangToBaht(round.win),
      summary: round.summary,
      detail: round.detail,
      balance: answered ? (win.reply.data?.balance ?? null) : null,
      win_pending: !answered,
    };
  }

  /** Sends every win and rollback still in the outbox once more; answers how many were taken. */
  async retryPending(): Promise<number> {
    let taken = 0;
    for (const [txnId, p] of [...this.outbox]) {
      const a = await this.opts.client.send(p.op, p.payload);
      if (a.kind === 'answer' && !a.reply.data?.retryable) {
        // Taken, or refused for good (e.g. the round was cancelled): either way it is final.
        this.outbox.delete(txnId);
        taken += 1;
      }
    }
    return taken;
  }

  /** A win or rollback: retried while unanswered or asked to resend, then parked in the outbox. */
  private async settle(op: 'win' | 'rollback', payload: Record<string, unknown>): Promise<Attempt> {
    const retryOn = (r: WalletReply) => r.data?.retryable === true;
    const { last } = await this.opts.client.sendWithRetry(op, payload, this.settleAttempts, retryOn);
    if (last.kind === 'no_answer' || retryOn(last.reply)) this.outbox.set(String(payload.txn_id), { op, payload });
    return last;
  }

  // ---- demo: the aggregator's own play money ----

  openDemo(gameId: string, now = Date.now()): string {
    if (!sandboxGame(gameId)) throw new RangeError(`unknown sandbox game ${gameId}`);
    for (const [id, d] of this.demos) if (d.expires < now || this.demos.size >= DEMO_MAX) this.demos.delete(id);
    const id = randomBytes(24).toString('base64url');
    this.demos.set(id, { gameId, balance: DEMO_START, expires: now + DEMO_TTL_MS });
    return id;
  }

  demoBalance(demoId: string): number | null {
    const d = this.demos.get(demoId);
    return d && d.expires > Date.now() ? satangToBaht(d.balance) : null;
  }

  playDemo(input: { demoId: string; gameId: string; choice: string; stake: number }): PlayOutcome {
    const d = this.demos.get(input.demoId);
    if (!d || d.expires < Date.now() || d.gameId !== input.gameId) {
      return { status: 'refused', error: -1, message: 'หมดเวลาทดลองเล่น กรุณาเปิดเกมใหม่', balance: null };
    }
    const refused = check(input.gameId, input.choice, input.stake);
    if (typeof refused === 'string') return { status: 'refused', error: -1, message: refused, balance: satangToBaht(d.balance) };
    if (d.balance < input.stake)
      return { status: 'refused', error: -1, message: 'เครดิตทดลองเล่นไม่เพียงพอ', balance: satangToBaht(d.balance) };
    const round = refused.play(this.draw, input.choice, input.stake);
    d.balance += round.win - input.stake;
    return {
      status: 'settled',
      round_id: `sbx-demo-${randomUUID()}`,
      game_id: input.gameId,
      stake: satangToBaht(input.stake),
      win: satangToBaht(round.win),
      summary: round.summary,
      detail: round.detail,
      balance: satangToBaht(d.balance),
      win_pending: false,
    };
  }
}

/** The game, or the Thai reason the request is refused. */
function check(gameId: string, choice: string, stake: number): SandboxGame | string {
  const game = sandboxGame(gameId);
  if (!game) return 'ไม่พบเกมนี้';
  if (!game.choices.some((c) => c.key === choice)) return 'กรุณาเลือกฝั่งที่จะเดิมพัน';
  if (!Number.isSafeInteger(stake) || stake < game.minBet) return `เดิมพันขั้นต่ำ ${satangToBaht(game.minBet)} บาท`;
  if (stake > game.maxBet) return `เดิมพันสูงสุด ${satangToBaht(game.maxBet)} บาท`;
  return game;
}
