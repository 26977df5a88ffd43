import { describe, expect, it } from 'vitest';
import { parseCsv, statementLinesFromCsv, statementTime } from './csv';
import { accountPattern, decide, type LineInput, lineKey } from './matcher';

const line = (over: Partial<LineInput> = {}): LineInput => ({
  channel: 'bank',
  occurredAt: new Date('2025-03-12T03:00:00Z'),
  fromAccount: '1234567890',
  amountSatang: 10_000,
  raw: {},
  ...over,
});
const bounds = { enabled: true, min: 100, max: 100_000_000 };
const now = new Date('2025-03-12T03:05:00Z');

describe('account patterns', () => {
  it('matches masked accounts position by position, short forms by their visible run, and needs 4 visible digits', () => {
    expect(accountPattern('123-4-56789-0')).toBe('1234567890');
    expect(accountPattern('xxx-x-x1234-x')).toBe('_____1234_');
    expect(accountPattern('XXX-X-X1234-X')).toBe('_____1234_');
    expect(accountPattern('***-*-*1234-*')).toBe('_____1234_');
    expect(accountPattern('089-xxx-2233')).toBe('089___2233');
    expect(accountPattern('x1234')).toBe('%1234%');
    expect(accountPattern('x12x34')).toBeUndefined();
    expect(accountPattern('xxxxxxx123')).toBeUndefined();
    expect(accountPattern('12a4567890')).toBeUndefined();
  });
});

describe('line identity', () => {
  it('uses the bank line id when there is one, else the content to the minute', () => {
    expect(lineKey(line({ lineId: 'KB-1' }))).toBe('id:KB-1');
    const a = lineKey(line({ occurredAt: new Date('2025-03-12T03:00:05Z'), fromAccount: 'xxx-x-x1234-x' }));
    const b = lineKey(line({ occurredAt: new Date('2025-03-12T03:00:59Z'), fromAccount: 'XXXXX1234X' }));
    expect(a).toBe(b);
    expect(lineKey(line({ amountSatang: 10_001 }))).not.toBe(lineKey(line()));
    expect(lineKey(line({ occurredAt: new Date('2025-03-12T03:01:00Z') }))).not.toBe(lineKey(line()));
  });
});

describe('the matching decision', () => {
  it('credits the one owner of the sender account, recent and within bounds', () => {
    expect(decide(line(), [7], [], bounds, 24, now)).toEqual({ credit: true, memberId: 7, noticeId: null });
    expect(decide(line(), [7], [{ id: 3, member_id: 7 }], bounds, 24, now)).toEqual({ credit: true, memberId: 7, noticeId: 3 });
  });

  it('tells several owners apart only by exactly one matching notice', () => {
    expect(decide(line(), [7, 8], [{ id: 3, member_id: 8 }], bounds, 24, now)).toEqual({ credit: true, memberId: 8, noticeId: 3 });
    expect(decide(line(), [7, 8], [], bounds, 24, now)).toMatchObject({
      credit: false,
      reason: 'ambiguous',
      memberHint: null,
      candidates: [7, 8],
    });
    expect(
      decide(
        line(),
        [7, 8],
        [
          { id: 3, member_id: 7 },
          { id: 4, member_id: 8 },
        ],
        bounds,
        24,
        now,
      ),
    ).toMatchObject({ reason: 'ambiguous' });
    // A notice of someone who does not own the account does not count.
    expect(decide(line(), [7, 8], [{ id: 5, member_id: 9 }], bounds, 24, now)).toMatchObject({ reason: 'ambiguous' });
  });

  it('leaves the rest to the operator with a reason', () => {
    expect(decide(line(), [], [], bounds, 24, now)).toMatchObject({ credit: false, reason: 'unmatched' });
    expect(decide(line(), undefined, [], bounds, 24, now)).toMatchObject({ reason: 'account_unreadable' });
    expect(decide(line({ amountSatang: 99 }), [7], [], bounds, 24, now)).toMatchObject({ reason: 'amount_out_of_bounds', memberHint: 7 });
    expect(decide(line({ amountSatang: 100_000_001 }), [7], [], bounds, 24, now)).toMatchObject({ reason: 'amount_out_of_bounds' });
    expect(decide(line({ occurredAt: new Date('2025-03-11T03:04:00Z') }), [7], [], bounds, 24, now)).toMatchObject({
      reason: 'outside_window',
    });
    expect(decide(line({ occurredAt: new Date('2025-03-12T03:11:00Z') }), [7], [], bounds, 24, now)).toMatchObject({
      reason: 'outside_window',
    });
    // The edges are inside.
    expect(decide(line({ amountSatang: 100 }), [7], [], bounds, 24, now).credit).toBe(true);
    expect(decide(line({ occurredAt: new Date('2025-03-12T03:09:00Z') }), [7], [], bounds, 24, now).credit).toBe(true);
  });
});

