import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, engineName, makeOperator, type TestContext } from '../../test';
import type { ContentKind } from './content';

type Bad = { body: Record<string, unknown>; field: string; message: string };

const TITLE = 'หัวข้อ';
const LONG = (n: number) => 'ก'.repeat(n);

/** Bad values shared by the three kinds, each with the Thai message it must produce. */
const commonBad = (good: Record<string, unknown>): Bad[] => {
  const without = (k: string) => Object.fromEntries(Object.entries(good).filter(([key]) => key !== k));
  return [
    { body: without('title'), field: 'title', message: 'กรุณากรอกหัวข้อ' },
    { body: { ...good, title: '   ' }, field: 'title', message: 'กรุณากรอกหัวข้อ' },
    { body: { ...good, title: 42 }, field: 'title', message: 'กรุณากรอกหัวข้อ' },
    { body: { ...good, title: LONG(101) }, field: 'title', message: 'หัวข้อยาวได้ไม่เกิน 100 ตัวอักษร' },
    { body: without('image'), field: 'image', message: 'กรุณาระบุรูปภาพ' },
    { body: { ...good, image: '' }, field: 'image', message: 'กรุณาระบุรูปภาพ' },
    { body: { ...good, image: 'images/a.png' }, field: 'image', message: 'รูปภาพต้องเป็นพาธที่ขึ้นต้นด้วย / หรือลิงก์ https://' },
    { body: { ...good, image: 'http://cdn.example.com/a.png' }, field: 'image', message: 'รูปภาพต้องเป็นพาธที่ขึ้นต้นด้วย / หรือลิงก์ https://' },
    { body: { ...good, image: '//cdn.example.com/a.png' }, field: 'image', message: 'รูปภาพต้องเป็นพาธที่ขึ้นต้นด้วย / หรือลิงก์ https://' },
    { body: { ...good, image: 'javascript:alert(1)' }, field: 'image', message: 'รูปภาพต้องเป็นพาธที่ขึ้นต้นด้วย / หรือลิงก์ https://' },
    { body: { ...good, image: '/images/a b.png' }, field: 'image', message: 'รูปภาพต้องเป็นพาธที่ขึ้นต้นด้วย / หรือลิงก์ https://' },
    { body: { ...good, image: `/${'a'.repeat(500)}` }, field: 'image', message: 'ที่อยู่รูปภาพยาวได้ไม่เกิน 500 ตัวอักษร' },
    { body: { ...good, active: 'yes' }, field: 'active', message: 'สถานะการแสดงผลต้องเป็น true หรือ false' },
    { body: { ...good, sort: '3' }, field: 'sort', message: 'ลำดับต้องเป็นตัวเลข' },
    { body: { ...good, sort: 1.5 }, field: 'sort', message: 'ลำดับต้องเป็นจำนวนเต็ม' },
    { body: { ...good, sort: -1 }, field: 'sort', message: 'ลำดับต้องอยู่ระหว่าง 0 ถึง 9999' },
    { body: { ...good, sort: 10_000 }, field: 'sort', message: 'ลำดับต้องอยู่ระหว่าง 0 ถึง 9999' },
  ];
};

const linkBad = (good: Record<string, unknown>): Bad[] => [
  { body: { ...good, link: '' }, field: 'link', message: 'กรุณาระบุลิงก์' },
  { body: { ...good, link: 'promotions' }, field: 'link', message: 'ลิงก์ต้องเป็นพาธในเว็บที่ขึ้นต้นด้วย / หรือลิงก์ https://' },
  { body: { ...good, link: 'http://example.com' }, field: 'link', message: 'ลิงก์ต้องเป็นพาธในเว็บที่ขึ้นต้นด้วย / หรือลิงก์ https://' },
  { body: { ...good, link: '//evil.example.com' }, field: 'link', message: 'ลิงก์ต้องเป็นพาธในเว็บที่ขึ้นต้นด้วย / หรือลิงก์ https://' },
  { body: { ...good, link: 'javascript:alert(1)' }, field: 'link', message: 'ลิงก์ต้องเป็นพาธในเว็บที่ขึ้นต้นด้วย / หรือลิงก์ https://' },
  { body: { ...good, link: `/${'a'.repeat(500)}` }, field: 'link', message: 'ลิงก์ยาวได้ไม่เกิน 500 ตัวอักษร' },
  { body: { ...good, link: 7 }, field: 'link', message: 'กรุณาระบุลิงก์' },
];

type Kind = {
  kind: ContentKind;
  path: string;
  publicUrl: string;
  good: Record<string, unknown>;
  bad: Bad[];
  /** What the public endpoint shows for the good payload. */
  shown: Record<string, unknown>;
  update: Record<string, unknown>;
};

const notificationGood = { type: 2, image: '/images/notices/n.png', title: `${TITLE}ประกาศ`, description: 'รายละเอียดประกาศ' };
const bannerGood = { image: 'https://cdn.example.com/b.png', title: `${TITLE}แบนเนอร์`, link: '/promotions' };
const eventGood = { image: '/images/events/e.png', title: `${TITLE}กิจกรรม` };

