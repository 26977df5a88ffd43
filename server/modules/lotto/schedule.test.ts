import { describe, expect, it } from 'vitest';
import { atBangkok } from './dates';
import { type Override, type ScheduleSpec, scheduleText, standardDrawDate, upcomingRounds } from './schedule';

const gov: ScheduleSpec = {
  code: 'gov',
  schedule_kind: 'monthly',
  schedule_days: [1, 16],
  close_minute: 15 * 60 + 20,
  result_minute: 16 * 60,
};
const nikkei: ScheduleSpec = {
  code: 'nikkei_am',
  schedule_kind: 'weekly',
  schedule_days: [1, 2, 3, 4, 5],
  close_minute: 9 * 60 + 25,
  result_minute: 575,
};
const egypt: ScheduleSpec = {
  code: 'egypt',
  schedule_kind: 'weekly',
  schedule_days: [0, 1, 2, 3, 4],
  close_minute: 18 * 60 + 20,
  result_minute: 1180,
};
const yeekee: ScheduleSpec = {
  code: 'yeekee',
  schedule_kind: 'yeekee',
  schedule_days: [0, 1, 2, 3, 4, 5, 6],
  close_minute: 6 * 60 + 15,
  result_minute: 375,
};
const bkk = (s: string) => new Date(`${s}+07:00`);
const iso = (d: Date) => d.toISOString();

describe('government lottery schedule', () => {
  it('draws on the 1st and 16th, closing 15:20 Bangkok, each round opening when the previous closes', () => {
    const rounds = upcomingRounds(gov, bkk('2025-03-05T10:00:00'));
    expect(rounds.map((r) => r.draw_key)).toEqual(['2025-03-16', '2025-04-01']);
    expect(iso(rounds[0].closes_at)).toBe(iso(bkk('2025-03-16T15:20:00')));
    expect(iso(rounds[0].opens_at)).toBe(iso(bkk('2025-03-01T15:20:00')));
    expect(iso(rounds[1].opens_at)).toBe(iso(rounds[0].closes_at));
  });

  it('carries the recurring moves: 1 Jan on 2 Jan (30 Dec until 2024), 16 Jan on 17 Jan, 1 May on 2 May', () => {
    expect(standardDrawDate('gov', '2026-01-01')).toBe('2026-01-02');
    expect(standardDrawDate('gov', '2025-01-01')).toBe('2025-01-02');
    expect(standardDrawDate('gov', '2024-01-01')).toBe('2023-12-30');
    expect(standardDrawDate('gov', '2025-01-16')).toBe('2025-01-17');
    expect(standardDrawDate('gov', '2026-05-01')).toBe('2026-05-02');
    expect(standardDrawDate('gov', '2026-05-16')).toBe('2026-05-16');
    expect(standardDrawDate('baac', '2026-01-16')).toBe('2026-01-16');
    const jan = upcomingRounds(gov, bkk('2025-12-20T09:00:00'));
    expect(jan[0]).toMatchObject({ draw_key: '2026-01-01', draw_date: '2026-01-02' });
    expect(iso(jan[0].closes_at)).toBe(iso(bkk('2026-01-02T15:20:00')));
    expect(jan[1]).toMatchObject({ draw_key: '2026-01-16', draw_date: '2026-01-17' });
    expect(iso(jan[1].opens_at)).toBe(iso(bkk('2026-01-02T15:20:00')));
  });

  it('an operator override moves or drops a scheduled draw and wins over the standard move', () => {
    const overrides = new Map<string, Override>([
      ['2026-01-01', { scheduled_date: '2026-01-01', draw_date: '2025-12-31', close_minute: 14 * 60 }],
      ['2026-02-01', { scheduled_date: '2026-02-01', draw_date: null, close_minute: null }],
    ]);
    const rounds = upcomingRounds(gov, bkk('2025-12-20T09:00:00'), overrides);
    expect(rounds[0]).toMatchObject({ draw_key: '2026-01-01', draw_date: '2025-12-31' });
    expect(iso(rounds[0].closes_at)).toBe(iso(bkk('2025-12-31T14:00:00')));
    const later = upcomingRounds(gov, bkk('2026-01-20T09:00:00'), overrides);
    expect(later.map((r) => r.draw_key)).toEqual(['2026-02-16']);
    expect(iso(later[0].opens_at)).toBe(iso(bkk('2026-01-17T15:20:00')));
  });

  it('does not create a round that has already closed', () => {
    const rounds = upcomingRounds(gov, bkk('2025-03-16T15:30:00'));
    expect(rounds[0].draw_key).toBe('2025-04-01');
  });
});

