import { Errors } from '@contract/errors';
import { AppError } from './reply';

/**
 * A request its statement returned no row for (a row missing, or rows of unknown or repeated
 * requests): the batcher tries it again on its own, and fails it when it is still unanswered alone.
 */
export class NoAnswer extends Error {
  constructor(what = 'the statement returned no answer for this request') {
    super(what);
    this.name = 'NoAnswer';
  }
}

/**
 * A statement's rows as its `count` requests' rows, each placed by the request index `i` it carries
 * (not by its position, so a row missing cannot shift the others onto the wrong requests). A request
 * without a row of its own gets NoAnswer; a row of no request (an `i` out of range, or a second row
 * for one) answers nothing.
 */
export function rowsByRequest<R extends { i: number | string }>(count: number, rows: readonly R[]): Array<R | NoAnswer> {
  const out: Array<R | undefined> = new Array(count).fill(undefined);
  const twice = new Set<number>();
  for (const row of rows) {
    const i = Number(row.i);
    if (!Number.isInteger(i) || i < 0 || i >= count) continue;
    if (out[i] !== undefined) twice.add(i);
    out[i] = row;
  }
  return out.map((row, i) => (row === undefined || twice.has(i) ? new NoAnswer() : row));
}

type Waiting<Req, Res> = { req: Req; resolve: (r: Res) => void; reject: (e: unknown) => void };

/**
 * Requests that arrive together share one statement: the games' in-house rounds
 * (server/modules/games/rounds.ts, docs/games.md "Benchmark"), wheel spins and shop redemptions
 * (docs/engagement.md "Spinning"), sport bets and their reads (docs/sport.md). A request goes out at
 * once when fewer than `inFlight` statements run; otherwise it waits and goes with the others that
 * arrived meanwhile in the next statement, up to `max`. So a request on a quiet server waits for
 * nothing, and under load a statement carries more requests and each costs the database less. Each
 * running statement has its own `slot` (e.g. which house row it moves), so statements running at
 * once never wait for each other's locks.
 *
 * One rule for an owner (`ownerOf`, the member): a statement carries at most one request of an owner,
 * and an owner's next request waits until the statement carrying the previous one has finished. Every
 * statement checks something of the owner that it also changes: the wallet it locks and debits (all
 * four), the seed pair's next nonce (rounds), the day's spins, a per-member limit or a bet counter it
 * counts (wheel, shop, sport). An owner's requests one after the other keep those counts exact;
 * two at once would count on what the other is changing, or (rounds) wait on the other statement's
 * wallet lock while holding back every other member's round in theirs, only to find the nonce taken
 * and be played again. Waiting in the queue instead costs the owner nothing they would not wait
 * anyway and costs nobody else anything. `fits` may keep apart requests that cannot share a
 * statement (e.g. another Bangkok day's).
 *
 * `run` answers each request by its index: its result, or its own Error (refused, it fails alone).
 * Requests it does not answer (an answer shorter than the requests, an index left empty, NoAnswer:
 * see rowsByRequest) are tried again one by one, as are all of a statement's requests when `run`
 * throws: with `alone`, else `run` with that request alone. A request unanswered alone fails with
 * NoAnswer. Every batched statement is idempotent by its request's key (a round's transaction id, a
 * spin's or a redemption's or a bet's request key), so trying again what may have been done answers
 * what was done.
 *
 * At most `maxQueue` requests wait (BATCH_QUEUE_MAX, server/config.ts): beyond that a request is
 * refused at once with SERVER_BUSY (HTTP 503, nothing done), so a burst the database cannot follow
 * is told to come back rather than piling up behind ever longer waits.
 */
export class StatementBatcher<Req, Res> {
  private queue: Array<Waiting<Req, Res>> = [];
  private running = 0;
  private scheduled = false;
  /** Owners whose request is in a running statement. */
  private readonly busy = new Set<number>();
  /** Each running statement's slot (firstSlot .. firstSlot + inFlight - 1): e.g. which house row it moves. */
  private readonly free: number[];
  /**
   * Statements run, requests they carried, the most in one, statements that failed and were tried
   * request by request, statements that left requests unanswered, and requests refused as busy.
   */
  readonly figures = { statements: 0, requests: 0, largest: 0, fallbacks: 0, unanswered: 0, refused: 0 };

