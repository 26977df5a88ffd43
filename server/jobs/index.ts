import type { App } from '../app';
import { runAffiliateJobs } from '../modules/affiliate';
import { runCashbackJobs } from '../modules/cashback';
import { collectDebts } from '../modules/debts';
import { runPointsJobs } from '../modules/points';
import { payUnpaidPollWinners } from '../modules/polls';
import { drainPushOutbox } from '../modules/push';
import { foldLedger } from '../modules/reports';
import { runSandboxFeed, settleDueFixtures } from '../modules/sport';
import { lottoJobs } from './lotto';
import { type Scheduler, startScheduler } from './scheduler';

/**
 * Starts the scheduled jobs for a running server and stops them when the app closes (before the
 * database does). config.jobs.enabled false (JOBS=0) turns them off on a node (e.g. one serving reads only).
 * `after`: the jobs start once it settles (main.ts: when the demo data is in, so no job meets half a seed).
 * Call it before the app listens (it adds an onClose hook).
 */
export function startJobs(app: App, opts: { after?: Promise<unknown> } = {}): void {
  const { enabled } = app.config.jobs;
  if (!enabled) return;
  let scheduler: Scheduler | undefined;
  let closed = false;
  const begin = () => {
    if (!closed) scheduler = schedule(app);
  };
  if (opts.after) opts.after.then(begin, () => {});
  else begin();
  app.addHook('onClose', async () => {
    closed = true;
    await scheduler?.stop();
  });
}

function schedule(app: App): Scheduler {
  const { tickMs } = app.config.jobs;
  return startScheduler(
    [
      ...lottoJobs(app.db, app.config),
      // Closed days and weeks: claimed per period (reward_run), so every node may try.
      { name: 'rewards.cashback', everyMs: 60_000, run: (now) => runCashbackJobs(app.db, now) },
      { name: 'rewards.affiliate', everyMs: 60_000, run: (now) => runAffiliateJobs(app.db, now) },
      // Points from turnover and VIP levels: idempotent per member and period, so every node may run it.
      { name: 'engagement.points', everyMs: 60_000, run: (now) => runPointsJobs(app.db, now) },
      // A resolve pays its winners at once; this finishes what a crash left unpaid (once per winner row).
      { name: 'polls.pay', everyMs: 60_000, run: (now) => payUnpaidPollWinners(app.db, now) },
      // Sportsbook settlement: bets claimed per batch (skip locked) and keyed per settlement, so every node may run it.
      { name: 'sport.settle', everyMs: 15_000, run: (now) => settleDueFixtures(app.db, now) },
      // Web Push outbox: rows claimed with skip locked (docs/push.md), so every node may drain it.
      { name: 'push.drain', everyMs: app.config.push.drainEveryMs, run: (now) => drainPushOutbox(app.db, app.config.push, now) },
      // SMS outbox: kicked at each enqueue; this pass picks up what no kick reached (another node stopped). Rows claimed with skip locked (docs/sms.md).
      { name: 'sms.drain', everyMs: app.config.sms.drainEveryMs, run: (now) => app.smsOutbox.drain(now) },
      { name: 'debts.collect', everyMs: 60_000, run: (now) => collectDebts(app.db, now) },
      // Any node may fold: a run waits for another's batch, then folds only what is after it.
      { name: 'reports.fold', everyMs: 5_000, run: (now) => foldLedger(app.db, { now }) },
      // Made-up fixtures, odds and results outside production (docs/sport.md "Sandbox feed"); meant for one node.
      ...(app.config.sport.sandboxEnabled
        ? [{ name: 'sport.sandbox', everyMs: app.config.sport.sandboxEveryMs, run: (now: Date) => runSandboxFeed(app.db, now) }]
        : []),
    ],
    { tickMs, firstTickMs: 2_000, log: app.log },
  );
}
