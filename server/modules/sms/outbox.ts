import type { SmsConfig } from '../../config';
import type { Db } from '../../db';
import type { SmsTransport } from '../../lib/sms';
import { drainSmsOutbox, type SmsDrainResult } from './drain';

type Log = { info: (o: object, m: string) => void; warn: (o: object, m: string) => void; error: (o: object, m: string) => void };

/** This process's handle on the outbox: what enqueuers kick, what the job runs, what tests wait on. */
export type SmsOutbox = {
  /** Drains now, in the background (after an enqueue's commit): a member has the code within a second. */
  kick: () => void;
  /** One pass (the 'sms.drain' job; other nodes' passes may run at once, the claim keeps them apart). */
  drain: (now?: Date) => Promise<SmsDrainResult>;
  /** Settles when no kicked pass is running (a retry's timer is not waited for); tests wait on it before reading what was sent. */
  idle: () => Promise<void>;
  /** Stops kicking and waits for the running pass (the app's onClose, before the database closes). */
  close: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    smsOutbox: SmsOutbox;
  }
}

/**
 * The kicker: one background loop per process. A kick while a pass runs asks for one more pass after
 * it (the new row may have been written after the running pass claimed); a pass that left a row to
 * retry sets a timer for when it is due, so retries need no scheduler (a node with JOBS=0 still
 * finishes what it kicked). The 'sms.drain' job is the safety net for rows nobody kicked (another
 * node died, a restart).
 */
export function createSmsOutbox(deps: { db: Db; transport: SmsTransport; config: SmsConfig; log: Log }): SmsOutbox {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let timerAt = Number.POSITIVE_INFINITY;

  const drain = (now = new Date()) => drainSmsOutbox(deps.db, deps.transport, deps.config, now, { log: deps.log });

  const wakeAt = (at: Date) => {
    if (closed || at.getTime() >= timerAt) return;
    if (timer) clearTimeout(timer);
    timerAt = at.getTime();
    timer = setTimeout(
      () => {
        timer = null;
        timerAt = Number.POSITIVE_INFINITY;
        kick();
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    timer.unref();
  };

  const loop = async () => {
    do {
      again = false;
      try {
        const result = await drain();
        if (result.nextAt) wakeAt(result.nextAt);
      } catch (err) {
        deps.log.error({ err }, 'sms outbox pass failed');
      }
    } while (again && !closed);
  };

  const kick = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
    });
  };

  return {
    kick,
    drain,
    idle: async () => {
      while (running) await running;
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      while (running) await running;
    },
  };
}
