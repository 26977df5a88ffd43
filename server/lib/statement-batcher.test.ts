import { describe, expect, it } from 'vitest';
import { StatementBatcher } from './statement-batcher';

type Req = { owner: number; n: number; bad?: boolean };

const tick = () => new Promise((r) => setTimeout(r, 2));

/**
 * The batcher alone (no database): requests arriving together share a statement, an owner's
 * requests never share one nor run in two at once, each answer goes to its own request, and a
 * statement that fails is retried request by request so one bad request fails only itself.
 */
describe('StatementBatcher', () => {
  function make(inFlight: number) {
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
    // An owner's requests ran one after the other, in the order they arrived.
    expect(overlaps).toEqual([]);
    const ones = statements.flat().filter((r) => r.owner === 1);
    expect(ones.map((r) => r.n)).toEqual([0, 1, 2, 10]);
    expect(statements.some((s) => s.length > 1)).toBe(true);
    expect(b.figures).toMatchObject({ requests: owners.length, statements: statements.length, fallbacks: 0 });
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
});
