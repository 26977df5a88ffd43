/**
 * The error catalogue's page (docs/errors.md "The catalogue") is written from `contract/errors.ts`,
 * never by hand: `renderCatalogue()` makes the block between the two markers, `errors-doc.test.ts`
 * fails when the page's block differs, and
 *   node --import tsx tests/architecture/errors-doc.ts --write
 * writes it again after a code is added or a message changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Errors } from '../../contract/errors';
import { ClientErrors } from '../../contract/errors-transport';

export const START = '<!-- catalogue:start (written by tests/architecture/errors-doc.ts --write) -->';
export const END = '<!-- catalogue:end -->';

export type Entry = { name: string; code: number; http: number; message: string };

/** The ranges as docs/errors.md "Codes by range" describes them; each with the page that explains its rules. */
export const RANGES: { from: number; to: number; title: string; page?: string }[] = [
  { from: 0, to: 9, title: 'Transport: any call', page: 'docs/wire-format.md' },
  { from: 1000, to: 1999, title: 'Accounts', page: 'docs/decisions.md' },
  { from: 2000, to: 2999, title: 'Agent', page: 'docs/decisions.md' },
  { from: 3000, to: 3099, title: 'Ledger', page: 'docs/ledger.md' },
  { from: 3100, to: 3199, title: 'Deposits and responsible play', page: 'docs/payments.md' },
  { from: 3200, to: 3299, title: 'Withdrawals, statement and adjustments', page: 'docs/withdrawals.md' },
  { from: 3300, to: 3349, title: 'Promotions and wagering requirements', page: 'docs/promotions.md' },
  { from: 3350, to: 3399, title: 'Coupons', page: 'docs/promotions.md' },
  { from: 3400, to: 3429, title: 'Cashback, commission and win/loss refunds', page: 'docs/rewards.md' },
  { from: 3430, to: 3459, title: 'Affiliate', page: 'docs/rewards.md' },
  { from: 3460, to: 3469, title: 'Points and free spins spent', page: 'docs/engagement.md' },
  { from: 3500, to: 3519, title: 'Points and VIP', page: 'docs/engagement.md' },
  { from: 3520, to: 3539, title: 'Fortune wheel', page: 'docs/engagement.md' },
  { from: 3540, to: 3559, title: 'Quests and events', page: 'docs/engagement.md' },
  { from: 3560, to: 3579, title: 'Polls', page: 'docs/engagement.md' },
  { from: 3580, to: 3599, title: 'Points shop', page: 'docs/engagement.md' },
  { from: 3600, to: 3619, title: 'Free spins', page: 'docs/engagement.md' },
  { from: 3700, to: 3749, title: 'Sportsbook', page: 'docs/sport.md' },
  { from: 3800, to: 3819, title: 'Web Push', page: 'docs/push.md' },
  { from: 3820, to: 3839, title: 'LINE LIFF', page: 'docs/line.md' },
  { from: 4000, to: 4999, title: 'Games', page: 'docs/games.md' },
  { from: 5000, to: 5999, title: 'Lotto', page: 'docs/lotto.md' },
  { from: 9000, to: 9999, title: 'Operators', page: 'docs/backoffice.md' },
];

/** Every entry of the catalogue, by code. */
export function entries(): Entry[] {
  return Object.entries(Errors)
    .map(([name, e]) => ({ name, code: e.code, http: e.http, message: e.message }))
    .sort((a, b) => a.code - b.code);
}

const cell = (s: string) => s.replaceAll('|', '\\|');

function table(rows: Entry[]): string[] {
  return [
    '| code | name | HTTP | message |',
    '| ---: | --- | ---: | --- |',
    ...rows.map((e) => `| ${e.code} | \`${e.name}\` | ${e.http} | ${cell(e.message)} |`),
  ];
}

/** The block between the markers: one table per range that has codes, then the client's own texts. */
export function renderCatalogue(all: Entry[] = entries()): string {
  const out: string[] = [];
  const placed = new Set<Entry>();
  for (const r of RANGES) {
    const rows = all.filter((e) => e.code >= r.from && e.code <= r.to);
    if (rows.length === 0) continue;
    for (const e of rows) placed.add(e);
    out.push(`### ${r.from}-${r.to} ${r.title}`, '');
    if (r.page) out.push(`Rules: ${r.page}.`, '');
    out.push(...table(rows), '');
  }
  const others = all.filter((e) => !placed.has(e));
  if (others.length > 0) out.push('### Codes outside the ranges above', '', ...table(others), '');
  out.push(
    '### Said by the client itself',
    '',
    'Never sent by the server: the site shows them when no answer came, or when a lotto call met an expired session.',
    '',
    '| code | name | message |',
    '| ---: | --- | --- |',
    ...Object.entries(ClientErrors).map(([name, e]) => `| ${e.code} | \`${name}\` | ${cell(e.message)} |`),
  );
  return out.join('\n');
}

/** The page with its block replaced by `block`; throws when a marker is missing. */
export function withBlock(page: string, block: string): string {
  const a = page.indexOf(START);
  const b = page.indexOf(END);
  if (a < 0 || b < a) throw new Error('docs/errors.md: the catalogue markers are missing');
  return `${page.slice(0, a + START.length)}\n\n${block}\n\n${page.slice(b)}`;
}

/** `--write`: writes the block into docs/errors.md. */
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) {
  const file = resolve(import.meta.dirname ?? '.', '../../docs/errors.md');
  const page = readFileSync(file, 'utf8');
  const next = withBlock(page, renderCatalogue());
  if (process.argv.includes('--write')) {
    writeFileSync(file, next);
    console.log(next === page ? 'docs/errors.md: up to date' : 'docs/errors.md: catalogue written');
  } else {
    console.log(next === page ? 'docs/errors.md: up to date' : 'docs/errors.md: out of date (run with --write)');
    process.exit(next === page ? 0 : 1);
  }
}
