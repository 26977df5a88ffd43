/**
 * A small in-process scheduler for idempotent state transitions (docs/runbook.md "Scheduled work").
 * Every node may run one: the jobs themselves claim work with conditional updates, so running them on
 * several nodes at once is safe. A job never overlaps itself; a failure is logged and retried at its
 * next turn. Tests call the job functions directly with an injected clock instead of waiting on it.
 */
export type Job = {
  name: string;
  /** Run at most this often. */
  everyMs: number;
  run: (now: Date) => Promise<unknown>;
};

type SchedulerLog = { error: (obj: object, msg: string) => void; debug?: (obj: object, msg: string) => void };

export type Scheduler = {
  /** One pass: every job whose turn has come runs, in order. */
  tick: () => Promise<void>;
  /** Stops the timer and waits for a pass in progress to finish. */
  stop: () => Promise<void>;
};

export function startScheduler(
  jobs: Job[],
  opts: { tickMs?: number; firstTickMs?: number; clock?: () => Date; log?: SchedulerLog; autoStart?: boolean } = {},
): Scheduler {
  const clock = opts.clock ?? (() => new Date());
  const lastRun = new Map<string, number>();
  let running: Promise<void> | null = null;
  let stopped = false;

  const pass = async () => {
    for (const job of jobs) {
      if (stopped) return;
      const now = clock();
      const last = lastRun.get(job.name);
      if (last !== undefined && now.getTime() - last < job.everyMs) continue;
      lastRun.set(job.name, now.getTime());
      try {
        const result = await job.run(now);
        opts.log?.debug?.({ job: job.name, result }, 'job ran');
      } catch (err) {
        opts.log?.error({ err, job: job.name }, 'job failed');
      }
    }
  };

  const tick = async () => {
    if (running) return running; // never overlap: a slow pass makes the next tick wait
    running = pass().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = opts.autoStart === false ? null : setInterval(() => void tick(), opts.tickMs ?? 5_000);
  timer?.unref();
  // The first pass waits a moment: on PGlite its queries run on the main thread and would hold up
  // a starting server's first answers.
  const first = timer ? setTimeout(() => void tick(), opts.firstTickMs ?? 0) : null;
  first?.unref();

  return {
    tick,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      if (first) clearTimeout(first);
      await running;
    },
  };
}
