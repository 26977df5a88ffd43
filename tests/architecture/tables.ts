/**
 * Table ownership (docs/architecture.md "Tables have owners"): every table the migrations create has
 * one owner, recorded here and nowhere else; no other module's source names it in SQL (Kysely's
 * selectFrom, joins, updateTable, insertInto, deleteFrom, mergeInto, sql.table, or raw SQL text after
 * from/join/using/update/into/table). Others use the owner's index.ts or read a view the owner
 * creates. The exceptions sit in ALLOWED below, each with its reason. `npm run deps` runs the rule
 * (deps.ts); tables.test.ts shows it failing and keeps the map complete against a migrated database.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The owner of every table the migrations create: a folder of server/modules, or a base-layer file. */
export const TABLE_OWNERS: Record<string, string> = {
  // 001_foundation
  agent: 'agent',
  notification: 'agent',
  banner: 'agent',
  event: 'agent',
  member: 'account',
  member_bank_account: 'account',
  // written and read by the base layer for members and operators alike (sign-in, sign-out, revocation)
  session: 'server/lib/sessions.ts',
  otp_request: 'account',
  operator: 'admin',
  operator_audit: 'admin',
  ledger_account: 'ledger',
  // 002_ledger
  ledger_transfer: 'ledger',
  turnover: 'ledger',
  turnover_entry: 'ledger',
  // 003_payments
  payment_intent: 'payments',
  bank_statement_line: 'payments',
  payment_callback: 'payments',
  deposit_notice: 'payments',
  deposit_limit: 'limits',
  self_exclusion: 'limits',
  // 004_withdrawals, 009_requirements (bonus_requirement renamed)
  withdrawal: 'withdrawals',
  wagering_requirement: 'requirements',
  // 005_lotto, 010, 012
  lotto_category: 'lotto',
  lotto_rate: 'lotto',
  lotto_schedule_override: 'lotto',
  lotto_round: 'lotto',
  lotto_limited_number: 'lotto',
  lotto_number_total: 'lotto',
  lotto_bill: 'lotto',
  lotto_bill_item: 'lotto',
  lotto_yeekee_shot: 'lotto',
  lotto_yeekee_shooter: 'lotto',
  lotto_result_entry: 'lotto',
  lotto_feed_fetch: 'lotto',
  // 006_games
  game_provider: 'games',
  game: 'games',
  game_lobby: 'games',
  game_session: 'games',
  game_demo_session: 'games',
  game_recent: 'games',
  game_txn: 'games',
  house_seed_pair: 'games',
  house_round: 'games',
  // 011_lotto_corrections
  member_debt: 'debts',
  member_notice: 'agent',
  // 013_reports
  report_watermark: 'reports',
  report_day: 'reports',
  report_first_deposit: 'reports',
  report_active: 'reports',
  report_active_month: 'reports',
  // 020_promotions, 021_coupons
  promotion: 'promotions',
  promotion_choice: 'promotions',
  promotion_grant: 'promotions',
  coupon_batch: 'coupons',
  coupon: 'coupons',
  coupon_redemption: 'coupons',
  coupon_attempt: 'coupons',
  // 022_rewards
  reward_setting: 'rewards',
  reward_run: 'rewards',
  // its Kysely type sits with rewards' (tables.ts), but only cashback writes and reads its rows
  reward_entry: 'cashback',
  affiliate_referral: 'affiliate',
  affiliate_earning: 'affiliate',
  affiliate_freeze: 'affiliate',
  // 024-029 engagement
  points_setting: 'points',
  points_earning: 'points',
  points_vip_base: 'points',
  points_vip_day: 'points',
  wheel_setting: 'wheel',
  wheel_board: 'wheel',
  wheel_seed: 'wheel',
  wheel_spin: 'wheel',
  quest: 'quests',
  quest_completion: 'quests',
  poll: 'polls',
  poll_choice: 'polls',
  poll_member: 'polls',
  poll_vote: 'polls',
  poll_winner: 'polls',
  shop_item: 'shop',
  shop_order: 'shop',
  shop_member_item: 'shop',
  free_spin_setting: 'freespins',
  free_spin_round: 'freespins',
  // 030-032 sport
  sport_setting: 'sport',
  sport_league: 'sport',
  sport_fixture: 'sport',
  sport_market: 'sport',
  sport_bet: 'sport',
  sport_bet_leg: 'sport',
  sport_settlement: 'sport',
  sport_feed_import: 'sport',
  sport_member_exposure: 'sport',
  // 033_push, 034_line
  push_setting: 'push',
  push_subscription: 'push',
  push_pref: 'push',
  push_outbox: 'push',
  line_link: 'line',
  // 038_launch_settings: the agent's accounts and logo (the agent module reads and writes them; settings edits through it)
  deposit_account: 'agent',
  brand_asset: 'agent',
  // 040_sms_outbox
  sms_outbox: 'sms',
};

