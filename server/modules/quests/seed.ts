import { bahtToSatang } from '@contract/money';
import type { Db } from '../../db';
import './tables';

const AGENT_ID = 1;

/**
 * The demo's quests (docs/engagement.md "Demo"): five daily and weekly quests and, when the
 * demo's weekly free-credit event exists, one quest of that event. Written once: when any quest
 * exists nothing is added, so an operator's edits survive every start.
 */
export async function seedDemoQuests(db: Db): Promise<void> {
  const any = await db.selectFrom('quest').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const rows = [
    {
      title: 'ฝากเงินครบ 300 บาท',
      description: 'ฝากเงินรวมตั้งแต่ 300 บาทขึ้นไปภายในวันนี้',
      kind: 'deposit' as const,
      target: bahtToSatang(300),
      period: 'daily' as const,
      prize_kind: 'credit' as const,
      prize_units: bahtToSatang(20),
      turnover_multiplier: 3,
      sort: 1,
    },
    {
      title: 'เล่นสล็อตครบ 1,000 บาท',
      description: 'ยอดเล่นเกมสล็อตรวมตั้งแต่ 1,000 บาทภายในวันนี้',
      kind: 'stake' as const,
      product: 'slot',
      target: bahtToSatang(1_000),
      period: 'daily' as const,
      prize_kind: 'points' as const,
      prize_units: 100 * 100,
      sort: 2,
    },
    {
      title: 'ซื้อหวย 3 โพย',
      description: 'ซื้อหวยครบ 3 โพยภายในวันนี้',
      kind: 'lotto_bills' as const,
      target: 3,
      period: 'daily' as const,
      prize_kind: 'free_spins' as const,
      prize_units: 3,
      sort: 3,
    },
    {
      title: 'เข้าสู่ระบบ 3 วันติดต่อกัน',
      description: 'เข้าสู่ระบบทุกวันติดต่อกัน 3 วันภายในสัปดาห์นี้ (นับถึงวันนี้)',
      kind: 'login_streak' as const,
      target: 3,
      period: 'weekly' as const,
      prize_kind: 'points' as const,
      prize_units: 50 * 100,
      sort: 1,
    },
    {
      title: 'ชวนเพื่อนฝากเงิน 1 คน',
      description: 'เพื่อนที่สมัครด้วยรหัสแนะนำของท่านฝากเงินครั้งแรกภายในสัปดาห์นี้',
      kind: 'refer' as const,
      target: 1,
      period: 'weekly' as const,
      prize_kind: 'credit' as const,
      prize_units: bahtToSatang(50),
      turnover_multiplier: 1,
      sort: 2,
    },
  ];
  await db.insertInto('quest').values(rows).execute();
  const event = await db
    .selectFrom('event')
    .select('id')
    .where('agent_id', '=', AGENT_ID)
    .where('title', '=', 'กิจกรรมแจกเครดิตฟรีประจำสัปดาห์')
    .executeTakeFirst();
  if (event) {
    await db
      .insertInto('quest')
      .values({
        title: 'ฝากเงินสะสมครบ 1,000 บาทในกิจกรรม',
        description: 'ฝากเงินรวมตั้งแต่ 1,000 บาทระหว่างกิจกรรม รับเครดิตฟรี 100 บาท (รับได้ครั้งเดียวต่อกิจกรรม)',
        kind: 'deposit',
        target: bahtToSatang(1_000),
        period: 'event',
        event_id: event.id,
        prize_kind: 'credit',
        prize_units: bahtToSatang(100),
        turnover_multiplier: 5,
        sort: 1,
      })
      .execute();
  }
}
