// Diary and homework over HTTP (module gradebook): who may post where (class teacher, subject
// teacher, the timetable, administrators), who reads what (a student their section, a parent
// their own children's only), the attachment's limits (type by its first bytes, 2 MiB), editing
// and deleting one's own posts, the audit trail and the module gate. The demo school Iqbal: the
// demo teacher is class teacher of Class 5 A and teaches Mathematics in Class 4 and 5; the demo
// parent's children are Ali (Class 5 A, the demo student) and Zainab (Class 2 B).
import { and, count, eq, like } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema/identity.js';
import { notifications } from '../../src/db/schema/notifications.js';
import { tenantScope } from '../../src/db/scope.js';
import { digestTime, nextDigestDay, sendDigest } from '../../src/domains/diary/digest.js';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID_ADMIN,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
const PARENT = 'parent@iqbal.edu.pk';
const BILAL = 'bilal.hussain@iqbal.edu.pk';
const today = todayInPakistan();
type Klass = {
  id: number;
  name: string;
  sections: { id: number; name: string }[];
  subjects: { id: number; name: string }[];
};
let classes: Klass[];
const klass = (name: string) => classes.find((c) => c.name === name)!;
const sectionId = (className: string, name: string) =>
  klass(className).sections.find((s) => s.name === name)!.id;
const subjectId = (className: string, name: string) =>
  klass(className).subjects.find((s) => s.name === name)!.id;

const patch = async (email: string, url: string, payload: unknown) =>
  t.request({
    method: 'PATCH',
    url: `/api${url}`,
    token: await t.tokenFor(email),
    payload: payload as Record<string, unknown>,
  });

const auditCount = (action: string) =>
  t.query(
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.tenant_id, IQBAL), like(auditLog.action, action)))
      )[0]!.n,
  );

const pdf = (extra = '') => Buffer.from(`%PDF-1.4\n% homework ${extra}\n%%EOF\n`, 'latin1');
const png = () => {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(0x40);
  return PNG.sync.write(image);
};
const upload = (bytes: Buffer, content_type: string, file_name = 'worksheet.pdf') => ({
  file_name,
  content_type,
  data_base64: bytes.toString('base64'),
});