/**
 * Read views an owner offers every module (created by the owner's migration, typed in its tables.ts):
 * any module may read and join them; none writes them.
 */
export const SHARED_VIEWS: Record<string, string> = {
  // 035_read_views
  member_public: 'account',
  member_bank_public: 'account',
  operator_public: 'admin',
};

/**
 * Statements that still name another module's table, each with its reason: the rule is on for every
 * table, and these are the exceptions in view. An entry covers the tables listed, in that file only,
 * for reading (and for writing only with `writes`).
 */
export const ALLOWED: { file: string; tables: string[]; writes?: true; why: string }[] = [
  {
    file: 'server/modules/admin/members.ts',
    tables: ['member'],
    writes: true,
    why: "An operator suspends or reactivates a member (the status update, conditional on the status read). Account imports affiliate, which imports admin for the audit, so admin cannot call account's index.ts without a cycle; the members pages would have to leave admin first.",
  },
  {
    file: 'server/modules/admin/content.ts',
    tables: ['notification'],
    why: "The back office's content editor (notifications, banners, events) is admin's; agent serves the rows to members and sits below admin (admin imports AGENT_ID), so the editor cannot move into agent.",
  },
  ...['server/modules/admin/operator-admin.ts', 'server/modules/affiliate/referrals.ts', 'server/modules/member-detail/service.ts'].map(
    (file) => ({
      file,
      tables: ['session'],
      why: 'Last sign-in, device and session tabs read sessions, which server/lib/sessions.ts keeps for members and operators alike; it has no read functions for them yet.',
    }),
  ),
  ...['server/modules/games/rounds.ts', 'server/modules/games/wallet.ts', 'server/modules/sport/place.ts'].map((file) => ({
    file,
    tables: ['self_exclusion'],
    why: "A bet's own statement refuses a self-excluded member (an EXISTS in the same statement, no extra round trip on the hot path); a fragment from limits' index.ts would say the same.",
  })),
  {
    file: 'server/modules/promotions/admin.ts',
    tables: ['wagering_requirement'],
    why: "The takers list filters and pages grants by their requirement's state in one query (a grant names its requirement by id).",
  },
  ...['server/modules/quests/admin.ts', 'server/modules/quests/member.ts', 'server/modules/quests/seed.ts'].map((file) => ({
    file,
    tables: ['event'],
    why: "An event quest runs inside an agent event's window (quest.event_id): the quest's queries read the event's title and window beside it.",
  })),
  ...(
    [
      ['server/modules/push/detail.ts', ['withdrawal', 'lotto_bill', 'lotto_round', 'lotto_category']],
      ['server/modules/push/enqueue.ts', ['lotto_yeekee_shooter']],
      ['server/modules/push/prefs.ts', ['lotto_bill']],
    ] as const
  ).map(([file, tables]) => ({
    file,
    tables: [...tables],
    why: 'Push words a notification from the row of the event that raised it (a lotto win, a Yeekee draw and its shooters, a withdrawal). Lotto and withdrawals import push to enqueue, so push cannot call their index.ts back.',
  })),
];

