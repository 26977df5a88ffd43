import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/reply';
import { gloFeed } from './feeds/glo';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('the GLO result feed parser', () => {
  it('reads getLatestLottery JSON (prizes in round order, whatever order they come in)', () => {
    expect(gloFeed.parse(fixture('glo-latest.json'))).toEqual({
      category_code: 'gov',
      draw_date: '2025-01-17',
      result: { kind: 'government', first_prize: '819043', front3: ['207', '581'], back3: ['046', '993'], bottom2: '72' },
    });
  });

  it('reads getLotteryResult JSON with a Buddhist-era displayDate', () => {
    expect(gloFeed.parse(fixture('glo-result-by-date.json'))).toEqual({
      category_code: 'gov',
      draw_date: '2025-03-01',
      result: { kind: 'government', first_prize: '447281', front3: ['115', '930'], back3: ['268', '604'], bottom2: '18' },
    });
  });

  it('reads the plain-text layout, ignoring prize amounts and the other prizes', () => {
    expect(gloFeed.parse(fixture('glo-result.txt'))).toEqual({
      category_code: 'gov',
      draw_date: '2025-03-16',
      result: { kind: 'government', first_prize: '503126', front3: ['348', '771'], back3: ['090', '652'], bottom2: '05' },
    });
  });

  it('refuses an incomplete or malformed result rather than guessing', () => {
    const refuse = (payload: string) => {
      try {
        gloFeed.parse(payload);
      } catch (e) {
        expect(e).toBeInstanceOf(AppError);
        expect((e as AppError).def.code).toBe(5011);
        return (e as AppError).message;
      }
      throw new Error('parsed');
    };
    expect(refuse(fixture('glo-broken.json'))).toMatch(/รางวัลที่ 1|เลขหน้า 3 ตัว/);
    expect(refuse('{"response": {')).toMatch(/JSON/);
    expect(refuse('{"status": true}')).toMatch(/response/);
    expect(refuse(fixture('glo-result.txt').replace('งวดวันที่ 16 มีนาคม 2568', 'งวดล่าสุด'))).toMatch(/วันที่/);
    expect(refuse(fixture('glo-result.txt').replace('  090   652', '  090'))).toMatch(/เลขท้าย 3 ตัว/);
  });
});