let c5a: number;
let c2b: number;
let maths5: number;
let english5: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
  c5a = sectionId('Class 5', 'A');
  c2b = sectionId('Class 2', 'B');
  maths5 = subjectId('Class 5', 'Mathematics');
  english5 = klass('Class 5').subjects.find((s) => s.id !== maths5)!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('posting', () => {
  it("offers a teacher their class teacher's section (every subject) and their subjects", async () => {
    const res = await call(IQBAL_TEACHER, 'GET', '/diary/options');
    expectStatus(res, 200);
    const body = res.json() as {
      today: string;
      sections: { section_id: number; subjects: { id: number }[] }[];
    };
    expect(body.today).toBe(today);
    const own = body.sections.find((s) => s.section_id === c5a)!;
    expect(own.subjects.map((s) => s.id).sort()).toEqual(
      klass('Class 5')
        .subjects.map((s) => s.id)
        .sort(),
    );
    const c4b = body.sections.find((s) => s.section_id === sectionId('Class 4', 'B'))!;
    expect(c4b.subjects.map((s) => s.id)).toContain(subjectId('Class 4', 'Mathematics'));
    expectStatus(await call(IQBAL_STUDENT, 'GET', '/diary/options'), 403);
    expectStatus(await call(PARENT, 'GET', '/diary/options'), 403);
  });

  it('lets the class teacher post with a due date and a PDF, audited', async () => {
    const before = await auditCount('diary.posted');
    const res = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
      subject_id: english5,
      day: today,
      body: '  Learn the poem on page 12.  ',
      due_date: today,
      attachment: upload(pdf(), 'application/pdf', 'C:\\Users\\imran\\poem.pdf'),
    });
    expectStatus(res, 201);
    const post = res.json();
    expect(post).toMatchObject({
      section_id: c5a,
      subject_id: english5,
      body: 'Learn the poem on page 12.',
      due_date: today,
      mine: true,
      attachment: { file_name: 'poem.pdf', content_type: 'application/pdf' },
    });
    expect(await auditCount('diary.posted')).toBe(before + 1);
    const file = await call(PARENT, 'GET', `/diary/posts/${post.id}/attachment`);
    expectStatus(file, 200);
    expect(Buffer.from(file.json().data_base64, 'base64').equals(pdf())).toBe(true);
  });

  it('refuses a teacher of another section (403) and a subject they do not teach there', async () => {
    const options = (await call(BILAL, 'GET', '/diary/options')).json() as {
      sections: { section_id: number }[];
    };
    const notHis = classes
      .flatMap((c) => c.sections.map((s) => s.id))
      .find((id) => !options.sections.some((s) => s.section_id === id))!;
    const subject = classes.find((c) => c.sections.some((s) => s.id === notHis))!.subjects[0]!.id;
    expectStatus(
      await call(BILAL, 'POST', `/diary/sections/${notHis}/posts`, {
        subject_id: subject,
        day: today,
        body: 'Not my class.',
      }),
      403,
      "Only this section's teachers or an administrator can post to or read its diary.",
    );
    expectStatus(await call(BILAL, 'GET', `/diary/sections/${notHis}/days/${today}`), 403);
    // The demo teacher teaches only Mathematics in Class 4 B.
    const c4b = sectionId('Class 4', 'B');
    const notMaths = klass('Class 4').subjects.find((s) => s.name !== 'Mathematics')!.id;
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c4b}/posts`, {
        subject_id: notMaths,
        day: today,
        body: 'Not my subject.',
      }),
      403,
      /Only the teacher of this subject/,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c4b}/posts`, {
        subject_id: subjectId('Class 4', 'Mathematics'),
        day: today,
        body: 'Exercise 3.2, questions 1 to 5.',
      }),
      201,
    );
    // Students and parents never post.
    expectStatus(
      await call(PARENT, 'POST', `/diary/sections/${c5a}/posts`, {
        subject_id: maths5,
        day: today,
        body: 'x',
      }),
      403,
    );
  });

  it('refuses attachments that are too large, of another type or not what they say (422 + detail)', async () => {
    const post = (attachment: unknown) =>
      call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
        subject_id: maths5,
        day: today,
        body: 'With a file.',
        attachment,
      });
    const big = Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)]);
    expectStatus(
      await post(upload(big, 'application/pdf')),
      422,
      'The attachment is too large: at most 2 MiB.',
    );
    const exe = Buffer.from('MZ\x90\x00\x03 not a document', 'latin1');
    expectStatus(
      await post(upload(exe, 'application/pdf', 'homework.pdf')),
      422,
      'The attachment must be a PDF, PNG or JPEG file.',
    );
    expectStatus(
      await post(upload(png(), 'application/pdf')),
      422,
      'The file is not the type it says it is; choose a PDF, PNG or JPEG file.',
    );
    expectStatus(await post(upload(pdf(), 'text/html')), 422);
    // In Urdu for an Urdu reader (Accept-Language), like every refusal.
    const urdu = await t.request({
      method: 'POST',
      url: `/api/diary/sections/${c5a}/posts`,
      token: await t.tokenFor(IQBAL_TEACHER),
      headers: { 'accept-language': 'ur' },
      payload: {
        subject_id: maths5,
        day: today,
        body: 'x',
        attachment: upload(exe, 'application/pdf'),
      },
    });
    expectStatus(urdu, 422, 'منسلک فائل PDF، PNG یا JPEG ہونی چاہیے۔');
    expectStatus(
      await post({ file_name: 'a.pdf', content_type: 'application/pdf', data_base64: '%%%%' }),
      422,
      'The attachment could not be read: send the file as base64.',
    );
    expectStatus(await post(upload(png(), 'image/png', 'board.png')), 201);
  });

  it('refuses a blank text, a due date before the day and a day far away', async () => {
    const post = (body: Record<string, unknown>) =>
      call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
        subject_id: maths5,
        day: today,
        body: 'Text',
        ...body,
      });
    expectStatus(await post({ body: '   ' }), 422, /cannot be blank/);
    expectStatus(await post({ body: 'x'.repeat(4001) }), 422);
    expectStatus(await post({ due_date: '2020-01-01' }), 422, /due date cannot be before/);
    expectStatus(
      await post({ day: '2020-01-01' }),
      422,
      'The day must be within 30 days of today.',
    );
    expectStatus(
      await post({ subject_id: subjectId('Class 2', klass('Class 2').subjects[0]!.name) }),
      422,
      "This subject is not one of the section's class subjects.",
    );
  });
});

