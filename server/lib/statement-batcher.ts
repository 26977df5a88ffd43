/**
 * Requests that arrive together share one statement (docs/engagement.md "Spinning", the games'
 * RoundBatcher in docs/games.md "Benchmark"): a request goes out at once when fewer than `inFlight`
 * statements run; otherwise it waits and goes with the others that arrived meanwhile in the next
 * statement. So a request on a quiet server waits for nothing, and under load a statement carries
 * more requests and each costs the database less.
 *
 * With `ownerOf`, a statement carries at most one request of an owner (e.g. the member), and an
 * owner's next request waits until its statement has finished: an owner's requests run one after the
 * other, so what the statement counts for an owner (a balance, a day's spins) is exact. `fits` may
 * keep apart requests that cannot share a statement (e.g. another day's). `run` answers each
 * request's result or its own Error in order; when it throws, each request of the statement is tried
 * on its own (`alone`, else `run` with that request alone), so one bad request cannot fail the others.
 */
export class StatementBatcher<Req, Res> {
  private queue: Array<{ req: Req; resolve: (r: Res) => void; reject: (e: unknown) => void }> = [];
  private running = 0;
  private scheduled = false;
  /** Owners whose request is in a running statement. */
  private readonly busy = new Set<number>();
  /** Each running statement's slot (firstSlot .. firstSlot + inFlight - 1): e.g. which house row it moves. */
  private readonly free: number[];
  /** Statements run, requests they carried, the most in one, and statements that failed and were tried request by request. */
  readonly figures = { statements: 0, requests: 0, largest: 0, fallbacks: 0 };

  constructor(
    private readonly opts: {
      run: (reqs: Req[], slot: number) => Promise<Array<Res | Error>>;
      alone?: (req: Req, slot: number) => Promise<Res>;
      ownerOf?: (req: Req) => number;
      fits?: (taken: readonly Req[], next: Req) => boolean;
      inFlight: number;
      max: number;
      /** The first slot number (e.g. a random one per process, so nodes pick different house rows). */
      firstSlot?: number;
    },
  ) {
    const first = opts.firstSlot ?? 0;
    this.free = Array.from({ length: opts.inFlight }, (_, k) => first + opts.inFlight - 1 - k);
  }

  submit(req: Req): Promise<Res> {
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
    const batch: typeof this.queue = [];
    const taken: Req[] = [];
    const rest: typeof this.queue = [];
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

  private async run(batch: typeof this.queue, slot: number): Promise<void> {
    this.figures.statements++;
    this.figures.requests += batch.length;
    this.figures.largest = Math.max(this.figures.largest, batch.length);
    let results: Array<Res | Error>;
    try {
      results = await this.opts.run(
        batch.map((w) => w.req),
        slot,
      );
    } catch (e) {
      if (batch.length === 1) return batch[0].reject(e);
      this.figures.fallbacks++;
      const alone = this.opts.alone ?? (async (req: Req, at: number) => this.one(await this.opts.run([req], at)));
      await Promise.all(
        batch.map((w) =>
          alone(w.req, slot).then(
            (r) => w.resolve(r),
            (err) => w.reject(err),
          ),
        ),
      );
      return;
    }
    for (const [k, r] of results.entries()) {
      if (r instanceof Error) batch[k].reject(r);
      else batch[k].resolve(r);
    }
  }

  private one(results: Array<Res | Error>): Res {
    const [r] = results;
    if (r instanceof Error) throw r;
    return r;
  }
}
