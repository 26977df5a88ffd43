import { describe, expect, it } from 'vitest';
import { startScheduler } from './scheduler';

describe('the job scheduler', () => {
  it('runs each job at most as often as it asks, with an injected clock', async () => {
    let now = Date.parse('2025-01-10T00:00:00Z');
    const runs: string[] = [];
    const s = startScheduler(
      [
        { name: 'slow', everyMs: 60_000, run: async () => runs.push('slow') },
        { name: 'fast', everyMs: 0, run: async (at) => runs.push(`fast@${at.getTime() - Date.parse('2025-01-10T00:00:00Z')}`) },
      ],
      { autoStart: false, clock: () => new Date(now) },
    );
    await s.tick();
    now += 1_000;
    await s.tick();
    now += 59_000;
    await s.tick();
    expect(runs).toEqual(['slow', 'fast@0', 'fast@1000', 'slow', 'fast@60000']);
    await s.stop();
  });

  it('logs a failing job and carries on with the others', async () => {
    const errors: string[] = [];
    const ran: string[] = [];
    const s = startScheduler(
      [
        { name: 'broken', everyMs: 0, run: async () => Promise.reject(new Error('boom')) },
        { name: 'fine', everyMs: 0, run: async () => ran.push('fine') },
      ],
      { autoStart: false, log: { error: (o, msg) => errors.push(`${(o as { job: string }).job}: ${msg}`) } },
    );
    await s.tick();
    expect(errors).toEqual(['broken: job failed']);
    expect(ran).toEqual(['fine']);
    await s.stop();
  });

  it('never overlaps a pass with itself, and stop waits for the pass in progress', async () => {
    let running = 0;
    let maxRunning = 0;
    let done = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const s = startScheduler(
      [
        {
          name: 'job',
          everyMs: 0,
          run: async () => {
            running += 1;
            maxRunning = Math.max(maxRunning, running);
            await gate;
            running -= 1;
            done += 1;
          },
        },
      ],
      { autoStart: false },
    );
    const a = s.tick();
    const b = s.tick();
    const stopped = s.stop();
    release();
    await Promise.all([a, b, stopped]);
    expect(maxRunning).toBe(1);
    expect(done).toBe(1);
    await s.tick();
    expect(done).toBe(1);
  });

  it('ticks on its own timer until stopped', async () => {
    let count = 0;
    const s = startScheduler(
      [
        {
          name: 'count',
          everyMs: 0,
          run: async () => {
            count += 1;
          },
        },
      ],
      { tickMs: 5 },
    );
    await new Promise((r) => setTimeout(r, 60));
    await s.stop();
    const seen = count;
    expect(seen).toBeGreaterThan(1);
    await new Promise((r) => setTimeout(r, 30));
    expect(count).toBe(seen);
  });
});