const KINDS: Kind[] = [
  {
    kind: 'notification',
    path: '/api/admin/notifications',
    publicUrl: '/api/notifications',
    good: notificationGood,
    bad: [
      ...commonBad(notificationGood),
      { body: { ...notificationGood, type: undefined }, field: 'type', message: 'ประเภทต้องเป็นตัวเลข 1-9' },
      { body: { ...notificationGood, type: '1' }, field: 'type', message: 'ประเภทต้องเป็นตัวเลข 1-9' },
      { body: { ...notificationGood, type: 0 }, field: 'type', message: 'ประเภทต้องเป็นจำนวนเต็ม 1-9' },
      { body: { ...notificationGood, type: 10 }, field: 'type', message: 'ประเภทต้องเป็นจำนวนเต็ม 1-9' },
      { body: { ...notificationGood, type: 1.5 }, field: 'type', message: 'ประเภทต้องเป็นจำนวนเต็ม 1-9' },
      { body: { ...notificationGood, description: undefined }, field: 'description', message: 'กรุณากรอกรายละเอียด' },
      { body: { ...notificationGood, description: ' ' }, field: 'description', message: 'กรุณากรอกรายละเอียด' },
      { body: { ...notificationGood, description: LONG(1001) }, field: 'description', message: 'รายละเอียดยาวได้ไม่เกิน 1000 ตัวอักษร' },
    ],
    shown: { type: 2, image: '/images/notices/n.png', title: `${TITLE}ประกาศ`, description: 'รายละเอียดประกาศ' },
    update: { description: 'แก้ไขรายละเอียดแล้ว' },
  },
  {
    kind: 'banner',
    path: '/api/admin/banners',
    publicUrl: '/api/banner',
    good: bannerGood,
    bad: [
      ...commonBad(bannerGood),
      ...linkBad(bannerGood),
      { body: { ...bannerGood, link: undefined }, field: 'link', message: 'กรุณาระบุลิงก์' },
    ],
    shown: { image: 'https://cdn.example.com/b.png', title: `${TITLE}แบนเนอร์`, link: '/promotions' },
    update: { link: 'https://line.me/R/ti/p/@example' },
  },
  {
    kind: 'event',
    path: '/api/admin/events',
    publicUrl: '/api/event/list',
    good: eventGood,
    bad: [...commonBad(eventGood), ...linkBad(eventGood)],
    // An event links to the poll unless the operator says otherwise.
    shown: { image: '/images/events/e.png', title: `${TITLE}กิจกรรม`, link: '/poll/1' },
    update: { link: '/promotions' },
  },
];

