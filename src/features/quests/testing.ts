import type { QuestItem } from '@contract/quests';

/** A quest as GET /api/quest/list answers it (the demo's daily deposit quest unless `over`). */
export function questFixture(over: Partial<QuestItem> = {}): QuestItem {
  return {
    id: 1,
    title: 'ฝากเงินครบ 300 บาท',
    description: 'ฝากเงินรวมตั้งแต่ 300 บาทขึ้นไปภายในวันนี้',
    kind: 'deposit',
    kind_name: 'ยอดฝากสะสม',
    product: null,
    period: 'daily',
    event_id: null,
    target: 300,
    current: 150,
    percent: 50,
    unit: 'บาท',
    status: 'in_progress',
    status_name: 'กำลังทำ',
    reward: { kind: 'credit', amount: 20, turnover_multiplier: 3, text: 'เครดิตฟรี 20 บาท' },
    period_start: '2026-11-25T17:00:00.000Z',
    period_end: new Date(Date.now() + 5 * 3600_000 + 30 * 60_000).toISOString(),
    period_key: '2026-11-26',
    min_vip_level: 0,
    ...over,
  };
}
