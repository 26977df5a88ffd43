import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { parsePromptPayId } from '@contract/promptpay-id';
import generatePayload from 'promptpay-qr';
import { describe, expect, it } from 'vitest';
import { crc16, crcHex, decodeEmv, encodeEmv, formatAmount, hasValidCrc, promptPayPayload } from './promptpay';

/** Payloads published by others: the promptpay-qr package's own tests, and payloads made by Thai gateways and banks. */
const PROMPTPAY_QR_VECTORS = [
  '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
  '00020101021129370016A000000677010111011300668912345675802TH5303764630429C1',
  '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A',
  '00020101021129370016A000000677010111021301234567890125802TH530376463040CBD',
  '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
];
const GATEWAY_VECTORS = [
  // merchant QRs printed by Thai banks (tag 30 merchant, tag 62 terminal/reference data)
  '00020101021130830016A0000006770101120115010753700088205021922141170560220009090317WEERAYUTNAMWONGSA53037645802TH62080704000063046EAD',
  '00020101021130690016A000000677010112011501075370008820502192A036354TB2000326PG0303KLH53037645802TH620807040000630499B3',
  '00020101021130730016A0000006770101120115010753700088205021916151060181105030020307PIRASIT53037645802TH620807040000630443A3',
  '00020101021230710016A000000677010112011501055520624410102040001032000010040IW93DD5DD4015303764540400405802TH62100706TDW00163043A3D',
  // PromptPay payloads from other libraries' tests (0812345678 with and without an amount)
  '00020101021129370016A000000677010111011300668123456785802TH530376463045D82',
  '00020101021229370016A000000677010111011300668123456785802TH53037645406100.006304BB8A',
  '00020101021229370016A000000677010111011300668123456785802TH53037645406150.006304CC46',
];

/** The CRC library promptpay-qr itself uses (a dev-only cross-check, untyped CommonJS). */
const crcPackage = createRequire(import.meta.url)('crc') as { crc16xmodem: (s: string, init: number) => number };

const fields = (payload: string) => Object.fromEntries(decodeEmv(payload));

describe('EMVCo encoding and CRC', () => {
  it('computes CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF): the standard check value of "123456789" is 0x29B1', () => {
    expect(crc16('123456789')).toBe(0x29b1);
    expect(crcHex('')).toBe('FFFF');
  });

  it('reproduces every published payload byte for byte from its data objects', () => {
    for (const published of [...PROMPTPAY_QR_VECTORS, ...GATEWAY_VECTORS]) {
      expect(hasValidCrc(published), published).toBe(true);
      const objects = decodeEmv(published).filter(([id]) => id !== '63');
      expect(encodeEmv(objects)).toBe(published);
    }
  });

  it('rejects a payload whose CRC or content was changed', () => {
    const good = PROMPTPAY_QR_VECTORS[4];
    expect(hasValidCrc(`${good.slice(0, -4)}E468`)).toBe(false);
    expect(hasValidCrc(good.replace('54044.22', '54044.23'))).toBe(false);
  });
});

describe('PromptPay payload', () => {
  it('builds the dynamic payload of the brief in ascending tag order, CRC uppercase', () => {
    const payload = promptPayPayload({ promptPayId: '081-234-5678', amountSatang: 15_000, reference: 'DP24A7K3Q9' });
    // The CRC 4794 was computed by an independent implementation (the crc package's crc16xmodem, init 0xFFFF).
    expect(payload).toBe(
      [
        '000201',
        '010212',
        '2937' + '0016A000000677010111' + '01130066812345678',
        '5303764',
        '5406150.00',
        '5802TH',
        '6214' + '0510DP24A7K3Q9',
        '6304' + '4794',
      ].join(''),
    );
  });

  it('agrees with an independent CRC-16 implementation on random payload-like strings', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ.';
    for (let i = 0; i < 200; i++) {
      let s = '';
      const n = randomInt(0, 120);
      for (let j = 0; j < n; j++) s += alphabet[randomInt(alphabet.length)];
      expect(crc16(s), s).toBe(crcPackage.crc16xmodem(s, 0xffff));
    }
  });

  it('agrees with the promptpay-qr package on every field it writes, for phones, tax ids and amounts', () => {
    const cases: Array<{ id: string; satang?: number }> = [
      { id: '0801234567' },
      { id: '+66-89-123-4567' },
      { id: '1111111111111' },
      { id: '0123456789012' },
      { id: '0812345678', satang: 15_000 },
      { id: '000-000-0000', satang: 422 },
      { id: '0105561234567', satang: 5_000_000 },
    ];
    for (let i = 0; i < 40; i++) cases.push({ id: `08${String(randomInt(1e8)).padStart(8, '0')}`, satang: randomInt(1, 5_000_001) });
    for (const c of cases) {
      const theirs = generatePayload(c.id, c.satang === undefined ? {} : { amount: c.satang / 100 });
      const ours = promptPayPayload({ promptPayId: c.id, amountSatang: c.satang });
      // The package puts 58 before 53 (any order is valid EMV), so the fields agree and each CRC holds.
      const { '63': _c1, ...ourFields } = fields(ours);
      const { '63': _c2, ...theirFields } = fields(theirs);
      expect(ourFields, `${c.id} ${c.satang}`).toEqual(theirFields);
      expect(ours.length).toBe(theirs.length);
      expect(hasValidCrc(ours) && hasValidCrc(theirs)).toBe(true);
      // With a reference, only tag 62 (and so the CRC) is added.
      const withRef = promptPayPayload({ promptPayId: c.id, amountSatang: c.satang, reference: 'REF123' });
      const { '62': additional, '63': _crc, ...rest } = fields(withRef);
      expect(rest).toEqual(theirFields);
      expect(additional).toBe('0506REF123');
      expect(hasValidCrc(withRef)).toBe(true);
    }
  });

  it('writes the reference as a bill number (62-01) when asked', () => {
    const payload = promptPayPayload({ promptPayId: '0812345678', amountSatang: 100, reference: 'BILL9', referenceTag: 'billNumber' });
    expect(fields(payload)['62']).toBe('0105BILL9');
  });

  it('formats amounts from integer satang with exactly 2 decimals', () => {
    expect(formatAmount(1)).toBe('0.01');
    expect(formatAmount(2000)).toBe('20.00');
    expect(formatAmount(5_000_000)).toBe('50000.00');
    expect(formatAmount(12_345_678)).toBe('123456.78');
    for (const bad of [0, -100, 1.5, Number.NaN]) expect(() => formatAmount(bad)).toThrow(RangeError);
  });

  it('reads PromptPay ids as people write them and refuses anything else', () => {
    expect(parsePromptPayId('0812345678')).toEqual({ kind: 'phone', value: '0066812345678' });
    expect(parsePromptPayId('+66 81 234 5678')).toEqual({ kind: 'phone', value: '0066812345678' });
    expect(parsePromptPayId('1-1111-11111-11-1')).toEqual({ kind: 'taxId', value: '1111111111111' });
    expect(parsePromptPayId('123456789012345')).toEqual({ kind: 'eWallet', value: '123456789012345' });
    for (const bad of ['', '12345', '08123456789', 'abc']) expect(() => parsePromptPayId(bad)).toThrow(RangeError);
  });

  it('refuses references that would break the payload', () => {
    expect(() => promptPayPayload({ promptPayId: '0812345678', amountSatang: 100, reference: 'has space' })).toThrow(RangeError);
    expect(() => promptPayPayload({ promptPayId: '0812345678', amountSatang: 100, reference: 'X'.repeat(26) })).toThrow(RangeError);
  });
});