export type Violation = { rule: string; detail: string };
export type TableRef = { table: string; line: number; writes: boolean };

/** Kysely builder methods whose first argument names a table (or a list of them), and whether they write it. */
const TABLE_METHODS = new Map<string, boolean>([
  ['selectFrom', false],
  ['innerJoin', false],
  ['leftJoin', false],
  ['rightJoin', false],
  ['fullJoin', false],
  ['innerJoinLateral', false],
  ['leftJoinLateral', false],
  ['crossJoin', false],
  ['using', false],
  ['table', false],
  ['updateTable', true],
  ['insertInto', true],
  ['replaceInto', true],
  ['deleteFrom', true],
  ['mergeInto', true],
]);

/** Raw SQL: a table name after the words that introduce one (update, into and table write it). */
const RAW = /\b(from|join|using|update|into|table)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const RAW_WRITES = new Set(['update', 'into', 'table']);

/** `'member as m'`, `'member'`: the table; anything else (an expression, a column) yields nothing. */
function tableOf(literal: string): string | undefined {
  const m = /^\s*([a-z_][a-z0-9_]*)(?:\s+as\s+[a-z_][a-z0-9_]*)?\s*$/i.exec(literal);
  return m?.[1];
}

/** Every place a source file names a known table in SQL: Kysely's builder calls and raw SQL text, with its line. */
export function tableReferences(file: string, text: string, known: (table: string) => boolean): TableRef[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: TableRef[] = [];
  const lineAt = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && TABLE_METHODS.has(node.expression.name.text)) {
      const writes = TABLE_METHODS.get(node.expression.name.text) === true;
      const first = node.arguments[0];
      const names = first && ts.isArrayLiteralExpression(first) ? [...first.elements] : first ? [first] : [];
      for (const e of names) {
        const table = ts.isStringLiteralLike(e) ? tableOf(e.text) : undefined;
        if (table && known(table)) out.push({ table, line: lineAt(e.getStart(source)), writes });
      }
    }
    // Raw SQL: sql`...`, execStatements and any other template or plain string.
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const start = node.getStart(source);
      for (const m of node.text.matchAll(RAW)) {
        if (!known(m[2])) continue;
        const down = node.text.slice(0, m.index).split('\n').length - 1;
        out.push({ table: m[2], line: lineAt(start) + down, writes: RAW_WRITES.has(m[1].toLowerCase()) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const ownerPath = (owner: string) => (owner.includes('/') ? owner : `server/modules/${owner}`);

/**
 * Every statement of a server module's source (tests excepted: `isTest`) that names a table another
 * module owns, or writes a shared view, and is not in ALLOWED: `file:line`, the table and its owner.
 */
export function tableOwnership(root: string, files: readonly string[], isTest: (file: string) => boolean): Violation[] {
  const out: Violation[] = [];
  const known = (t: string) => t in TABLE_OWNERS || t in SHARED_VIEWS;
  for (const file of files) {
    if (!file.startsWith('server/modules/') || !/\.(ts|tsx|mts)$/.test(file) || isTest(file)) continue;
    const module = file.split('/')[2];
    for (const ref of tableReferences(file, readFileSync(join(root, file), 'utf8'), known)) {
      const view = SHARED_VIEWS[ref.table];
      const owner = view ?? TABLE_OWNERS[ref.table];
      if (owner === module || (view && !ref.writes)) continue;
      if (ALLOWED.some((a) => a.file === file && a.tables.includes(ref.table) && (!ref.writes || a.writes))) continue;
      const how = view ? 'writes the read view' : ref.writes ? 'writes' : 'reads';
      out.push({ rule: 'table ownership', detail: `${file}:${ref.line} ${how} ${ref.table}, owned by ${ownerPath(owner)}` });
    }
  }
  return out;
}
