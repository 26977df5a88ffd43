import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANK_CHANNEL,
  bearer,
  createTestApp,
  engineName,
  get,
  mainBalance,
  makeMember,
  makeOperator,
  makeQr,
  paymentsApp,
  post,
  sandboxPay,
  type TestContext,
  testConfig,
} from '../../test';
import { nameKey, sameName } from './desk';

const REQUESTS = '/api/admin/payments/requests';
const LINES = '/api/admin/payments/lines';
const SUMMARY = '/api/admin/payments/summary';
const IMPORT = '/api/admin/payments/statement/import';

type Req = { kind: string; id: number; reference: string | null; member: { id: number }; amount: number; status: string };
type Suggestion = { member: { id: number }; score: number; reasons: string[]; reason_labels: string[] };
type Line = { id: number; amount: number; status: string; suggestions: Suggestion[] };

/** A Bangkok day 'YYYY-MM-DD', `offset` days from today. */
const bangkokDay = (offset = 0) => new Date(Date.now() + 7 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe(`the deposits page's server (${engineName()})`, () => {
  let t: TestContext;
  let finance: { id: number; token: string };
  beforeAll(async () => {
    t = await paymentsApp();
    finance = await makeOperator(t, 'finance');
  });
  afterAll(async () => t.close());

  const list = async <T>(url: string, token = finance.token) => {
    const res = await get(t, url, token);
    expect(res.json(), res.body).toMatchObject({ error: 0 });
    return res.json().data as { items: T[]; total: number; page: number; page_size: number };
  };
  const importCsv = (csv: string, token = finance.token) =>
    t.app.inject({ method: 'POST', url: IMPORT, payload: { csv }, headers: bearer(token) });

  it('lists open QRs and deposit notices together with member, channel, amount and age; filters, sorts and pages them', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const qr = await makeQr(t, a.token, 311.11);
    const notice = await post(t, '/api/member/payment/notify', { channel_id: BANK_CHANNEL, account_id: 1, amount: 312.22 }, b.token);
    expect(notice.json().error).toBe(0);
    const range = 'min_amount=311&max_amount=313';

    const all = await list<Req & Record<string, unknown>>(`${REQUESTS}?${range}&sort=amount&dir=asc`);
    expect(all.total).toBe(2);
    expect(all.items.map((i) => i.kind)).toEqual(['qr', 'notice']);
    expect(all.items[0]).toMatchObject({
      kind_label: 'QR พร้อมเพย์',
      reference: qr.reference,
      member: { id: a.id, phone: a.phone, name: `${a.first_name} ${a.last_name}` },
      channel: 'promptpay_qr',
      channel_name: 'สแกน QR พร้อมเพย์',
      gateway: 'sandbox',
      amount: 311.11,
      status: 'pending',
      status_label: 'รอชำระ/รอยอดเข้า',
      sandbox_payable: true,
    });
    expect(all.items[0].age_seconds).toBeGreaterThanOrEqual(0);
    expect(all.items[0].age_seconds).toBeLessThan(120);
    expect(all.items[1]).toMatchObject({
      kind_label: 'แจ้งฝาก',
      reference: null,
      member: { id: b.id },
      channel: 'bank',
      amount: 312.22,
      sandbox_payable: false,
    });

    const desc = await list<Req>(`${REQUESTS}?${range}&sort=amount&dir=desc`);
    expect(desc.items.map((i) => i.amount)).toEqual([312.22, 311.11]);
    const page2 = await list<Req>(`${REQUESTS}?${range}&sort=amount&dir=asc&page=2&page_size=1`);
    expect(page2).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(page2.items.map((i) => i.amount)).toEqual([312.22]);
    expect((await list<Req>(`${REQUESTS}?${range}&kind=notice`)).items.map((i) => i.member.id)).toEqual([b.id]);
    expect((await list<Req>(`${REQUESTS}?min_amount=311.5&max_amount=313`)).items.map((i) => i.amount)).toEqual([312.22]);
    expect((await list<Req>(`${REQUESTS}?${range}&from=${bangkokDay()}&to=${bangkokDay()}`)).total).toBe(2);
    expect((await list<Req>(`${REQUESTS}?${range}&from=${bangkokDay(1)}`)).total).toBe(0);
    expect((await list<Req>(`${REQUESTS}?${range}&to=${bangkokDay(-1)}`)).total).toBe(0);

    // Paid by the sandbox: out of the pending list, in "done".
    expect((await sandboxPay(t, finance.token, qr.reference)).json().error).toBe(0);
    expect((await list<Req>(`${REQUESTS}?${range}`)).items.map((i) => i.kind)).toEqual(['notice']);
    const done = await list<Req>(`${REQUESTS}?${range}&status=done`);
    expect(done.items).toEqual([expect.objectContaining({ reference: qr.reference, status: 'done', sandbox_payable: false })]);
    expect((await list<Req>(`${REQUESTS}?${range}&status=all`)).total).toBe(2);
  });

  it('shows an unpaid QR past its time as expired, not pending', async () => {
    const m = await makeMember(t);
    const qr = await makeQr(t, m.token, 321.09);
    await t.handle.db
      .updateTable('payment_intent')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('reference', '=', qr.reference)
      .execute();
    expect((await list<Req>(`${REQUESTS}?min_amount=321.09&max_amount=321.09`)).total).toBe(0);
    const expired = await list<Req>(`${REQUESTS}?min_amount=321.09&max_amount=321.09&status=expired`);
    expect(expired.items).toEqual([expect.objectContaining({ reference: qr.reference, status: 'expired', status_label: 'หมดเวลา' })]);
  });

  it('refuses bad filters in Thai', async () => {
    const bad = async (url: string) => {
      const res = await get(t, url, finance.token);
      expect(res.statusCode, url).toBe(422);
      return JSON.stringify(res.json());
    };
    expect(await bad(`${REQUESTS}?from=2026-02-31`)).toContain('วันเริ่มต้นไม่ถูกต้อง');
    expect(await bad(`${REQUESTS}?from=${bangkokDay()}&to=${bangkokDay(-1)}`)).toContain('วันเริ่มต้นต้องไม่หลังวันสิ้นสุด');
    expect(await bad(`${REQUESTS}?min_amount=10&max_amount=5`)).toContain('ยอดต่ำสุดต้องไม่มากกว่ายอดสูงสุด');
    expect(await bad(`${REQUESTS}?sort=member`)).toContain('เรียงได้ตาม created_at, amount');
    expect(await bad(`${REQUESTS}?status=paid`)).toContain('สถานะต้องเป็น');
    expect(await bad(`${LINES}?sort=phone`)).toContain('เรียงได้ตาม');
    expect(await bad(`${LINES}?min_amount=abc`)).toContain('ยอดต่ำสุดต้องเป็นตัวเลข');
  });

  it('suggests up to 3 members for a waiting line, ranked: account owners, a QR of the same amount, the sender’s name, visible digits', async () => {
    const a = await makeMember(t, { bank_code: '025', bank_account_number: '1113333001' });
    const b = await makeMember(t, { bank_code: '025', bank_account_number: '2223333002' });
    // Same visible digits at another bank: not an owner, only a weak hint.
    const c = await makeMember(t, { bank_code: '004', bank_account_number: '9993333999' });
    // The statement's sender name is this member's bank account name (with a title, spaced differently).
    const d = await makeMember(t, { first_name: 'สมชาย', last_name: 'ใจดีมาก' });
    await makeQr(t, b.token, 433.33);
    const csv = [
      'time,channel,from_bank_code,from_account,amount,reference,from_name',
      `${minutesAgo(2)},bank,025,xxx3333xxx,433.33,SUG-1,นาย สมชาย  ใจดีมาก`,
    ].join('\n');
    const imported = await importCsv(csv);
    expect(imported.json().data).toMatchObject({ stored: 1, review: 1 });
    const lineId = imported.json().data.line_ids[0];
    const lines = await list<Line>(`${LINES}?min_amount=433.33&max_amount=433.33`);
    const line = lines.items.find((l) => l.id === lineId);
    expect(line?.suggestions.map((s) => s.member.id)).toEqual([b.id, a.id, d.id]);
    expect(line?.suggestions.map((s) => s.score)).toEqual([80, 60, 40]);
    expect(line?.suggestions[0]).toMatchObject({
      reasons: ['account', 'qr_amount'],
      reason_labels: ['บัญชีผู้โอนตรงกับบัญชีที่สมาชิกลงทะเบียน', 'สมาชิกสร้าง QR ยอดเดียวกัน'],
    });
    expect(line?.suggestions[2].reason_labels).toEqual(['ชื่อผู้โอนตรงกับชื่อบัญชีของสมาชิก']);
    expect(line?.suggestions.map((s) => s.member.id)).not.toContain(c.id);
    expect(line).toMatchObject({ from_name: 'นาย สมชาย  ใจดีมาก', reason_label: 'พบสมาชิกที่ตรงกันมากกว่า 1 คน' });

    // Assigned: decided lines carry no suggestions.
    expect((await post(t, `${LINES}/${lineId}/assign`, { member_id: b.id }, finance.token)).json().error).toBe(0);
    expect(await mainBalance(t, b.id)).toBe(43_333);
    const credited = await list<Line>(`${LINES}?status=credited&min_amount=433.33&max_amount=433.33`);
    expect(credited.items.find((l) => l.id === lineId)?.suggestions).toEqual([]);
  });

  it('suggests the member who announced the same amount, and one whose account shows the visible digits', async () => {
    const e = await makeMember(t, { bank_code: '014', bank_account_number: '5550004321' });
    const f = await makeMember(t);
    const notice = await post(t, '/api/member/payment/notify', { channel_id: BANK_CHANNEL, account_id: 1, amount: 544.44 }, f.token);
    expect(notice.json().error).toBe(0);
    // From another bank than the one registered: the matcher leaves it, the page still points at e.
    const csv = `time,channel,from_bank_code,from_account,amount,reference\n${minutesAgo(1)},bank,002,x4321,544.44,SUG-2\n`;
    const lineId = (await importCsv(csv)).json().data.line_ids[0];
    const line = (await list<Line>(`${LINES}?min_amount=544.44&max_amount=544.44`)).items.find((l) => l.id === lineId);
    expect(line?.suggestions.map((s) => [s.member.id, s.reasons])).toEqual([
      [f.id, ['notice_amount']],
      [e.id, ['account_digits']],
    ]);
  });

  it('sorts, filters and pages statement lines on the server', async () => {
    const rows = [
      [minutesAgo(30), '6000000001', '601.01', 'PG-1'],
      [minutesAgo(20), '6000000002', '603.03', 'PG-2'],
      [minutesAgo(10), '6000000003', '602.02', 'PG-3'],
    ];
    const csv = `time,channel,from_account,amount,reference\n${rows.map((r) => `${r[0]},bank,${r[1]},${r[2]},${r[3]}`).join('\n')}\n`;
    expect((await importCsv(csv)).json().data).toMatchObject({ read: 3, stored: 3, review: 3 });
    const range = 'min_amount=601&max_amount=604';
    const byAmount = await list<Line>(`${LINES}?${range}&sort=amount&dir=asc`);
    expect(byAmount.items.map((l) => l.amount)).toEqual([601.01, 602.02, 603.03]);
    const byTime = await list<Line>(`${LINES}?${range}&sort=occurred_at&dir=desc`);
    expect(byTime.items.map((l) => l.amount)).toEqual([602.02, 603.03, 601.01]);
    const newest = await list<Line>(`${LINES}?${range}`);
    expect(newest.items.map((l) => l.amount)).toEqual([602.02, 603.03, 601.01]);
    const paged = await list<Line>(`${LINES}?${range}&sort=amount&dir=desc&page=2&page_size=2`);
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.items.map((l) => l.amount)).toEqual([601.01]);
    expect((await list<Line>(`${LINES}?${range}&from=${bangkokDay(1)}`)).total).toBe(0);
    expect((await list<Line>(`${LINES}?${range}&from=${bangkokDay(-1)}&to=${bangkokDay()}`)).total).toBe(3);
    expect((await list<Line>(`${LINES}?${range}&status=dismissed`)).total).toBe(0);
  });

  it('requires a reason to dismiss a line, and records it', async () => {
    const csv = `time,channel,from_account,amount,reference\n${minutesAgo(1)},bank,6100000001,655.55,DIS-1\n`;
    const lineId = (await importCsv(csv)).json().data.line_ids[0];
    const missing = await post(t, `${LINES}/${lineId}/dismiss`, {}, finance.token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.fields.reason).toBe('กรุณาระบุเหตุผล');
    const short = await post(t, `${LINES}/${lineId}/dismiss`, { reason: 'ab' }, finance.token);
    expect(short.json().data.fields.reason).toBe('กรุณาระบุเหตุผลอย่างน้อย 3 ตัวอักษร');
    expect((await list<Line>(`${LINES}?min_amount=655.55&max_amount=655.55`)).total).toBe(1);
    const ok = await post(t, `${LINES}/${lineId}/dismiss`, { reason: 'ยอดทดสอบจากธนาคาร' }, finance.token);
    expect(ok.json().data).toMatchObject({ status: 'dismissed', dismiss_reason: 'ยอดทดสอบจากธนาคาร', decided_by_operator: finance.id });
    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .select(['operator_id', 'detail'])
      .where('action', '=', 'payments.line.dismiss')
      .where('target', '=', `statement_line:${lineId}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ operator_id: finance.id, detail: { reason: 'ยอดทดสอบจากธนาคาร' } });
  });

  it('answers the import with how many rows were read, new, duplicate, matched, waiting and refused (with Thai reasons)', async () => {
    const m = await makeMember(t, { bank_code: '004', bank_account_number: '6200000001' });
    const first = [
      'time,channel,from_bank_code,from_account,amount,reference',
      `${minutesAgo(3)},bank,004,6200000001,"1,200.00",IMP-1`,
      `${minutesAgo(3)},bank,004,6200000001,1200.00,IMP-1`,
      `${minutesAgo(2)},bank,004,6209999999,777.00,IMP-2`,
      `${minutesAgo(2)},bank,004,6209999999,-5,IMP-3`,
      `yesterday,bank,004,6209999999,5,IMP-4`,
    ].join('\r\n');
    const res = await importCsv(first);
    expect(res.json()).toMatchObject({
      error: 0,
      data: {
        read: 5,
        stored: 2,
        duplicates: 1,
        credited: 1,
        review: 1,
        refused: 2,
        refused_rows: [
          { row: 5, message: 'จำนวนเงินต้องเป็นตัวเลข' },
          { row: 6, message: 'เวลาไม่ถูกต้อง' },
        ],
      },
    });
    expect(await mainBalance(t, m.id)).toBe(120_000);
    // The same file again: all duplicates, nothing credited twice.
    expect((await importCsv(first)).json().data).toMatchObject({ read: 5, stored: 0, duplicates: 3, credited: 0, refused: 2 });
    expect(await mainBalance(t, m.id)).toBe(120_000);
    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .select('detail')
      .where('action', '=', 'payments.statement.import')
      .where('operator_id', '=', finance.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ read: 5, stored: 0, duplicates: 3, refused: 2 });
    // A file that cannot be read at all is refused whole.
    const noColumn = await importCsv('time,amount\n2025-01-01 10:00,5');
    expect(noColumn.statusCode).toBe(422);
    expect(noColumn.json().data.fields.csv).toMatch(/^แถวที่ 1: ไม่พบคอลัมน์ ช่องทาง \(channel\), บัญชีหรือเบอร์ผู้โอน \(from_account\)/);
    expect((await importCsv('time,channel,from_account,amount\n')).json().data.fields.csv).toMatch(/อย่างน้อย 1 แถว/);
  });

  it('gives the live figures: waiting QRs, notices and lines, and that the sandbox may pay', async () => {
    const before = (await get(t, SUMMARY, finance.token)).json().data;
    expect(before.sandbox_enabled).toBe(true);
    const m = await makeMember(t);
    await makeQr(t, m.token, 345.67);
    await importCsv(`time,channel,from_account,amount,reference\n${minutesAgo(1)},bank,6300000001,345.67,SUM-1\n`);
    const after = (await get(t, SUMMARY, finance.token)).json().data;
    expect(after.pending_qrs).toBe(before.pending_qrs + 1);
    expect(after.review_lines).toBe(before.review_lines + 1);
    expect(after.pending_notices).toBe(before.pending_notices);
  });

  it('lets finance and admin in, refuses support (403) and members (401)', async () => {
    const admin = await makeOperator(t, 'admin');
    const support = await makeOperator(t, 'support');
    const member = await makeMember(t);
    for (const url of [REQUESTS, SUMMARY, LINES]) {
      expect((await get(t, url, admin.token)).statusCode, url).toBe(200);
      expect((await get(t, url, support.token)).statusCode, url).toBe(403);
      expect((await get(t, url, member.token)).statusCode, url).toBe(401);
    }
    expect((await importCsv('time,channel,from_account,amount\n', support.token)).statusCode).toBe(403);
  });
});

describe(`the deposits page with the sandbox off (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    const config = testConfig();
    t = await createTestApp({ payments: { ...config.payments, sandboxEnabled: false } });
  });
  afterAll(async () => t.close());

  it('says the sandbox is off, marks no QR payable and refuses to pay', async () => {
    const finance = await makeOperator(t, 'finance');
    expect((await get(t, SUMMARY, finance.token)).json().data).toMatchObject({ sandbox_enabled: false });
    const m = await makeMember(t);
    // A sandbox QR left from when the sandbox was on.
    await t.handle.db
      .insertInto('payment_intent')
      .values({
        reference: 'QROLDSANDBOX1',
        member_id: m.id,
        channel_id: 3,
        sub_channel_id: 1,
        gateway: 'sandbox',
        amount: 10_000,
        payload: 'x',
        expires_at: new Date(Date.now() + 600_000),
      })
      .execute();
    const items = (await get(t, REQUESTS, finance.token)).json().data.items;
    expect(items).toEqual([expect.objectContaining({ reference: 'QROLDSANDBOX1', sandbox_payable: false })]);
    const pay = await sandboxPay(t, finance.token, 'QROLDSANDBOX1');
    expect(pay.json()).toMatchObject({ error: 3122 });
    expect(await mainBalance(t, m.id)).toBe(0);
  });
});

describe('sender names', () => {
  it('match without titles and spaces, a shortened statement name included', () => {
    expect(nameKey('นาย สมชาย  ใจดี')).toBe('สมชายใจดี');
    expect(sameName('น.ส. สมหญิง ใจ', 'สมหญิง ใจดีมาก')).toBe(true);
    expect(sameName('MR. JOHN DOE', 'john doe')).toBe(true);
    expect(sameName('นาย สมชาย ใจดี', 'สมศักดิ์ ใจดี')).toBe(false);
    expect(sameName('นาย ab', 'ab')).toBe(false);
  });
});