describe('reading', () => {
  it('shows a student their section and a parent each child, by day', async () => {
    const mine = await call(IQBAL_STUDENT, 'GET', `/diary/me/days/${today}`);
    expectStatus(mine, 200);
    const groups = mine.json().groups as { section_id: number; posts: { body: string }[] }[];
    expect(groups).toHaveLength(1);
    expect(groups[0]!.section_id).toBe(c5a);
    expect(groups[0]!.posts.map((p) => p.body)).toContain('Learn the poem on page 12.');
    const family = await call(PARENT, 'GET', `/diary/me/days/${today}`);
    expectStatus(family, 200);
    const children = family.json().groups as { name: string; section_id: number; posts: [] }[];
    expect(children.map((c) => c.section_id).sort()).toEqual([c2b, c5a].sort());
    expect(children.find((c) => c.section_id === c2b)!.posts).toEqual([]);
    // Another day: nothing yet.
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const next = await call(PARENT, 'GET', `/diary/me/days/${tomorrow}`);
    expect(next.json().groups.every((g: { posts: [] }) => g.posts.length === 0)).toBe(true);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/diary/me/days/${today}`), 403);
  });

  it("lets a parent read only their own children's sections", async () => {
    expectStatus(await call(PARENT, 'GET', `/diary/sections/${c5a}/days/${today}`), 200);
    const other = sectionId('Class 3', 'A');
    expectStatus(
      await call(PARENT, 'GET', `/diary/sections/${other}/days/${today}`),
      403,
      "You can read only your own section's diary.",
    );
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/diary/sections/${c2b}/days/${today}`), 403);
    const posted = (
      await call(IQBAL_ADMIN, 'POST', `/diary/sections/${other}/posts`, {
        subject_id: klass('Class 3').subjects[0]!.id,
        day: today,
        body: 'Class 3 only.',
        attachment: upload(pdf('c3'), 'application/pdf'),
      })
    ).json();
    expectStatus(await call(PARENT, 'GET', `/diary/posts/${posted.id}/attachment`), 403);
  });

  it("answers 404 for another school's section and post", async () => {
    const posts = (await call(IQBAL_STUDENT, 'GET', `/diary/me/days/${today}`)).json().groups[0]
      .posts as { id: number }[];
    // Quaid runs the gradebook too, so what answers is the row's absence, not the module gate.
    const gradebook = await moduleId(t, 'gradebook');
    expectStatus(await call(QUAID_ADMIN, 'POST', `/modules/tenant/enable/${gradebook}`), 200);
    expectStatus(await call(QUAID_ADMIN, 'GET', `/diary/sections/${c5a}/days/${today}`), 404);
    expectStatus(await call(QUAID_ADMIN, 'DELETE', `/diary/posts/${posts[0]!.id}`), 404);
    expectStatus(await call(QUAID_ADMIN, 'GET', `/diary/posts/${posts[0]!.id}/attachment`), 404);
  });
});