  constructor(
    private readonly opts: {
      run: (reqs: Req[], slot: number) => Promise<ReadonlyArray<Res | Error | undefined>>;
      alone?: (req: Req, slot: number) => Promise<Res>;
      ownerOf?: (req: Req) => number;
      fits?: (taken: readonly Req[], next: Req) => boolean;
      inFlight: number;
      max: number;
      /** Requests that may wait; beyond, SERVER_BUSY at once. */
      maxQueue: number;
      /** The first slot number (e.g. a random one per process, so nodes pick different house rows). */
      firstSlot?: number;
    },
  ) {
    for (const [name, n] of [
      ['inFlight', opts.inFlight],
      ['max', opts.max],
      ['maxQueue', opts.maxQueue],
    ] as const)
      if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`${name} must be a positive integer, got ${n}`);
    const first = opts.firstSlot ?? 0;
    this.free = Array.from({ length: opts.inFlight }, (_, k) => first + opts.inFlight - 1 - k);
  }

  /** Requests waiting for a statement now (not those in a running one). */
  get waiting(): number {
    return this.queue.length;
  }

  submit(req: Req): Promise<Res> {
    if (this.queue.length >= this.opts.maxQueue) {
      this.figures.refused++;
      return Promise.reject(new AppError(Errors.SERVER_BUSY));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ req, resolve, reject });
      this.kick();
    });
  }

  private kick() {
    if (this.scheduled || this.running >= this.opts.inFlight || this.queue.length === 0) return;
    this.scheduled = true;
    // After this turn of the event loop: the requests its callbacks started go together.
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < this.opts.inFlight) {
        const batch = this.take();
        if (batch.length === 0) return;
        const slot = this.free.pop() as number;
        this.running++;
        void this.run(batch, slot).finally(() => {
          if (this.opts.ownerOf) for (const w of batch) this.busy.delete(this.opts.ownerOf(w.req));
          this.free.push(slot);
          this.running--;
          this.kick();
        });
      }
    });
  }

  /** Up to `max` waiting requests, oldest first, one an owner, none of a busy owner, that fit together; the rest keep their place. */
  private take() {
    const { ownerOf, fits, max } = this.opts;
    const batch: Array<Waiting<Req, Res>> = [];
    const taken: Req[] = [];
    const rest: Array<Waiting<Req, Res>> = [];
    for (const w of this.queue) {
      const owner = ownerOf?.(w.req);
      const free = owner === undefined || !this.busy.has(owner);
      if (batch.length < max && free && (taken.length === 0 || !fits || fits(taken, w.req))) {
        if (owner !== undefined) this.busy.add(owner);
        batch.push(w);
        taken.push(w.req);
      } else rest.push(w);
    }
    this.queue = rest;
    return batch;
  }

  private async run(batch: Array<Waiting<Req, Res>>, slot: number): Promise<void> {
    this.figures.statements++;
    this.figures.requests += batch.length;
    this.figures.largest = Math.max(this.figures.largest, batch.length);
    let results: ReadonlyArray<Res | Error | undefined>;
    try {
      results = await this.opts.run(
        batch.map((w) => w.req),
        slot,
      );
    } catch (e) {
      if (batch.length === 1) return batch[0].reject(e);
      this.figures.fallbacks++;
      return this.oneByOne(batch, slot);
    }
    const unanswered: Array<Waiting<Req, Res>> = [];
    for (const [k, w] of batch.entries()) {
      const r = results[k];
      if (r === undefined || r instanceof NoAnswer) unanswered.push(w);
      else if (r instanceof Error) w.reject(r);
      else w.resolve(r);
    }
    if (unanswered.length === 0) return;
    this.figures.unanswered++;
    if (batch.length === 1) return batch[0].reject(new NoAnswer());
    return this.oneByOne(unanswered, slot);
  }

  /** Each request on its own statement (`alone`, else `run` with it alone), on this statement's slot. */
  private async oneByOne(batch: Array<Waiting<Req, Res>>, slot: number): Promise<void> {
    const alone = this.opts.alone ?? (async (req: Req, at: number) => this.one(await this.opts.run([req], at)));
    await Promise.all(
      batch.map((w) =>
        alone(w.req, slot).then(
          (r) => (r === undefined ? w.reject(new NoAnswer()) : w.resolve(r)),
          (err) => w.reject(err),
        ),
      ),
    );
  }

  private one(results: ReadonlyArray<Res | Error | undefined>): Res {
    const [r] = results;
    if (r === undefined) throw new NoAnswer();
    if (r instanceof Error) throw r;
    return r;
  }
}
