import { Errors } from '@contract/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../plugins/errors';
import { AppError } from './reply';
import { NoAnswer, rowsByRequest, StatementBatcher } from './statement-batcher';

type Req = { owner: number; n: number; bad?: boolean };

const tick = () => new Promise((r) => setTimeout(r, 2));

/** Each promise's outcome, or 'pending' for one still unsettled after `ms`: a request left hanging fails the test instead of stalling it. */
function settledWithin<T>(promises: Promise<T>[], ms = 1_000) {
  return Promise.all(
    promises.map((p) =>
      Promise.race([
        p.then(
          (value) => ({ status: 'fulfilled' as const, value }),
          (reason: unknown) => ({ status: 'rejected' as const, reason }),
        ),
        new Promise<{ status: 'pending' }>((r) => setTimeout(() => r({ status: 'pending' }), ms)),
      ]),
    ),
  );
}

/** A gate a statement waits at until the test opens it. */
function gate() {
  let open: () => void = () => {};
  const shut = new Promise<void>((r) => {
    open = r;
  });
  return { shut, open: () => open() };
}

/**
 * The batcher alone (no database): requests arriving together share a statement, an owner's
 * requests never share one nor run in two at once, each answer goes to its own request, a statement
 * that fails or answers short is retried request by request so one bad request fails only itself and
 * none is left waiting, and beyond its queue bound a request is refused at once as busy (HTTP 503).
 */