describe('statement CSV', () => {
  it('reads quoted fields, escaped quotes, CRLF and a BOM, skipping blank lines', () => {
    expect(parseCsv('\uFEFFa,b\r\n"1,5","say ""hi"""\n\n3,\n')).toEqual([
      ['a', 'b'],
      ['1,5', 'say "hi"'],
      ['3', ''],
    ]);
  });

  it('reads ISO times, Bangkok wall-clock times and Buddhist-era dates, refusing impossible ones', () => {
    expect(statementTime('2025-03-12T10:00:00+07:00')).toBe('2025-03-12T10:00:00+07:00');
    expect(statementTime('2025-03-12 10:00')).toBe('2025-03-12T10:00:00+07:00');
    expect(statementTime('12/03/2568 10:00:30')).toBe('2025-03-12T10:00:30+07:00');
    expect(statementTime('2/3/2025 9:05')).toBe('2025-03-02T09:05:00+07:00');
    expect(statementTime('31/02/2568 10:00')).toBeUndefined();
    expect(statementTime('2025-03-12')).toBeUndefined();
    expect(statementTime('yesterday')).toBeUndefined();
  });

  it('turns rows into lines with the webhook schema, header names in any order and case', () => {
    const { lines, errors } = statementLinesFromCsv(
      'Amount,Channel,From_Account,Time,Reference,From_Bank_Code\n"1,250.50",BANK,xxx-x-x1234-x,2025-03-12 10:00,KB-9,004\n30,truemoney,0891112233,12/03/2568 10:01,,\n',
    );
    expect(errors).toEqual([]);
    expect(lines).toEqual([
      {
        line_id: 'KB-9',
        time: '2025-03-12T10:00:00+07:00',
        channel: 'bank',
        from_bank_code: '004',
        from_account: 'xxx-x-x1234-x',
        amount: 1250.5,
      },
      { time: '2025-03-12T10:01:00+07:00', channel: 'truemoney', from_account: '0891112233', amount: 30 },
    ]);
  });

  it('reads the Thai headers the import panel lists, and names a missing column in Thai', () => {
    const { lines, errors } = statementLinesFromCsv(
      'วันเวลา,ช่องทาง,บัญชีผู้โอน,จำนวนเงิน,เลขอ้างอิง,ชื่อผู้โอน\n2025-03-12 10:00,bank,1234567890,"1,500.00",SCB-1,สมชาย ใจดี\n',
    );
    expect(errors).toEqual([]);
    expect(lines).toEqual([
      {
        line_id: 'SCB-1',
        time: '2025-03-12T10:00:00+07:00',
        channel: 'bank',
        from_account: '1234567890',
        from_name: 'สมชาย ใจดี',
        amount: 1500,
      },
    ]);
    expect(statementLinesFromCsv('เวลา,ยอดเงิน\n2025-03-12 10:00,5\n').errors).toEqual([
      { row: 1, message: 'ไม่พบคอลัมน์ ช่องทาง (channel), บัญชีหรือเบอร์ผู้โอน (from_account)' },
    ]);
  });

  it('lists every bad row with its number', () => {
    const { errors } = statementLinesFromCsv(
      'time,channel,from_account,amount\n2025-03-12 10:00,bank,1234567890,abc\n2025-03-12 10:00,bank,12,5\n2025-03-12 10:00,bank,1234567890,0\n',
    );
    expect(errors.map((e) => e.row)).toEqual([2, 3, 4]);
    for (const e of errors) expect(e.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(statementLinesFromCsv('time,channel,from_account,amount\n').errors[0].row).toBe(1);
  });
});
