import { describe, expect, it } from 'vitest';
import { resultAgeText } from './lotto-names';

describe('resultAgeText', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'ออกผลเมื่อสักครู่'],
    [59_999, 'ออกผลเมื่อสักครู่'],
    [-5 * MIN, 'ออกผลเมื่อสักครู่'], // a clock a little ahead
    [MIN, 'ออกผลเมื่อ 1 นาทีที่แล้ว'],
    [59 * MIN + 59_999, 'ออกผลเมื่อ 59 นาทีที่แล้ว'],
    [HOUR, 'ออกผลเมื่อ 1 ชั่วโมงที่แล้ว'],
    [2 * HOUR + 30 * MIN, 'ออกผลเมื่อ 2 ชั่วโมงที่แล้ว'],
    [DAY - 1, 'ออกผลเมื่อ 23 ชั่วโมงที่แล้ว'],
    [DAY, 'ออกผลเมื่อ 1 วันที่แล้ว'],
    [29 * DAY, 'ออกผลเมื่อ 29 วันที่แล้ว'],
    [30 * DAY, 'ออกผลเมื่อ 1 เดือนที่แล้ว'],
    [150 * DAY, 'ออกผลเมื่อ 5 เดือนที่แล้ว'],
    [365 * DAY, 'ออกผลเมื่อ 1 ปีที่แล้ว'],
  ])('%d ms ago: %s', (ms, text) => {
    expect(resultAgeText(ago(ms), now)).toBe(text);
  });
});