describe('StatementBatcher', () => {
  function make(inFlight: number, over: { run?: (reqs: Req[]) => Promise<Array<string | Error | undefined>>; maxQueue?: number } = {}) {
    const statements: Req[][] = [];
    const running = new Set<number>();
    const overlaps: number[] = [];
    const alone: Req[] = [];
    const b = new StatementBatcher<Req, string>({
      run: async (reqs) => {
        statements.push(reqs);
        for (const r of reqs) {
          if (running.has(r.owner)) overlaps.push(r.owner);
          running.add(r.owner);
        }
        await tick();
        for (const r of reqs) running.delete(r.owner);
        if (over.run) return over.run(reqs);
        if (reqs.length > 1 && reqs.some((r) => r.bad)) throw new Error('statement failed');
        return reqs.map((r) => (r.bad ? new Error(`bad ${r.n}`) : `done ${r.n}`));
      },
      alone: async (r) => {
        alone.push(r);
        await tick();
        if (r.bad) throw new Error(`bad alone ${r.n}`);
        return `alone ${r.n}`;
      },
      ownerOf: (r) => r.owner,
      inFlight,
      max: 4,
      maxQueue: over.maxQueue ?? 100,
    });
    return { b, statements, overlaps, alone };
  }

  it('requests arriving together share statements of at most `max`, one an owner; each answer is its own', async () => {
    const { b, statements, overlaps } = make(2);
    const owners = [1, 1, 1, 2, 3, 2, 4, 5, 6, 7, 1, 8];
    const answers = await Promise.all(owners.map((owner, n) => b.submit({ owner, n })));
    expect(answers).toEqual(owners.map((_, n) => `done ${n}`));
    for (const s of statements) {
      expect(s.length).toBeLessThanOrEqual(4);
      expect(new Set(s.map((r) => r.owner)).size).toBe(s.length);
    }
    // An owner's requests ran one after the other (never in two statements at once), in the order they arrived.
    expect(overlaps).toEqual([]);
    const ones = statements.flat().filter((r) => r.owner === 1);
    expect(ones.map((r) => r.n)).toEqual([0, 1, 2, 10]);
    expect(statements.some((s) => s.length > 1)).toBe(true);
    expect(b.figures).toMatchObject({ requests: owners.length, statements: statements.length, fallbacks: 0, unanswered: 0 });
  });

  it('a statement that fails is tried request by request: only the bad request fails', async () => {
    const { b, alone } = make(1);
    const settled = await Promise.allSettled([
      b.submit({ owner: 1, n: 0 }),
      b.submit({ owner: 2, n: 1, bad: true }),
      b.submit({ owner: 3, n: 2 }),
    ]);
    expect(settled[0]).toEqual({ status: 'fulfilled', value: 'alone 0' });
    expect(settled[1]).toMatchObject({ status: 'rejected', reason: new Error('bad alone 1') });
    expect(settled[2]).toEqual({ status: 'fulfilled', value: 'alone 2' });
    expect(alone.map((r) => r.n)).toEqual([0, 1, 2]);
    expect(b.figures.fallbacks).toBe(1);
    // A request refused inside a statement that succeeded fails alone, the others are answered.
    const { b: b2 } = make(1);
    const one = await Promise.allSettled([b2.submit({ owner: 1, n: 5, bad: true })]);
    expect(one[0]).toMatchObject({ status: 'rejected', reason: new Error('bad 5') });
  });

  it('a statement that answers short leaves no request waiting: the unanswered are tried alone', async () => {
    // Answers only the first two requests, and leaves the fourth's place empty.
    const { b, alone } = make(1, {
      run: async (reqs) => (reqs.length === 1 ? [`done ${reqs[0].n}`] : [`done ${reqs[0].n}`, `done ${reqs[1].n}`]),
    });
    const out = await settledWithin([0, 1, 2, 3].map((n) => b.submit({ owner: n, n })));
    expect(out).toEqual([
      { status: 'fulfilled', value: 'done 0' },
      { status: 'fulfilled', value: 'done 1' },
      { status: 'fulfilled', value: 'alone 2' },
      { status: 'fulfilled', value: 'alone 3' },
    ]);
    expect(alone.map((r) => r.n)).toEqual([2, 3]);
    expect(b.figures).toMatchObject({ statements: 1, unanswered: 1, fallbacks: 0 });

    // A hole (undefined) or NoAnswer in the answer counts as unanswered too.
    const { b: holes, alone: alone2 } = make(1, {
      run: async (reqs) => reqs.map((r) => (r.n === 1 ? undefined : r.n === 2 ? new NoAnswer() : `done ${r.n}`)),
    });
    const out2 = await settledWithin([0, 1, 2].map((n) => holes.submit({ owner: n, n })));
    expect(out2.map((o) => (o.status === 'fulfilled' ? o.value : o.status))).toEqual(['done 0', 'alone 1', 'alone 2']);
    expect(alone2.map((r) => r.n)).toEqual([1, 2]);
  });

  it('a request still unanswered on its own fails with NoAnswer instead of waiting for ever', async () => {
    // No `alone`: the batcher retries with `run` of one request, which answers nothing either.
    const b = new StatementBatcher<Req, string>({
      run: async (reqs) => (reqs.length === 1 ? [] : [`done ${reqs[0].n}`]),
      ownerOf: (r) => r.owner,
      inFlight: 1,
      max: 4,
      maxQueue: 100,
    });
    const out = await settledWithin([0, 1, 2].map((n) => b.submit({ owner: n, n })));
    expect(out[0]).toEqual({ status: 'fulfilled', value: 'done 0' });
    for (const o of out.slice(1)) {
      expect(o.status).toBe('rejected');
      expect((o as { reason: unknown }).reason).toBeInstanceOf(NoAnswer);
    }
    // Alone from the start: the same.
    const [single] = await settledWithin([b.submit({ owner: 9, n: 9 })]);
    expect(single.status).toBe('rejected');
    expect((single as { reason: unknown }).reason).toBeInstanceOf(NoAnswer);
  });

  it('places rows by the request index they carry: a missing row cannot shift the others, an unknown or repeated one answers nothing', () => {
    const rows = [
      { i: 0, v: 'a' },
      { i: 2, v: 'c' },
      { i: 7, v: 'unknown' },
      { i: 3, v: 'd' },
      { i: 3, v: 'd again' },
      { i: -1, v: 'unknown' },
    ];
    const placed = rowsByRequest(5, rows);
    expect(placed[0]).toEqual({ i: 0, v: 'a' });
    expect(placed[1]).toBeInstanceOf(NoAnswer);
    expect(placed[2]).toEqual({ i: 2, v: 'c' });
    expect(placed[3]).toBeInstanceOf(NoAnswer);
    expect(placed[4]).toBeInstanceOf(NoAnswer);
    expect(placed).toHaveLength(5);
    expect(rowsByRequest(2, [{ i: '1' }, { i: '0' }])).toEqual([{ i: '0' }, { i: '1' }]);
  });

  it('refuses at once with SERVER_BUSY beyond its queue bound, and takes requests again once there is room', async () => {
    const g = gate();
    const started: number[][] = [];
    const b = new StatementBatcher<Req, string>({
      run: async (reqs) => {
        started.push(reqs.map((r) => r.n));
        await g.shut;
        return reqs.map((r) => `done ${r.n}`);
      },
      inFlight: 1,
      max: 2,
      maxQueue: 3,
    });
    // Five in one turn of the event loop: three wait, two are refused before anything runs.
    const first = [0, 1, 2, 3, 4].map((n) => b.submit({ owner: n, n }));
    const refused = await settledWithin(first.slice(3), 50);
    for (const r of refused) {
      expect(r.status).toBe('rejected');
      const e = (r as { reason: unknown }).reason as AppError;
      expect(e).toBeInstanceOf(AppError);
      expect(e.def).toBe(Errors.SERVER_BUSY);
    }
    expect(b.figures.refused).toBe(2);
    await new Promise((r) => setImmediate(r));
    // The first statement took two of them; one still waits, so two more fit.
    expect(started).toEqual([[0, 1]]);
    expect(b.waiting).toBe(1);
    const more = [5, 6].map((n) => b.submit({ owner: n, n }));
    await expect(b.submit({ owner: 7, n: 7 })).rejects.toMatchObject({ def: Errors.SERVER_BUSY });
    g.open();
    expect(await Promise.all([...first.slice(0, 3), ...more])).toEqual(['done 0', 'done 1', 'done 2', 'done 5', 'done 6']);
    expect(b.figures).toMatchObject({ requests: 5, refused: 3 });
    expect(b.waiting).toBe(0);
  });

  it('the refusal is the catalogue entry SERVER_BUSY: its own code, HTTP 503 and a Thai message, as the API answers it', async () => {
    expect(Errors.SERVER_BUSY).toEqual({ code: 3004, http: 503, message: 'ระบบกำลังมีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้ง' });
    expect(Object.values(Errors).filter((e) => e.code === Errors.SERVER_BUSY.code)).toHaveLength(1);
    // A full batcher behind a route: one statement running, one request waiting, the queue full.
    const g = gate();
    const b = new StatementBatcher<Req, string>({
      run: async (reqs) => {
        await g.shut;
        return reqs.map((r) => `done ${r.n}`);
      },
      inFlight: 1,
      max: 1,
      maxQueue: 1,
    });
    const running = b.submit({ owner: 1, n: 1 });
    await new Promise((r) => setImmediate(r));
    const waiting = b.submit({ owner: 2, n: 2 });
    const app = Fastify();
    await app.register(errorsPlugin);
    app.post('/try', async () => ({ error: 0, message: 'สำเร็จ', data: await b.submit({ owner: 3, n: 3 }) }));
    const res = await app.inject({ method: 'POST', url: '/try' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 3004, message: 'ระบบกำลังมีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้ง' });
    g.open();
    expect(await Promise.all([running, waiting])).toEqual(['done 1', 'done 2']);
    await app.close();
  });

  it('refuses settings that would never run a request', () => {
    const run = async (reqs: Req[]) => reqs.map(() => 'x');
    for (const bad of [{ inFlight: 0 }, { max: 0 }, { maxQueue: 0 }, { maxQueue: 1.5 }])
      expect(() => new StatementBatcher<Req, string>({ run, inFlight: 1, max: 1, maxQueue: 1, ...bad })).toThrow(RangeError);
  });
});
