import { describe, expect, it } from 'vitest';
import { bonusExample, exampleText, headline, requirementText, summaryLine, weightsText } from './terms';
import { dailyPromotion, fixedPromotion, promotionFixture } from './testing';

describe('promotion terms in Thai', () => {
  it('headlines each type', () => {
    expect(headline(promotionFixture())).toBe('โบนัส 50% สูงสุด 1,000 บาท');
    expect(headline(promotionFixture({ percent: 12.5, max_bonus: null }))).toBe('โบนัส 12.5% ไม่จำกัดสูงสุด');
    expect(headline(fixedPromotion)).toBe('ฝาก 100 รับโบนัส 100 บาท');
  });

  it('says what the requirement is', () => {
    expect(requirementText(promotionFixture().requirement)).toBe('ทำเทิร์น 1 เท่าของยอดฝาก+โบนัส');
    expect(requirementText(dailyPromotion.requirement)).toBe('ทำเทิร์น 2 เท่าของโบนัส');
    expect(requirementText({ ...dailyPromotion.requirement, multiplier: 1.5 })).toBe('ทำเทิร์น 1.5 เท่าของโบนัส');
    expect(requirementText(fixedPromotion.requirement)).toBe('ทำยอดเงินให้ถึง 3 เท่าของยอดฝาก+โบนัส');
    expect(requirementText({ ...dailyPromotion.requirement, multiplier: 0 })).toBe('ไม่ต้องทำเทิร์น');
  });

  it('lists the weights in product order with Thai names', () => {
    expect(weightsText({ lotto: 0, casino: 50, slot: 100 })).toBe('สล็อต 100% · คาสิโน 50% · หวย 0%');
    expect(weightsText({ fishing: 100, sport: 20 })).toBe('ยิงปลา 100% · กีฬา 20%');
    expect(weightsText(null)).toBe('ทุกเกม 100%');
  });

  it('computes the example to the satang: percent within the cap, turnover on deposit + bonus or bonus only', () => {
    expect(bonusExample(promotionFixture(), 1000)).toEqual({
      ok: true,
      deposit: 1000,
      bonus: 500,
      credit: 1500,
      kind: 'turnover',
      target: 1500,
    });
    // The cap: 50% of 3,000 is 1,500, capped at 1,000.
    expect(bonusExample(promotionFixture(), 3000)).toMatchObject({ bonus: 1000, credit: 4000, target: 4000 });
    // 10% of 333.33 is 33.333 -> 33.33; turnover 2 x the bonus.
    expect(bonusExample(dailyPromotion, 333.33)).toMatchObject({ bonus: 33.33, target: 66.66 });
    // 12.5% of 100.01 = 12.50125 -> 12.50; 1.25 x 112.51 = 140.6375 -> rounded up to 140.64.
    const odd = promotionFixture({ percent: 12.5, requirement: { ...promotionFixture().requirement, multiplier: 1.25 } });
    expect(bonusExample(odd, 100.01)).toMatchObject({ bonus: 12.5, target: 140.64 });
    // Fixed: the fixed bonus; balance target 3 x (deposit + bonus).
    expect(bonusExample(fixedPromotion, 150)).toEqual({ ok: true, deposit: 150, bonus: 100, credit: 250, kind: 'balance', target: 750 });
  });

  it('says when the amount gets no bonus', () => {
    expect(bonusExample(promotionFixture(), 99.99)).toEqual({
      ok: false,
      deposit: 99.99,
      reason: 'ยอดฝากขั้นต่ำของโปรโมชั่นนี้คือ 100 บาท ยอดนี้จะไม่ได้รับโบนัส',
    });
    expect(bonusExample(promotionFixture(), 0)).toMatchObject({ ok: false, reason: 'กรอกยอดฝากเพื่อดูโบนัสที่จะได้รับ' });
  });

  it('reads the example and the one-line summary', () => {
    expect(exampleText(bonusExample(promotionFixture(), 1000))).toBe(
      'ฝาก 1,000 บาท ได้โบนัส 500 บาท รวมเป็น 1,500 บาท · ทำเทิร์น 1,500 บาท ก่อนถอน',
    );
    expect(exampleText(bonusExample(fixedPromotion, 100))).toBe('ฝาก 100 บาท ได้โบนัส 100 บาท รวมเป็น 200 บาท · ทำยอดเงินให้ถึง 600 บาท ก่อนถอน');
    expect(summaryLine(dailyPromotion)).toBe('โบนัส 10% สูงสุด 500 บาท · ฝากขั้นต่ำ 300 บาท · ทำเทิร์น 2 เท่าของโบนัส');
  });
});
