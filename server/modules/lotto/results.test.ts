import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fromGovernment,
  fromHanoi,
  fromLao,
  fromStock,
  fromYeekee,
  resultFor,
  shotListDigest,
  toWireResult,
  yeekeeNumber,
} from './results';

describe('each category yields 3 top and 2 bottom from its published result', () => {
  it('government: last 3 (and last 2) of the first prize; its own 2-digit prize', () => {
    const r = toWireResult(fromGovernment({ first_prize: '820866', front3: ['266', '481'], back3: ['082', '447'], bottom2: '06' }));
    expect(r).toMatchObject({
      top3: '866',
      top2: '66',
      bottom2: '06',
      front3: ['266', '481'],
      back3: ['082', '447'],
      first_prize: '820866',
    });
  });

  it('stock: unit digit and 2 decimals of the close; 2 decimals of the change', () => {
    expect(fromStock({ close: '38,123.45', change: '-123.67' })).toMatchObject({ top3: '345', bottom2: '67' });
    expect(fromStock({ close: '1234.05', change: '+0.07' })).toMatchObject({ top3: '405', bottom2: '07' });
    expect(fromStock({ close: '16890.00', change: '10.40' })).toMatchObject({ top3: '000', bottom2: '40' });
  });

  it('Hanoi: last 3 of the special prize; last 2 of the first prize', () => {
    expect(fromHanoi({ special: '58231', first: '90417' })).toMatchObject({ top3: '231', bottom2: '17' });
  });

  it('Lao: last 3 of the 4-digit number; its first 2', () => {
    expect(fromLao({ number: '4823' })).toMatchObject({ top3: '823', bottom2: '48' });
  });

  it('refuses a form of result that does not belong to the category', () => {
    expect(() => resultFor('government', { kind: 'direct', top3: '123', bottom2: '45' })).toThrow();
    expect(() => resultFor('yeekee', { kind: 'direct', top3: '123', bottom2: '45' })).toThrow();
    expect(resultFor('stock', { kind: 'direct', top3: '123', bottom2: '45' })).toMatchObject({ top3: '123', bottom2: '45' });
    expect(resultFor('lao', { kind: 'lao', number: '0912' })).toMatchObject({ top3: '912', bottom2: '09' });
  });
});

describe('Yeekee', () => {
  it('(sum of all shots - the 16th most recent) mod 100000, worked by hand', () => {
    // Shot i (1..20) is i*1001: 01001, 02002, ... 20020. Sum = 1001 * 210 = 210210.
    // The 16th most recent of 20 is shot 5 (05005). 210210 - 5005 = 205205 -> 05205.
    const shots = Array.from({ length: 20 }, (_, i) => String((i + 1) * 1001).padStart(5, '0'));
    const y = yeekeeNumber(shots);
    expect(y).toEqual({ sum: 210_210, subtracted: { seq: 5, number: '05005' }, number: '05205' });
    const r = fromYeekee(y.number, {});
    expect(r).toMatchObject({ top3: '205', bottom2: '05', yeekee_number: '05205' });
  });

  it('wraps modulo 100000 and keeps 5 digits', () => {
    const shots = Array.from({ length: 16 }, () => '99999');
    // sum 1599984, minus the first shot (the 16th most recent of 16) 99999 = 1499985 -> 99985
    expect(yeekeeNumber(shots).number).toBe('99985');
    expect(yeekeeNumber(['00000', '00001']).number).toBe('00001');
  });

  it('publishes the SHA-256 of the list as documented', () => {
    const at = new Date('2025-01-10T00:00:00.000Z');
    const shots = [
      { seq: 1, number: '12345', created_at: at },
      { seq: 2, number: '00007', created_at: new Date(at.getTime() + 1500) },
    ];
    const expected = createHash('sha256').update('1|12345|2025-01-10T00:00:00.000Z\n2|00007|2025-01-10T00:00:01.500Z').digest('hex');
    expect(shotListDigest(shots)).toBe(expected);
    expect(shotListDigest(shots)).not.toBe(shotListDigest([shots[1], shots[0]]));
  });
});
