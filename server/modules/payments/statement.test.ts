import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../../payments/signing';
import {
  BANK_CHANNEL,
  bearer,
  countRows,
  depositsOf,
  engineName,
  get,
  mainBalance,
  makeMember,
  makeOperator,
  paymentsApp,
  post,
  signedPost,
  type TestContext,
  TRUEMONEY_ACCOUNT,
  TRUEMONEY_CHANNEL,
} from '../../test';
import { verifyLedger } from '../ledger';

const WEBHOOK = '/api/payments/statement/webhook';
const IMPORT = '/api/admin/payments/statement/import';

/** Unique 10-digit account numbers for this suite. */
let n = 0;
const account = () => String(6_000_000_000 + ++n);

describe(`bank and TrueMoney statement lines (${engineName()})`, () => {
  let t: TestContext;
  let secret: string;
  let finance: { id: number; token: string };
  beforeAll(async () => {
    t = await paymentsApp();
    secret = t.config.payments.statementSecret!;
    finance = await makeOperator(t, 'finance');
  });
  afterAll(async () => t.close());

  const webhook = (lines: unknown[], now?: Date) => signedPost(t, WEBHOOK, JSON.stringify({ lines }), secret, now);
  const importCsv = (csv: string, token = finance.token) =>
    t.app.inject({ method: 'POST', url: IMPORT, payload: { csv }, headers: bearer(token) });
  const lineRow = (id: number) => t.handle.db.selectFrom('bank_statement_line').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const recent = (minutesAgo = 3) => new Date(Date.now() - minutesAgo * 60_000);

  it('credits a line from the member’s registered account once, whether it comes by webhook, CSV import or both', async () => {
    const acct = account();
    const m = await makeMember(t, { bank_code: '004', bank_account_number: acct });
    const time = recent();
    const first = await webhook([
      { line_id: 'KB-0001', time: time.toISOString(), channel: 'bank', from_bank_code: '004', from_account: acct, amount: 1500 },
    ]);
    expect(first.json()).toMatchObject({ error: 0, data: { received: 1, stored: 1, duplicates: 0, credited: 1, review: 0 } });
    const csv = `time,channel,from_bank_code,from_account,amount,reference\n${time.toISOString()},bank,004,${acct},"1,500.00",KB-0001\n`;
    const imported = await importCsv(csv);
    expect(imported.json()).toMatchObject({ error: 0, data: { read: 1, stored: 0, duplicates: 1, credited: 0, refused: 0 } });
    const replay = await webhook([
      { line_id: 'KB-0001', time: time.toISOString(), channel: 'bank', from_bank_code: '004', from_account: acct, amount: 1500 },
    ]);
    expect(replay.json().data).toMatchObject({ duplicates: 1, credited: 0 });
    expect(await mainBalance(t, m.id)).toBe(150_000);
    const deposits = await depositsOf(t, m.id);
    expect(deposits).toHaveLength(1);
    expect(deposits[0].idempotency_key).toBe(`stmt:${first.json().data.line_ids[0]}`);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('recognises a line without a bank id by its content: webhook (ISO) and CSV (Bangkok time, Buddhist year) meet', async () => {
    const acct = account();
    const m = await makeMember(t, { bank_code: '014', bank_account_number: acct });
    // An hour ago, written as Bangkok wall-clock time (UTC+7) to the minute.
    const bkk = new Date(Date.now() + 7 * 3600_000 - 60 * 60_000);
    const ymd = bkk.toISOString().slice(0, 10);
    const hm = bkk.toISOString().slice(11, 16);
    const iso = `${ymd}T${hm}:00+07:00`;
    const [y, mo, d] = ymd.split('-');
    const both = await Promise.all([
      webhook([{ time: iso, channel: 'bank', from_bank_code: '014', from_account: acct, amount: 250 }]),
      importCsv(`datetime,channel,bank_code,account,amount\n${d}/${mo}/${Number(y) + 543} ${hm},bank,014,${acct},250.00\n`),
    ]);
    for (const r of both) expect(r.json().error, r.body).toBe(0);
    expect(both.map((r) => r.json().data.stored).sort()).toEqual([0, 1]);
    expect(await mainBalance(t, m.id)).toBe(25_000);
  });

  it('matches a masked sender account on its visible digits, positions included', async () => {
    const acct = '7300112345';
    const m = await makeMember(t, { bank_code: '006', bank_account_number: acct });
    const r = await webhook([
      { line_id: 'KTB-1', time: recent().toISOString(), channel: 'bank', from_bank_code: '006', from_account: 'xxx-x-x1234-x', amount: 99 },
    ]);
    expect(r.json().data).toMatchObject({ credited: 1 });
    expect(await mainBalance(t, m.id)).toBe(9_900);
    // The same digits at other positions are someone else.
    const other = await webhook([
      { line_id: 'KTB-2', time: recent().toISOString(), channel: 'bank', from_bank_code: '006', from_account: 'xx-x1234-xxx', amount: 99 },
    ]);
    expect(other.json().data).toMatchObject({ review: 1 });
    expect((await lineRow(other.json().data.line_ids[0])).reason).toBe('unmatched');
  });

  it('leaves an ambiguous line (several owners of the visible digits) and an unmatched one for the operator', async () => {
    const a = await makeMember(t, { bank_code: '025', bank_account_number: '1118888001' });
    const b = await makeMember(t, { bank_code: '025', bank_account_number: '2228888002' });
    const amb = await webhook([
      { line_id: 'BAY-1', time: recent().toISOString(), channel: 'bank', from_bank_code: '025', from_account: 'xxx8888xxx', amount: 300 },
    ]);
    expect(amb.json().data).toMatchObject({ stored: 1, credited: 0, review: 1 });
    const line = await lineRow(amb.json().data.line_ids[0]);
    expect(line).toMatchObject({ status: 'review', reason: 'ambiguous', member_id: null });
    expect([...line.candidates].sort()).toEqual([a.id, b.id].sort());
    const none = await webhook([
      { line_id: 'BAY-2', time: recent().toISOString(), channel: 'bank', from_bank_code: '025', from_account: '9999999999', amount: 300 },
    ]);
    expect((await lineRow(none.json().data.line_ids[0])).reason).toBe('unmatched');
    const unreadable = await webhook([
      { line_id: 'BAY-3', time: recent().toISOString(), channel: 'bank', from_account: 'xxxxxxx12x', amount: 300 },
    ]);
    expect((await lineRow(unreadable.json().data.line_ids[0])).reason).toBe('account_unreadable');
    expect(await mainBalance(t, a.id)).toBe(0);
    expect(await mainBalance(t, b.id)).toBe(0);
    // The operator's list shows them with Thai reasons and the candidates.
    const list = (await get(t, '/api/admin/payments/lines?status=review&page_size=100', finance.token)).json().data;
    const shown = list.items.find((i: { id: number }) => i.id === line.id);
    expect(shown).toMatchObject({
      status_label: 'รอแอดมินตรวจสอบ',
      reason_label: 'พบสมาชิกที่ตรงกันมากกว่า 1 คน',
      from_bank_name: 'ธนาคารกรุงศรีอยุธยา',
    });
    expect(shown.candidates.map((c: { id: number }) => c.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('tells apart look-alike accounts by a deposit notice with the same amount', async () => {
    const a = await makeMember(t, { bank_code: '011', bank_account_number: '1117777001' });
    const b = await makeMember(t, { bank_code: '011', bank_account_number: '2227777002' });
    const notice = await post(t, '/api/member/payment/notify', { channel_id: BANK_CHANNEL, account_id: 1, amount: 700 }, b.token);
    expect(notice.json()).toMatchObject({ error: 0, data: { amount: 700, status: 'pending', status_label: 'รอตรวจสอบยอดเงินเข้า' } });
    const r = await webhook([
      { line_id: 'TTB-1', time: new Date().toISOString(), channel: 'bank', from_bank_code: '011', from_account: 'xxx7777xxx', amount: 700 },
    ]);
    expect(r.json().data).toMatchObject({ credited: 1 });
    expect(await mainBalance(t, b.id)).toBe(70_000);
    expect(await mainBalance(t, a.id)).toBe(0);
    const stored = await t.handle.db
      .selectFrom('deposit_notice')
      .select(['status', 'line_id'])
      .where('id', '=', notice.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'matched', line_id: r.json().data.line_ids[0] });
  });

  it('matches TrueMoney lines by the member’s registered phone', async () => {
    const m = await makeMember(t, { phone: '0891112233' });
    const r = await webhook([
      { line_id: 'TMN-1', time: recent().toISOString(), channel: 'truemoney', from_account: '089-xxx-2233', amount: 50 },
    ]);
    expect(r.json().data).toMatchObject({ credited: 1 });
    expect(await mainBalance(t, m.id)).toBe(5_000);
  });

  it('leaves amounts outside the channel bounds and old lines for the operator', async () => {
    const acct = account();
    const m = await makeMember(t, { bank_code: '004', bank_account_number: acct });
    const tiny = await webhook([{ line_id: 'KB-TINY', time: recent().toISOString(), channel: 'bank', from_account: acct, amount: 0.5 }]);
    expect(await lineRow(tiny.json().data.line_ids[0])).toMatchObject({ reason: 'amount_out_of_bounds', member_id: m.id });
    const old = await webhook([
      { line_id: 'KB-OLD', time: new Date(Date.now() - 48 * 3600_000).toISOString(), channel: 'bank', from_account: acct, amount: 100 },
    ]);
    expect(await lineRow(old.json().data.line_ids[0])).toMatchObject({ reason: 'outside_window', member_id: m.id });
    const tm = await webhook([
      { line_id: 'TMN-BIG', time: recent().toISOString(), channel: 'truemoney', from_account: '0800000000', amount: 30_000.01 },
    ]);
    expect((await lineRow(tm.json().data.line_ids[0])).reason).toBe('amount_out_of_bounds');
    expect(await mainBalance(t, m.id)).toBe(0);
  });

  it('refuses a forged, stale or tampered webhook and bad lines, storing nothing', async () => {
    const before = await countRows(t, 'bank_statement_line');
    const body = JSON.stringify({
      lines: [{ line_id: 'X-1', time: recent().toISOString(), channel: 'bank', from_account: '1234567890', amount: 100 }],
    });
    expect((await signedPost(t, WEBHOOK, body, 'wrong-secret')).json()).toMatchObject({ error: 3120 });
    const stale = await signedPost(t, WEBHOOK, body, secret, new Date(Date.now() - 6 * 60_000));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toBe(3121);
    const tampered = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: body.replace('100', '900'),
      headers: signedHeaders(secret, body),
    });
    expect(tampered.json().error).toBe(3120);
    for (const amount of [-1, 0, 1.234, 'abc', 99_999_999]) {
      const bad = await webhook([{ line_id: 'X-2', time: recent().toISOString(), channel: 'bank', from_account: '1234567890', amount }]);
      expect(bad.statusCode, String(amount)).toBe(422);
    }
    expect((await webhook([{ time: 'yesterday', channel: 'bank', from_account: '1234567890', amount: 1 }])).statusCode).toBe(422);
    expect((await webhook([])).statusCode).toBe(422);
    expect(await countRows(t, 'bank_statement_line')).toBe(before);
  });

  it('imports the good rows of a CSV and refuses each bad one with its row and a Thai reason; refuses files over 64 KB', async () => {
    const before = await countRows(t, 'bank_statement_line');
    const csv = [
      'time,channel,from_account,amount,reference',
      `${recent().toISOString()},bank,1234567890,100.00,OK-1`,
      `${recent().toISOString()},bank,1234567890,-5,BAD-1`,
      `not a time,bank,1234567890,10,BAD-2`,
      `${recent().toISOString()},paypal,1234567890,10,BAD-3`,
      `${recent().toISOString()},bank,1234567890,10.005,BAD-4`,
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ read: 5, stored: 1, refused: 4 });
    expect(body.data.refused_rows.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6]);
    expect(body.data.refused_rows[2].message).toBe('ช่องทางต้องเป็น bank หรือ truemoney');
    expect(await countRows(t, 'bank_statement_line')).toBe(before + 1);
    const unreadable = await importCsv('time,amount\n2025-01-01 10:00,5');
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().error).toBe(3131);
    expect(unreadable.json().data.rows[0].message).toMatch(/from_account/);
    const big = `time,channel,from_account,amount\n${`${recent().toISOString()},bank,1234567890,1.00\n`.repeat(2000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(64 * 1024);
    const tooBig = await importCsv(big);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().data.fields.csv).toBe('ไฟล์ CSV ต้องมีขนาดไม่เกิน 64 KB');
    expect(await countRows(t, 'bank_statement_line')).toBe(before + 1);
  });

  it('lets finance assign a waiting line to a member: credited once, audited with the operator id', async () => {
    const m = await makeMember(t);
    const r = await webhook([
      { line_id: 'ASSIGN-1', time: recent().toISOString(), channel: 'bank', from_account: '5555555555', amount: 420 },
    ]);
    const lineId = r.json().data.line_ids[0];
    const assigned = await post(
      t,
      `/api/admin/payments/lines/${lineId}/assign`,
      { member_id: m.id, note: 'ลูกค้าส่งสลิปทางไลน์' },
      finance.token,
    );
    expect(assigned.json()).toMatchObject({
      error: 0,
      data: { id: lineId, status: 'credited', status_label: 'เติมเงินแล้ว', member: { id: m.id }, decided_by_operator: finance.id },
    });
    expect(await mainBalance(t, m.id)).toBe(42_000);
    const again = await post(t, `/api/admin/payments/lines/${lineId}/assign`, { member_id: m.id }, finance.token);
    expect(again.json()).toMatchObject({ error: 3130, message: 'รายการเดินบัญชีนี้ถูกดำเนินการไปแล้ว' });
    const dismissLate = await post(t, `/api/admin/payments/lines/${lineId}/dismiss`, { reason: 'ซ้ำ' + 'ซ้อน' }, finance.token);
    expect(dismissLate.json().error).toBe(3130);
    // The same line arriving again later (another import) changes nothing.
    const reimport = await webhook([
      { line_id: 'ASSIGN-1', time: recent().toISOString(), channel: 'bank', from_account: '5555555555', amount: 420 },
    ]);
    expect(reimport.json().data.duplicates).toBe(1);
    expect(await mainBalance(t, m.id)).toBe(42_000);
    const deposits = await depositsOf(t, m.id);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ idempotency_key: `stmt:${lineId}`, created_by_operator: finance.id });
    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('action', '=', 'payments.line.assign')
      .where('target', '=', `statement_line:${lineId}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: finance.id, detail: { member_id: m.id, amount: 420, note: 'ลูกค้าส่งสลิปทางไลน์' } });
  });

  it('credits a line once when two operators assign it at the same time', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const other = await makeOperator(t, 'admin');
    const r = await webhook([
      { line_id: 'RACE-1', time: recent().toISOString(), channel: 'bank', from_account: '5555555556', amount: 100 },
    ]);
    const lineId = r.json().data.line_ids[0];
    const results = await Promise.all([
      post(t, `/api/admin/payments/lines/${lineId}/assign`, { member_id: a.id }, finance.token),
      post(t, `/api/admin/payments/lines/${lineId}/assign`, { member_id: b.id }, other.token),
    ]);
    expect(results.map((x) => x.json().error).sort()).toEqual([0, 3130]);
    expect((await mainBalance(t, a.id)) + (await mainBalance(t, b.id))).toBe(10_000);
  });

  it('lets finance dismiss a waiting line with a reason (audited), and refuses bad input', async () => {
    const r = await webhook([
      { line_id: 'DISMISS-1', time: recent().toISOString(), channel: 'bank', from_account: '5555555557', amount: 10 },
    ]);
    const lineId = r.json().data.line_ids[0];
    const noReason = await post(t, `/api/admin/payments/lines/${lineId}/dismiss`, { reason: ' ' }, finance.token);
    expect(noReason.statusCode).toBe(422);
    const dismissed = await post(t, `/api/admin/payments/lines/${lineId}/dismiss`, { reason: 'โอนคืนลูกค้าแล้ว' }, finance.token);
    expect(dismissed.json().data).toMatchObject({ status: 'dismissed', status_label: 'ไม่ดำเนินการ', dismiss_reason: 'โอนคืนลูกค้าแล้ว' });
    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('action', '=', 'payments.line.dismiss')
      .where('target', '=', `statement_line:${lineId}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect((await post(t, '/api/admin/payments/lines/999999/assign', { member_id: 1 }, finance.token)).statusCode).toBe(404);
    const m = await makeMember(t);
    const r2 = await webhook([
      { line_id: 'DISMISS-2', time: recent().toISOString(), channel: 'bank', from_account: '5555555558', amount: 10 },
    ]);
    expect(
      (await post(t, `/api/admin/payments/lines/${r2.json().data.line_ids[0]}/assign`, { member_id: 99_999_999 }, finance.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(t, `/api/admin/payments/lines/${r2.json().data.line_ids[0]}/assign`, { member_id: -1 }, finance.token)).statusCode,
    ).toBe(422);
    expect(await mainBalance(t, m.id)).toBe(0);
  });

  it('shows finance the open QRs and notices, and refuses support and members', async () => {
    const m = await makeMember(t);
    await post(t, '/api/member/payment/notify', { channel_id: TRUEMONEY_CHANNEL, account_id: TRUEMONEY_ACCOUNT, amount: 80 }, m.token);
    const pending = (await get(t, '/api/admin/payments/pending', finance.token)).json().data;
    expect(pending.notices.find((x: { member: { id: number } }) => x.member.id === m.id)).toMatchObject({
      amount: 80,
      channel_id: TRUEMONEY_CHANNEL,
    });
    expect(pending.review_lines).toBeGreaterThan(0);
    const support = await makeOperator(t, 'support');
    expect((await get(t, '/api/admin/payments/pending', support.token)).statusCode).toBe(403);
    expect((await get(t, '/api/admin/payments/pending', m.token)).statusCode).toBe(401);
    expect((await importCsv('time,channel,from_account,amount\n', support.token)).statusCode).toBe(403);
  });
});