describe('daily and stock schedules', () => {
  it('stock lotteries draw on weekdays only, a week ahead', () => {
    // Friday 10 Jan 2025, after the morning close: next Monday to Friday.
    const rounds = upcomingRounds(nikkei, bkk('2025-01-10T12:00:00'));
    expect(rounds.map((r) => r.draw_key)).toEqual(['2025-01-13', '2025-01-14', '2025-01-15', '2025-01-16', '2025-01-17']);
    expect(iso(rounds[0].opens_at)).toBe(iso(bkk('2025-01-10T09:25:00')));
    expect(iso(rounds[0].closes_at)).toBe(iso(bkk('2025-01-13T09:25:00')));
  });

  it('Egypt trades Sunday to Thursday', () => {
    const days = upcomingRounds(egypt, bkk('2025-01-10T12:00:00')).map((r) => new Date(`${r.draw_key}T00:00:00Z`).getUTCDay());
    expect(days.every((d) => d <= 4)).toBe(true);
    expect(days).toContain(0);
  });

  it('describes schedules in Thai', () => {
    expect(scheduleText(gov)).toBe('ออกทุกวันที่ 1 และ 16 ของเดือน ปิดรับ 15:20 น.');
    expect(scheduleText(nikkei)).toBe('ออกวันจันทร์-ศุกร์ ปิดรับ 09:25 น.');
    expect(scheduleText(egypt)).toBe('ออกวันอาทิตย์-พฤหัสบดี ปิดรับ 18:20 น.');
    expect(scheduleText({ ...nikkei, schedule_days: [1, 3, 5] })).toBe('ออกทุกวันจันทร์ พุธ ศุกร์ ปิดรับ 09:25 น.');
    expect(scheduleText(yeekee)).toBe('ออกผลทุก 15 นาที วันละ 88 รอบ (06:00-04:00 น.)');
  });
});

describe('Yeekee schedule', () => {
  it('88 rounds of 15 minutes from 06:00 to 04:00 the next day, a day ahead', () => {
    const rounds = upcomingRounds(yeekee, bkk('2025-01-10T05:00:00'));
    expect(rounds).toHaveLength(88);
    expect(rounds[0]).toMatchObject({ draw_key: '2025-01-10#01', round_no: 1, draw_date: '2025-01-10' });
    expect(iso(rounds[0].opens_at)).toBe(iso(bkk('2025-01-10T06:00:00')));
    expect(iso(rounds[0].closes_at)).toBe(iso(bkk('2025-01-10T06:15:00')));
    expect(rounds[87]).toMatchObject({ draw_key: '2025-01-10#88', round_no: 88 });
    expect(iso(rounds[87].closes_at)).toBe(iso(bkk('2025-01-11T04:00:00')));
    for (let i = 1; i < rounds.length; i++) expect(iso(rounds[i].opens_at)).toBe(iso(rounds[i - 1].closes_at));
  });

  it('in the middle of a day: the rest of today and the start of tomorrow, still 88', () => {
    const rounds = upcomingRounds(yeekee, bkk('2025-01-10T12:07:00'));
    expect(rounds).toHaveLength(88);
    expect(rounds[0].draw_key).toBe('2025-01-10#25');
    expect(rounds[rounds.length - 1].draw_key).toBe('2025-01-11#24');
    expect(atBangkok('2025-01-10', 12 * 60 + 15).getTime()).toBe(rounds[0].closes_at.getTime());
  });
});
