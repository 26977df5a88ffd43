import { randomInt } from 'node:crypto';

type Waiting<Q, A> = { req: Q; resolve: (a: A) => void; reject: (e: unknown) => void };

export type BatcherOptions<Q, A> = {
  /** Statements that may run at once; each gets its own slot (0..inFlight-1 plus a random offset per process). */
  inFlight: number;
  /** Requests in one statement. */
  max: number;
  /** Whether `next` may join the requests already taken for a statement (e.g. one request a member). */
  fits: (taken: readonly Q[], next: Q) => boolean;
  /** One statement for the requests: each one's answer, or its own error, in order. A throw fails them all. */
  run: (reqs: Q[], slot: number) => Promise<Array<A | Error>>;
};

/**
 * Requests arriving together share ONE statement (the pattern of the games' RoundBatcher,
 * docs/games.md "Benchmark"): a request goes out at once while fewer than `inFlight` statements run;
 * otherwise it waits and goes with the others that arrived meanwhile in the next statement. On a quiet
 * server a request waits for nothing; under load a statement carries more requests and each costs the
 * database less. When a statement of several requests fails, each is tried again on its own, so one
 * bad request cannot fail the others.
 */
export class StatementBatcher<Q, A> {
  private queue: Waiting<Q, A>[] = [];
  private running = 0;
  private scheduled = false;
  private readonly free: number[];

  constructor(private readonly o: BatcherOptions<Q, A>) {
    this.free = Array.from({ length: o.inFlight }, (_, k) => k + randomInt(1024));
  }

  submit(req: Q): Promise<A> {
    return new Promise<A>((resolve, reject) => {
      this.queue.push({ req, resolve, reject });
      this.kick();
    });
  }

  private kick() {
    if (this.scheduled || this.running >= this.o.inFlight || this.queue.length === 0) return;
    this.scheduled = true;
    // After this turn of the event loop: the requests its callbacks started go together.
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < this.o.inFlight && this.queue.length > 0) {
        const batch = this.take();
        const slot = this.free.pop() as number;
        this.running++;
        void this.run(batch, slot).finally(() => {
          this.free.push(slot);
          this.running--;
          this.kick();
        });
      }
    });
  }

  /** Up to `max` waiting requests, oldest first, that fit together; the rest keep their place. */
  private take(): Waiting<Q, A>[] {
    const batch: Waiting<Q, A>[] = [];
    const taken: Q[] = [];
    const rest: Waiting<Q, A>[] = [];
    for (const w of this.queue) {
      if (batch.length < this.o.max && (batch.length === 0 || this.o.fits(taken, w.req))) {
        batch.push(w);
        taken.push(w.req);
      } else rest.push(w);
    }
    this.queue = rest;
    return batch;
  }

  private async run(batch: Waiting<Q, A>[], slot: number): Promise<void> {
    try {
      const results = await this.o.run(
        batch.map((w) => w.req),
        slot,
      );
      for (const [k, r] of results.entries()) {
        if (r instanceof Error) batch[k].reject(r);
        else batch[k].resolve(r);
      }
    } catch (e) {
      if (batch.length === 1) return batch[0].reject(e);
      await Promise.all(batch.map((w) => this.run([w], slot)));
    }
  }
}