describe(`operator content (${engineName()})`, () => {
  let t: TestContext;
  let support: Awaited<ReturnType<typeof makeOperator>>;
  let admin: Awaited<ReturnType<typeof makeOperator>>;
  let finance: Awaited<ReturnType<typeof makeOperator>>;

  beforeAll(async () => {
    t = await createTestApp();
    support = await makeOperator(t, 'support');
    admin = await makeOperator(t, 'admin');
    finance = await makeOperator(t, 'finance');
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const countRows = async (kind: ContentKind) => (await t.handle.db.selectFrom(kind).select('id').execute()).length;
  const countAudit = async () => (await t.handle.db.selectFrom('operator_audit').select('id').execute()).length;
  const snapshot = (kind: ContentKind) => t.handle.db.selectFrom(kind).selectAll().orderBy('id').execute();

  for (const k of KINDS) {
    it(`${k.kind}: support creates, lists, updates and deletes; the public endpoint follows`, async () => {
      const created = await call('POST', k.path, support.token, k.good);
      expect(created.statusCode).toBe(200);
      const item = created.json().data;
      expect(item).toMatchObject({ ...k.shown, active: true, sort: 0 });
      expect(item.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      const shownPublicly = (await t.app.inject({ method: 'GET', url: k.publicUrl })).json().data;
      expect(shownPublicly).toContainEqual(expect.objectContaining({ id: item.id, ...k.shown }));

      // Hidden: still listed for operators, gone from the public endpoint.
      const hidden = await call('PUT', `${k.path}/${item.id}`, support.token, { active: false, sort: 5 });
      expect(hidden.json()).toMatchObject({ error: 0, data: { id: item.id, active: false, sort: 5, title: k.shown.title } });
      const adminList = (await call('GET', k.path, support.token)).json().data;
      expect(adminList).toContainEqual(expect.objectContaining({ id: item.id, active: false }));
      const publicIds = (await t.app.inject({ method: 'GET', url: k.publicUrl })).json().data.map((x: { id: number }) => x.id);
      expect(publicIds).not.toContain(item.id);

      // Only the fields sent change.
      const updated = await call('PUT', `${k.path}/${item.id}`, admin.token, { ...k.update, active: true });
      expect(updated.json().data).toMatchObject({ ...k.shown, ...k.update, active: true, sort: 5 });
      const after = (await t.app.inject({ method: 'GET', url: k.publicUrl })).json().data;
      expect(after).toContainEqual(expect.objectContaining({ id: item.id, ...k.update }));

      const removed = await call('DELETE', `${k.path}/${item.id}`, support.token);
      expect(removed.json()).toEqual({ error: 0, message: 'สำเร็จ', data: { id: item.id } });
      expect((await call('GET', k.path, support.token)).json().data.map((x: { id: number }) => x.id)).not.toContain(item.id);
      expect((await t.app.inject({ method: 'GET', url: k.publicUrl })).json().data.map((x: { id: number }) => x.id)).not.toContain(item.id);

      const audit = await t.handle.db
        .selectFrom('operator_audit')
        .select(['operator_id', 'action', 'detail'])
        .where('target', '=', `${k.kind}:${item.id}`)
        .orderBy('id')
        .execute();
      expect(audit.map((a) => [a.operator_id, a.action])).toEqual([
        [support.id, `${k.kind}.create`],
        [support.id, `${k.kind}.update`],
        [admin.id, `${k.kind}.update`],
        [support.id, `${k.kind}.delete`],
      ]);
      expect(audit[1].detail).toEqual({ changes: { active: { from: true, to: false }, sort: { from: 0, to: 5 } } });
      expect(audit[3].detail).toMatchObject({ deleted: { id: item.id, ...k.shown, ...k.update, active: true, sort: 5 } });
    });

    it(`${k.kind}: every bad field is refused with 422 and its Thai message, and nothing changes`, async () => {
      const seeded = (await call('POST', k.path, support.token, k.good)).json().data;
      const rowsBefore = await snapshot(k.kind);
      const auditBefore = await countAudit();
      for (const bad of k.bad) {
        const res = await call('POST', k.path, support.token, bad.body);
        expect(res.statusCode, `${k.kind} POST ${JSON.stringify(bad.body).slice(0, 80)}`).toBe(422);
        expect(res.json().error).toBe(1);
        expect(res.json().data.fields[bad.field], `${k.kind} ${bad.field}`).toBe(bad.message);
        // The same value is refused on update too.
        const value = bad.body[bad.field];
        if (value !== undefined) {
          const upd = await call('PUT', `${k.path}/${seeded.id}`, support.token, { [bad.field]: value });
          expect(upd.statusCode).toBe(422);
          expect(upd.json().data.fields[bad.field]).toBe(bad.message);
        }
      }
      const empty = await call('PUT', `${k.path}/${seeded.id}`, support.token, {});
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toBe('กรุณาระบุข้อมูลที่ต้องการแก้ไข');
      expect(await snapshot(k.kind)).toEqual(rowsBefore);
      expect(await countAudit()).toBe(auditBefore);
    });

    it(`${k.kind}: an unknown id is 404 and a bad id is 422, with nothing audited`, async () => {
      const auditBefore = await countAudit();
      const put = await call('PUT', `${k.path}/987654`, support.token, { sort: 1 });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ error: 5, message: 'ไม่พบข้อมูลที่ต้องการ' });
      expect((await call('DELETE', `${k.path}/987654`, support.token)).statusCode).toBe(404);
      const bad = await call('DELETE', `${k.path}/0`, support.token);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().data.fields).toEqual({ id: 'รหัสไม่ถูกต้อง' });
      expect(await countAudit()).toBe(auditBefore);
    });

    it(`${k.kind}: finance may not read or write content (403 error 6) and nothing changes`, async () => {
      const rows = await countRows(k.kind);
      const existing = (await call('POST', k.path, admin.token, k.good)).json().data;
      const attempts = [
        await call('GET', k.path, finance.token),
        await call('POST', k.path, finance.token, k.good),
        await call('PUT', `${k.path}/${existing.id}`, finance.token, { title: 'เปลี่ยนโดยการเงิน' }),
        await call('DELETE', `${k.path}/${existing.id}`, finance.token),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 6, message: 'ไม่มีสิทธิ์ใช้งานส่วนนี้' });
      }
      expect(await countRows(k.kind)).toBe(rows + 1);
      const row = await t.handle.db.selectFrom(k.kind).select('title').where('id', '=', existing.id).executeTakeFirstOrThrow();
      expect(row.title).toBe(k.shown.title);
    });
  }

  it('accepts the bounds: title of 100 characters, sort 9999, type 1 and 9, https image and link', async () => {
    const n1 = await call('POST', '/api/admin/notifications', support.token, {
      ...notificationGood,
      type: 1,
      title: LONG(100),
      sort: 9999,
    });
    expect(n1.json()).toMatchObject({ error: 0, data: { type: 1, sort: 9999 } });
    const n9 = await call('POST', '/api/admin/notifications', support.token, { ...notificationGood, type: 9, active: false });
    expect(n9.json()).toMatchObject({ error: 0, data: { type: 9, active: false } });
    const b = await call('POST', '/api/admin/banners', support.token, { ...bannerGood, link: 'https://example.com/x?y=1' });
    expect(b.json()).toMatchObject({ error: 0, data: { link: 'https://example.com/x?y=1' } });
  });
});