describe('editing and deleting', () => {
  it('lets only the author edit; the author or an admin delete; both audited', async () => {
    const created = (
      await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
        subject_id: maths5,
        day: today,
        body: 'Table of 7.',
        attachment: upload(pdf('edit'), 'application/pdf'),
      })
    ).json();
    const edited = await patch(IQBAL_TEACHER, `/diary/posts/${created.id}`, {
      body: 'Tables of 7 and 8.',
      attachment: null,
    });
    expectStatus(edited, 200);
    expect(edited.json()).toMatchObject({ body: 'Tables of 7 and 8.', attachment: null });
    expectStatus(
      await patch(IQBAL_ADMIN, `/diary/posts/${created.id}`, { body: 'Admin edit' }),
      403,
      'Only the teacher who posted it can edit this diary entry.',
    );
    expectStatus(
      await patch(IQBAL_TEACHER, `/diary/posts/${created.id}`, { due_date: '2020-01-01' }),
      422,
    );
    expect(await auditCount('diary.edited')).toBeGreaterThanOrEqual(1);
    expectStatus(
      await call(BILAL, 'DELETE', `/diary/posts/${created.id}`),
      403,
      'Only the teacher who posted it or an administrator can delete this entry.',
    );
    const before = await auditCount('diary.deleted');
    expectStatus(await call(IQBAL_TEACHER, 'DELETE', `/diary/posts/${created.id}`), 204);
    expectStatus(await call(IQBAL_TEACHER, 'DELETE', `/diary/posts/${created.id}`), 404);
    const other = (
      await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
        subject_id: maths5,
        day: today,
        body: 'Removed by the office.',
      })
    ).json();
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/diary/posts/${other.id}`), 204);
    expect(await auditCount('diary.deleted')).toBe(before + 2);
  });
});

describe('the daily digest', () => {
  it('goes at 17:00 Pakistan time: today before it, tomorrow after it', () => {
    expect(digestTime('2026-11-27').toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(nextDigestDay(new Date('2026-11-27T11:59:00Z'))).toBe('2026-11-27');
    expect(nextDigestDay(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-28');
    // 23:30 in Karachi: tomorrow's; 00:30 is already tomorrow there, before its digest.
    expect(nextDigestDay(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(nextDigestDay(new Date('2026-11-27T19:30:00Z'))).toBe('2026-11-28');
    expect(nextDigestDay(new Date('2026-11-28T12:30:00Z'))).toBe('2026-11-29');
  });

  it('tells each guardian of a section with entries, once per student and day, through notify', async () => {
    const digest = () => t.query((tx) => sendDigest(tx, IQBAL, today), tenantScope(IQBAL));
    const covered = await digest();
    // Class 5 A, Class 4 B and Class 3 A have entries today: six or seven students each.
    expect(covered).toBeGreaterThanOrEqual(18);
    const parentInbox = () =>
      t.query(async (tx) => {
        const [parent] = await tx.select().from(users).where(eq(users.email, PARENT));
        return tx
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.tenant_id, IQBAL),
              eq(notifications.user_id, parent!.id),
              eq(notifications.event, 'diary_digest'),
            ),
          );
      }, tenantScope(IQBAL));
    const inbox = await parentInbox();
    // Ali (Class 5 A) has entries; his sister in Class 2 B has none.
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.title).toMatch(/Ali Raza/);
    expect(inbox[0]!.body).toMatch(/English/);
    expect(inbox[0]!.link).toBe(`/school/my-diary?day=${today}`);
    await digest();
    expect(await parentInbox()).toHaveLength(1);
  });
});

describe('gating', () => {
  it('answers 403 with the module sentence while gradebook is off', async () => {
    const id = await moduleId(t, 'gradebook');
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/disable/${id}`), 200);
    expectStatus(
      await call(PARENT, 'GET', `/diary/me/days/${today}`),
      403,
      'The Gradebook module is not enabled for your organisation.',
    );
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${id}`), 200);
    expectStatus(await call(PARENT, 'GET', `/diary/me/days/${today}`), 200);
  });
});
