import { thaiDrawDate } from '@contract/lotto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectLedgerSound,
  expectOk,
  fund,
  get,
  mainBalance,
  mainWallet,
  makeMember,
  makeOperator,
  post,
  primaryBankId,
  type TestContext,
  turnoverOf,
  withdraw,
} from '../../test';
import { submitResult } from './result-entries';
import { fromGovernment } from './results';
import { settleRound } from './settlement';
import { buy, closeNow, makeRound } from './test-support';

/** Four eyes on results and corrections of confirmed results (docs/lotto.md, docs/debts.md). */
describe(`lotto results: four eyes and corrections (${engineName()})`, () => {
  let t: TestContext;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let c: { id: number; token: string };
  let support: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    a = await makeOperator(t, 'finance');
    b = await makeOperator(t, 'finance');
    c = await makeOperator(t, 'admin');
    support = (await makeOperator(t, 'support')).token;
  });
  afterAll(async () => t.close());

  const gov = (first: string, bottom2 = '31') => ({
    kind: 'government',
    first_prize: first,
    front3: ['104', '667'],
    back3: ['390', '123'],
    bottom2,
  });
  const enter = (round: number, body: unknown, token: string) => post(t, `/api/admin/lotto/rounds/${round}/result`, body, token);
  const confirm = (entry: number, token: string) => post(t, `/api/admin/lotto/result-entries/${entry}/confirm`, {}, token);
  const reject = (entry: number, reason: string, token: string) =>
    post(t, `/api/admin/lotto/result-entries/${entry}/reject`, { reason }, token);
  const propose = (round: number, body: unknown, token: string) => post(t, `/api/admin/lotto/rounds/${round}/correction`, body, token);
  const entries = async (round: number) => expectOk(await get(t, `/api/admin/lotto/result-entries?round_id=${round}`, support)).items;
  const roundView = async (round: number) => expectOk(await get(t, `/api/lotto/round?round_id=${round}`)).round;
  const member = async (baht: number) => {
    const m = await makeMember(t);
    await fund(t, m.id, baht);
    return m;
  };
  /** A government round with the bills given, closed, its result entered by A and confirmed by B (settled). */
  const settledRound = async (bills: [{ token: string }, { bet_type: string; number: string; amount: number }[]][], first = '482915') => {
    const round = await makeRound(t, 'gov');
    for (const [m, items] of bills) expectOk(await buy(t, m.token, round, items));
    await closeNow(t, round);
    expect(expectOk(await enter(round, gov(first), a.token)).outcome).toBe('pending');
    expect(expectOk(await enter(round, gov(first), b.token)).outcome).toBe('applied');
    return round;
  };

  it('an operator result waits for a second operator: refused to its author, confirmed by another, then settled', async () => {
    const m = await member(100);
    const round = await makeRound(t, 'gov');
    expectOk(await buy(t, m.token, round, [{ bet_type: '3top', number: '915', amount: 1 }]));
    await closeNow(t, round);
    const first = expectOk(await enter(round, gov('482915'), a.token));
    expect(first).toMatchObject({ outcome: 'pending', paid_items: 0, round: { status: 'closed', status_name: 'รอตรวจสอบผล' } });
    expect(await roundView(round)).toMatchObject({ status: 'closed', status_name: 'รอตรวจสอบผล', result: null });
    const same = await enter(round, gov('482915'), a.token);
    expectError(same, 5040);
    expect(same.json().message).toBe('ผลนี้บันทึกโดยคุณเอง ต้องให้เจ้าหน้าที่อีกคนหนึ่งตรวจสอบและยืนยัน');
    expectError(await confirm(first.entry_id, a.token), 5040);
    expect((await confirm(first.entry_id, support)).statusCode).toBe(403);
    expect(await mainBalance(t, m.id)).toBe(99_00);

    const done = expectOk(await confirm(first.entry_id, b.token));
    expect(done).toMatchObject({ paid_items: 1, correction: null, entry: { status: 'applied', decided_by: b.id, operator_id: a.id } });
    expect(done.round).toMatchObject({ status: 'resulted', status_name: 'ออกผลแล้ว', result: { top3: '915' } });
    expect(await mainBalance(t, m.id)).toBe((99 + 900) * 100);
    expectError(await confirm(first.entry_id, c.token), 5041);
    await expectLedgerSound(t);
  });

  it('a second operator with other numbers is held; the first confirms the other one, the rest superseded', async () => {
    const round = await makeRound(t, 'gov');
    await closeNow(t, round);
    const x = expectOk(await enter(round, gov('482915'), a.token));
    const y = expectOk(await enter(round, gov('482916'), b.token));
    expect(y).toMatchObject({ outcome: 'held', round: { status_name: 'รอตรวจสอบผล' } });
    const open = expectOk(await get(t, '/api/admin/lotto/result-entries', support)).items.map((e: { id: number }) => e.id);
    expect(open).toEqual(expect.arrayContaining([x.entry_id, y.entry_id]));
    expectError(await confirm(y.entry_id, b.token), 5040);
    expect(expectOk(await confirm(y.entry_id, a.token)).round.result.top3).toBe('916');
    expect((await entries(round)).map((e: { status: string }) => e.status)).toEqual(['superseded', 'applied']);
  });

  it('a feed agreeing with the pending entry applies it; a feed disagreeing is held; reject clears the wait', async () => {
    const m = await member(100);
    const agreed = await makeRound(t, 'gov');
    expectOk(await buy(t, m.token, agreed, [{ bet_type: '2bottom', number: '31', amount: 1 }]));
    await closeNow(t, agreed);
    const pending = expectOk(await enter(agreed, gov('482915'), a.token));
    const fed = await submitResult(t.handle.db, agreed, fromGovernment(gov('482915')), { kind: 'feed', feed: 'glo' }, new Date());
    expect(fed).toEqual({ outcome: 'applied', entry_id: pending.entry_id });
    expect(await settleRound(t.handle.db, agreed, new Date())).toBe(1);
    expect(await mainBalance(t, m.id)).toBe((99 + 90) * 100);
    expect((await entries(agreed))[0]).toMatchObject({ status: 'applied', decided_by: null, note: 'ยืนยันโดย feed:glo' });

    const disputed = await makeRound(t, 'gov');
    await closeNow(t, disputed);
    const mine = expectOk(await enter(disputed, gov('482915'), a.token));
    const held = await submitResult(t.handle.db, disputed, fromGovernment(gov('111222')), { kind: 'feed', feed: 'glo' }, new Date());
    expect(held.outcome).toBe('held');
    // The same answer again is nothing new.
    expect(
      (await submitResult(t.handle.db, disputed, fromGovernment(gov('111222')), { kind: 'feed', feed: 'glo' }, new Date())).outcome,
    ).toBe('same');
    expect(await roundView(disputed)).toMatchObject({ status: 'closed', status_name: 'รอตรวจสอบผล', result: null });
    expect(expectOk(await reject(held.entry_id as number, 'ผลจากแหล่งข้อมูลไม่ตรงกับประกาศของสำนักงานสลากฯ', b.token))).toMatchObject({
      status: 'rejected',
      decided_by: b.id,
    });
    expectError(await reject(held.entry_id as number, 'again', b.token), 5041);
    expect(expectOk(await reject(mine.entry_id, 'พิมพ์ผิด', a.token)).status).toBe('rejected');
    expect(await roundView(disputed)).toMatchObject({ status: 'closed', status_name: 'ปิดรับแทง รอผล' });
    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .select(['action', 'actor', 'operator_id'])
      .where('target', '=', `lotto_round:${disputed}`)
      .orderBy('id')
      .execute();
    expect(audit.map((r) => [r.action, r.actor ?? r.operator_id])).toEqual([
      ['lotto.result.pending', a.id],
      ['lotto.result.held', 'feed:glo'],
      ['lotto.result.reject', b.id],
      ['lotto.result.reject', a.id],
    ]);
    await expectLedgerSound(t);
  });

  it('a correction confirmed by a second operator reverses and re-pays every changed bill to the satang, with debts, notices and statement lines', async () => {
    const wonToLost = await member(100);
    const lostToWon = await member(100);
    const more = await member(100);
    const less = await member(100);
    const spent = await member(100);
    const same = await member(100);
    const round = await settledRound([
      [wonToLost, [{ bet_type: '3top', number: '915', amount: 1 }]],
      [lostToWon, [{ bet_type: '3top', number: '916', amount: 1.5 }]],
      [
        more,
        [
          { bet_type: '2top', number: '15', amount: 1 },
          { bet_type: '2top', number: '16', amount: 3 },
        ],
      ],
      [
        less,
        [
          { bet_type: '2top', number: '15', amount: 3 },
          { bet_type: '2top', number: '16', amount: 1 },
          { bet_type: '2bottom', number: '31', amount: 1.5 },
        ],
      ],
      [spent, [{ bet_type: '3top', number: '915', amount: 1 }]],
      [same, [{ bet_type: '2bottom', number: '31', amount: 2 }]],
    ]);
    expect(await mainBalance(t, wonToLost.id)).toBe(999_00);
    expect(await mainBalance(t, more.id)).toBe((96 + 90) * 100);
    expect(await mainBalance(t, less.id)).toBe((94.5 + 270 + 135) * 100);
    expect(await mainBalance(t, same.id)).toBe((98 + 180) * 100);
    // The member who won withdraws most of it (approved: the money has left).
    const wd = expectOk(await withdraw(t, spent.token, { amount: 950, bank_account_id: await primaryBankId(t, spent.id) }));
    expectOk(await post(t, `/api/admin/withdrawals/${wd.withdrawal.id}/approve`, {}, a.token));
    expect(await mainBalance(t, spent.id)).toBe(49_00);

    expectError(await propose(round, gov('482915'), a.token), 5044);
    const proposed = expectOk(await propose(round, gov('482916'), a.token));
    expect(proposed).toMatchObject({ outcome: 'pending', correction: null, entry: { purpose: 'correction', status: 'pending' } });
    expect(await mainBalance(t, wonToLost.id)).toBe(999_00);
    expectError(await confirm(proposed.entry.id, a.token), 5040);
    const done = expectOk(await confirm(proposed.entry.id, b.token));
    // 3 top 915 -> 916 (2 top 15 -> 16): -900, +1,350, +180, -180, -900; 2 bottom 31 unchanged.
    expect(done.correction).toEqual({ changed_bills: 5, paid: 1_530, taken: 900 + 180 + 49, owed: 851 });
    expect(done.round.result).toMatchObject({ top3: '916', first_prize: '482916' });

    expect(await mainBalance(t, wonToLost.id)).toBe(99_00);
    expect(await mainBalance(t, lostToWon.id)).toBe((98.5 + 1_350) * 100);
    expect(await mainBalance(t, more.id)).toBe((96 + 270) * 100);
    expect(await mainBalance(t, less.id)).toBe((94.5 + 90 + 135) * 100);
    expect(await mainWallet(t, spent.id)).toEqual({ balance: 0, pending_out: 0 });
    expect(await mainBalance(t, same.id)).toBe((98 + 180) * 100);
    expect((await turnoverOf(t, wonToLost.id, 'lotto'))?.payout).toBe(0);
    expect((await turnoverOf(t, lostToWon.id, 'lotto'))?.payout).toBe(1_350_00);
    expect((await turnoverOf(t, less.id, 'lotto'))?.payout).toBe((90 + 135) * 100);

    const bills = expectOk(await get(t, '/api/lotto/bill/list', wonToLost.token)).items;
    expect(bills[0]).toMatchObject({ status: 'lost', total_win: 0 });
    expect(expectOk(await get(t, '/api/lotto/bill/list', lostToWon.token)).items[0]).toMatchObject({ status: 'won', total_win: 1_350 });

    const statement = expectOk(await get(t, '/api/member/statement', wonToLost.token)).items;
    const title = `แก้ไขผลหวย หวยรัฐบาลไทย งวด ${thaiDrawDate((await roundView(round)).draw_date)}`;
    expect(statement[0]).toMatchObject({ type: 'lotto_correction', type_name: `${title} (คืนเงินรางวัลเดิม)`, amount: -900 });
    expect(expectOk(await get(t, '/api/member/statement', lostToWon.token)).items[0]).toMatchObject({
      type_name: `${title} (จ่ายเงินรางวัลตามผลที่แก้ไข)`,
      amount: 1_350,
    });

    // Notices: exactly the five members whose bills changed, with the old and new result.
    const notices = async (token?: string) =>
      (expectOk(await get(t, '/api/notifications', token)) as { title: string; description: string }[]).filter((n) => n.title === title);
    for (const m of [wonToLost, lostToWon, more, less, spent]) expect(await notices(m.token)).toHaveLength(1);
    expect(await notices(same.token)).toEqual([]);
    expect(await notices()).toEqual([]);
    const [notice] = await notices(spent.token);
    expect(notice.description).toContain('ผลเดิม: รางวัลที่ 1 482915, 3 ตัวบน 915');
    expect(notice.description).toContain('แก้ไขเป็น: รางวัลที่ 1 482916, 3 ตัวบน 916');
    expect(notice.description).toContain('เดิมได้รับ 900.00 บาท ตามผลที่แก้ไขได้รับ 0.00 บาท (หักคืน 49.00 บาท ยอดที่ยังไม่ได้หักคืน 851.00 บาท');
    await expectLedgerSound(t);

    // The debt blocks withdrawals, naming the amount, until a deposit covers it.
    const bank = await primaryBankId(t, spent.id);
    const blocked = await withdraw(t, spent.token, { amount: 100, bank_account_id: bank });
    expectError(blocked, 3210);
    expect(blocked.json().message).toBe('มียอดค้างชำระจากการแก้ไขผลรางวัล 851.00 บาท ระบบจะหักจากยอดเงินที่เข้ากระเป๋าหลักครั้งถัดไป จึงจะถอนเงินได้');
    expect(expectOk(await get(t, '/api/member/withdraw/info', spent.token))).toMatchObject({ can_withdraw: false });
    await fund(t, spent.id, 1_000);
    expectOk(await withdraw(t, spent.token, { amount: 100, bank_account_id: bank }));
    expect(await mainWallet(t, spent.id)).toEqual({ balance: (1_000 - 851) * 100, pending_out: 100_00 });
    const debt = await t.handle.db.selectFrom('member_debt').selectAll().where('member_id', '=', spent.id).executeTakeFirstOrThrow();
    expect(debt).toMatchObject({ amount: 851_00, collected: 851_00 });
    expect(debt.settled_at).not.toBeNull();
    expect(expectOk(await get(t, '/api/member/statement', spent.token)).items[1]).toMatchObject({
      type: 'debt_collection',
      type_name: `หักชำระยอดค้าง: ${title} (คืนเงินรางวัลเดิม)`,
      amount: -851,
    });

    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .select(['action'])
      .where('target', '=', `lotto_round:${round}`)
      .where('action', 'like', 'lotto.correction%')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['lotto.correction.propose', 'lotto.correction.confirm', 'lotto.correction.settle']);
    expect((await entries(round)).map((e: { purpose: string; status: string }) => `${e.purpose}:${e.status}`)).toEqual([
      'result:superseded',
      'correction:applied',
    ]);
    await expectLedgerSound(t);
  });

  it('two operators confirming one correction at the same moment apply it once', async () => {
    const m = await member(100);
    const round = await settledRound([[m, [{ bet_type: '3top', number: '915', amount: 1 }]]]);
    const proposed = expectOk(await propose(round, gov('482916'), a.token));
    const answers = await Promise.all([confirm(proposed.entry.id, b.token), confirm(proposed.entry.id, c.token)]);
    expect(answers.map((r) => r.json().error).sort()).toEqual([0, 5041]);
    expect(await mainBalance(t, m.id)).toBe(99_00);
    const moves = await t.handle.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('idempotency_key', 'like', `lottofix:${proposed.entry.id}:%`)
      .execute();
    expect(moves).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('refuses a correction after the window, of Yeekee, and confirms one proposed twice by two operators', async () => {
    const m = await member(100);
    const round = await settledRound([[m, [{ bet_type: '3top', number: '915', amount: 1 }]]]);
    const proposed = expectOk(await propose(round, gov('482916'), a.token));
    const windowMs = t.config.lotto.correctionMs;
    await t.handle.db
      .updateTable('lotto_round')
      .set({ resulted_at: new Date(Date.now() - windowMs - 60_000) })
      .where('id', '=', round)
      .execute();
    expectError(await propose(round, gov('482917'), b.token), 5042);
    expectError(await confirm(proposed.entry.id, b.token), 5042);
    expect(await mainBalance(t, m.id)).toBe(999_00);

    const later = await settledRound([[m, [{ bet_type: '3top', number: '915', amount: 1 }]]]);
    expect(expectOk(await propose(later, gov('482916'), a.token)).outcome).toBe('pending');
    const again = expectOk(await propose(later, gov('482916'), b.token));
    expect(again).toMatchObject({ outcome: 'applied', correction: { changed_bills: 1, taken: 900, owed: 0 } });

    const yeekee = await makeRound(t, 'yeekee');
    await t.handle.db
      .updateTable('lotto_round')
      .set({ status: 'resulted', result: JSON.stringify(fromGovernment(gov('482915'))), resulted_at: new Date(), settled_at: new Date() })
      .where('id', '=', yeekee)
      .execute();
    expectError(await propose(yeekee, { kind: 'direct', top3: '123', bottom2: '45' }, a.token), 5043);
    await expectLedgerSound(t);
  });
});
