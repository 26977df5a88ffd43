import type { PollConfigData, PollMyData, PollQuotaData, PollStatsData, PollWinnersData } from '@contract/polls';

/** The polls calls' answers as the seeded server gives them (docs/engagement.md). */

const HOUR = 3_600_000;

export function matchPollFixture(
  over: Partial<PollConfigData['config']> = {},
  meta: Partial<PollConfigData['metadata']> = {},
): PollConfigData {
  const now = Date.now();
  return {
    config: {
      id: 5,
      title: 'ทายผลบอล ไทย พบ เวียดนาม',
      description: 'ทายผลเมื่อจบ 90 นาที',
      image: null,
      layout: 'list',
      status: 'open',
      status_name: 'เปิดโหวต',
      opens_at: new Date(now - HOUR).toISOString(),
      closes_at: new Date(now + 26 * HOUR + 5 * 60_000).toISOString(),
      not_started: false,
      voting_open: true,
      server_time: new Date(now).toISOString(),
      ...over,
    },
    choices: [
      { id: 51, position: 1, label: 'เจ้าบ้านชนะ' },
      { id: 52, position: 2, label: 'เสมอ' },
      { id: 53, position: 3, label: 'ทีมเยือนชนะ' },
    ],
    metadata: {
      seed_hash: 'ab'.repeat(32),
      server_seed: null,
      prize: { kind: 'credit', amount: 50, turnover_multiplier: 1, text: 'เครดิตฟรี 50 บาท' },
      winners_limit: 10,
      quota_rule: { base_votes: 1, deposit_step: 0, turnover_step: 1000, max_votes: 3 },
      rules: ['สมาชิกทุกคนได้สิทธิ์โหวต 1 ครั้ง เล่นเกมครบทุก 1,000 บาท รับเพิ่ม 1 สิทธิ์ สูงสุด 3 สิทธิ์ต่อโพล (นับยอดตั้งแต่เปิดโพล)'],
      winning_choice_id: null,
      resolved_at: null,
      ...meta,
    },
  };
}

export function lottoPollFixture(): PollConfigData {
  const base = matchPollFixture({ id: 1, title: 'ทายเลขท้าย 2 ตัว หวยรัฐบาลงวดถัดไป', layout: 'grid' });
  return {
    ...base,
    choices: Array.from({ length: 100 }, (_, i) => ({ id: 1000 + i, position: i + 1, label: String(i).padStart(2, '0') })),
    metadata: { ...base.metadata, prize: { kind: 'points', amount: 100, turnover_multiplier: 0, text: '100 แต้ม' }, winners_limit: 0 },
  };
}

export function statsFixture(config: PollConfigData, votes: number[]): PollStatsData {
  const total = votes.reduce((s, v) => s + v, 0);
  return {
    poll_id: config.config.id,
    total_votes: total,
    total_voters: Math.max(0, total - 1),
    choices: config.choices.map((c, i) => ({
      choice_id: c.id,
      label: c.label,
      votes: votes[i] ?? 0,
      percent: total ? Math.round(((votes[i] ?? 0) * 10_000) / total) / 100 : 0,
    })),
    updated_at: new Date().toISOString(),
  };
}

export function quotaFixture(over: Partial<PollQuotaData> = {}): PollQuotaData {
  return {
    poll_id: 5,
    total: 3,
    used: 1,
    remaining: 2,
    base_votes: 1,
    from_deposit: 0,
    from_turnover: 2,
    max_votes: 3,
    deposited: 0,
    staked: 2_400,
    how_to_earn: 'ท่านได้รับสิทธิ์โหวตครบ 3 ครั้งแล้ว (สูงสุดต่อโพล)',
    last_updated: new Date().toISOString(),
    ...over,
  };
}

export function myFixture(over: Partial<PollMyData> = {}): PollMyData {
  return { poll_id: 5, items: [{ id: 901, choice_id: 52, label: 'เสมอ', created_at: '2026-11-26T05:00:00.000Z', won: null }], ...over };
}

export function winnersFixture(over: Partial<PollWinnersData> = {}): PollWinnersData {
  return {
    poll_id: 5,
    resolved: true,
    status: 'resolved',
    winning_choice_id: 51,
    winning_label: 'เจ้าบ้านชนะ',
    correct_votes: 12,
    winners_limit: 10,
    winning_votes: 10,
    by_lot: true,
    server_seed: 'cd'.repeat(32),
    seed_hash: 'ab'.repeat(32),
    drawn_positions: [3, 0, 11, 7, 5, 1, 9, 2, 8, 4],
    items: [
      {
        phone_masked: '08x-xxx-5678',
        votes_won: 2,
        prize: { kind: 'credit', amount: 100, turnover_multiplier: 1, text: 'เครดิตฟรี 100 บาท' },
      },
      { phone_masked: '09x-xxx-1234', votes_won: 1, prize: { kind: 'credit', amount: 50, turnover_multiplier: 1, text: 'เครดิตฟรี 50 บาท' } },
    ],
    total_winners: 9,
    ...over,
  };
}
