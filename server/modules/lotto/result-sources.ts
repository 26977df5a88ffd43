import { randomInt } from 'node:crypto';
import type { ResultKind } from '@contract/lotto';
import type { LottoConfig } from '../../config';
import type { FeedDraw } from './feeds/feed';
import { gloFeed } from './feeds/glo';
import { parseJsonFeed } from './feeds/json';
import type { ResultOrigin } from './result-entries';
import type { ResultInput } from './results';
import type { RoundWithCategory } from './rounds';

/**
 * Where results come from by themselves (docs/lotto.md "Result sources"). A source answers, for one
 * round that came due, the published results it has (the job picks the round's draw among them and
 * enters it through `submitResult`). The job keeps each source's attempts per round in lotto_feed_fetch.
 */
export type ResultSource = {
  name: 'glo' | 'json' | 'sandbox';
  origin: ResultOrigin;
  /** The categories (by result kind) it answers for. */
  kinds: ResultKind[];
  /**
   * Still asked when the round got a result from elsewhere meanwhile: a feed's answer then confirms it
   * ('same') or is held for an operator. The sandbox is not: its numbers are no evidence.
   */
  crossCheck: boolean;
  /** How long a node may hold a round while it asks (then another may take it over). */
  leaseMs: number;
  ask(round: RoundWithCategory): Promise<FeedDraw[]>;
};

/** A feed's GET/POST with a deadline; anything but a 2xx answer is a failure the job retries. */
async function fetchText(url: string, timeoutMs: number, init: RequestInit = {}): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new Error(`ไม่ตอบภายใน ${timeoutMs} มิลลิวินาที`);
    throw new Error(`เชื่อมต่อไม่ได้: ${(err as Error).message}`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`ตอบ HTTP ${res.status}`);
  }
  return res.text();
}

const lease = (timeoutMs: number) => timeoutMs + 60_000;

/**
 * The Government Lottery Office: its `getLotteryResult` call, POST { date, month, year } of the draw,
 * answering the JSON `feeds/glo.ts` reads (a URL answering the latest draw or the plain-text layout
 * works too: an answer for another date counts as "not yet").
 */
export function gloSource(url: string, timeoutMs: number): ResultSource {
  return {
    name: 'glo',
    origin: { kind: 'feed', feed: 'glo' },
    kinds: ['government'],
    crossCheck: true,
    leaseMs: lease(timeoutMs),
    async ask(round) {
      const [year, month, date] = round.draw_date.split('-');
      const body = JSON.stringify({ date, month, year });
      const text = await fetchText(url, timeoutMs, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return [gloFeed.parse(text)];
    },
  };
}

/** The JSON format (contract/lotto-feed.ts): GET <url>?category=<code>&date=<YYYY-MM-DD>. */
export function jsonSource(url: string, timeoutMs: number): ResultSource {
  return {
    name: 'json',
    origin: { kind: 'feed', feed: 'json' },
    kinds: ['stock', 'hanoi', 'lao', 'direct'],
    crossCheck: true,
    leaseMs: lease(timeoutMs),
    async ask(round) {
      const target = new URL(url);
      target.searchParams.set('category', round.category_code);
      target.searchParams.set('date', round.draw_date);
      return parseJsonFeed(await fetchText(target.toString(), timeoutMs));
    },
  };
}

const digits = (n: number) => String(randomInt(0, 10 ** n)).padStart(n, '0');
const hundredths = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

/**
 * Random published figures for a category, in its own form, each digit uniform (node:crypto):
 * government 6-digit first prize, two front-3, two back-3, a 2-digit bottom; a stock close of
 * 1,000.00-49,999.99 (a range of 4,900,000 hundredths, a multiple of 1,000, so its last 3 digits are
 * uniform) and a change of -999.99..+999.99 (magnitude over 100,000 hundredths, sign apart); Hanoi
 * special and first prizes of 5 digits; the Lao 4-digit number; 3 top and 2 bottom directly.
 */
export function randomResultInput(kind: Exclude<ResultKind, 'yeekee'>): ResultInput {
  switch (kind) {
    case 'government':
      return { kind, first_prize: digits(6), front3: [digits(3), digits(3)], back3: [digits(3), digits(3)], bottom2: digits(2) };
    case 'stock':
      return {
        kind,
        close: hundredths(randomInt(100_000, 5_000_000)),
        change: `${randomInt(0, 2) === 0 ? '-' : '+'}${hundredths(randomInt(0, 100_000))}`,
      };
    case 'hanoi':
      return { kind, special: digits(5), first: digits(5) };
    case 'lao':
      return { kind, number: digits(4) };
    case 'direct':
      return { kind, top3: digits(3), bottom2: digits(2) };
  }
}

/**
 * The sandbox: every non-Yeekee round gets random numbers at its expected result time, so a demo
 * settles by itself. Refused in production, whatever the settings say (it would pay real money).
 */
export function sandboxSource(env: { production: boolean; enabled: boolean }): ResultSource {
  if (env.production || !env.enabled) throw new Error('the lotto sandbox never runs in production (LOTTO_SANDBOX)');
  return {
    name: 'sandbox',
    origin: { kind: 'sandbox' },
    kinds: ['government', 'stock', 'hanoi', 'lao', 'direct'],
    crossCheck: false,
    leaseMs: 60_000,
    async ask(round) {
      if (round.result_kind === 'yeekee') return [];
      return [{ category_code: round.category_code, draw_date: round.draw_date, result: randomResultInput(round.result_kind) }];
    },
  };
}

/** The sources a node runs, from its settings: the GLO and the JSON feed when their URLs are set, the sandbox outside production. */
export function configuredSources(
  lotto: Pick<LottoConfig, 'gloUrl' | 'feedUrl' | 'feedTimeoutMs' | 'sandboxEnabled'>,
  production: boolean,
) {
  const sources: ResultSource[] = [];
  if (lotto.gloUrl) sources.push(gloSource(lotto.gloUrl, lotto.feedTimeoutMs));
  if (lotto.feedUrl) sources.push(jsonSource(lotto.feedUrl, lotto.feedTimeoutMs));
  if (lotto.sandboxEnabled && !production) sources.push(sandboxSource({ production, enabled: true }));
  return sources;
}
