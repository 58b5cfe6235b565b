// Diary read receipts over HTTP: a student or a guardian opening a day records, per post and per
// child, the first time it was read; the section's teachers and the office see "Read by N of M
// families" and who read it; students, parents, other teachers and other schools do not. The demo
// school Iqbal: the demo teacher is class teacher of Class 5 A; the demo student Ali is in Class
// 5 A; the demo parent is his guardian.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
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
type Reads = {
  day: string;
  section_id: number;
  families: number;
  posts: {
    post_id: number;
    read_families: number;
    readers: {
      student_id: number;
      student_name: string;
      reader_name: string;
      reader_kind: 'student' | 'guardian';
      read_at: string;
    }[];
  }[];
};

let c5a: number;
let postId: number;
const readsUrl = () => `/diary/sections/${c5a}/days/${today}/reads`;
const reads = async (email = IQBAL_TEACHER): Promise<Reads> => {
  const res = await call(email, 'GET', readsUrl());
  expectStatus(res, 200);
  return res.json();
};
const postReads = async (email = IQBAL_TEACHER) =>
  (await reads(email)).posts.find((p) => p.post_id === postId)!;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const classes: Klass[] = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
  const class5 = classes.find((c) => c.name === 'Class 5')!;
  c5a = class5.sections.find((s) => s.name === 'A')!.id;
  const maths = class5.subjects.find((s) => s.name === 'Mathematics')!.id;
  const made = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
    subject_id: maths,
    day: today,
    body: 'Read receipts: learn table 7.',
  });
  expectStatus(made, 201);
  postId = made.json().id;
});
afterAll(() => t?.close());

describe('read receipts', () => {
  it('start at none of the section’s families', async () => {
    const day = await reads();
    expect(day.day).toBe(today);
    expect(day.section_id).toBe(c5a);
    expect(day.families).toBeGreaterThan(0);
    expect(await postReads()).toEqual({ post_id: postId, read_families: 0, readers: [] });
  });

  it('count a student opening their day, once, keeping the first time', async () => {
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/diary/me/days/${today}`), 200);
    const first = await postReads();
    expect(first.read_families).toBe(1);
    expect(first.readers).toHaveLength(1);
    expect(first.readers[0]).toMatchObject({ reader_kind: 'student' });
    expect(first.readers[0]!.reader_name).toBe(first.readers[0]!.student_name);
    expect(Number.isNaN(Date.parse(first.readers[0]!.read_at))).toBe(false);

    // Opening again (by day or by section) changes nothing.
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/diary/me/days/${today}`), 200);
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/diary/sections/${c5a}/days/${today}`), 200);
    expect(await postReads()).toEqual(first);
  });

  it('list a guardian as a reader of the same family (still one family)', async () => {
    expectStatus(await call(PARENT, 'GET', `/diary/me/days/${today}`), 200);
    const after = await postReads();
    expect(after.read_families).toBe(1);
    expect(after.readers.map((r) => r.reader_kind).sort()).toEqual(['guardian', 'student']);
    const guardian = after.readers.find((r) => r.reader_kind === 'guardian')!;
    expect(guardian.student_id).toBe(after.readers[0]!.student_id);
    expect(guardian.reader_name).not.toBe('');
  });

  it('are shown to the office too, and not counted for staff reading the section', async () => {
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/diary/sections/${c5a}/days/${today}`), 200);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/diary/sections/${c5a}/days/${today}`), 200);
    expect((await postReads(IQBAL_ADMIN)).readers).toHaveLength(2);
  });

  it('refuse students, parents and teachers of other sections (403); another school 404', async () => {
    expectStatus(await call(IQBAL_STUDENT, 'GET', readsUrl()), 403);
    expectStatus(await call(PARENT, 'GET', readsUrl()), 403);
    const bilal = (await call(BILAL, 'GET', '/diary/options')).json() as {
      sections: { section_id: number }[];
    };
    if (!bilal.sections.some((s) => s.section_id === c5a)) {
      expectStatus(
        await call(BILAL, 'GET', readsUrl()),
        403,
        "Only this section's teachers or an administrator can post to or read its diary.",
      );
    }
    const gradebook = await moduleId(t, 'gradebook');
    expectStatus(await call(QUAID_ADMIN, 'POST', `/modules/tenant/enable/${gradebook}`), 200);
    expectStatus(await call(QUAID_ADMIN, 'GET', readsUrl()), 404);
    expectStatus(await call(null, 'GET', readsUrl()), 401);
  });

  it('answer 422 with a detail for a malformed day', async () => {
    const res = await call(IQBAL_TEACHER, 'GET', `/diary/sections/${c5a}/days/2026-13-40/reads`);
    expectStatus(res, 422);
    expect(res.json().detail).toBeTruthy();
  });

  it('go with their post when it is deleted', async () => {
    expectStatus(await call(IQBAL_TEACHER, 'DELETE', `/diary/posts/${postId}`), 204);
    expect((await reads()).posts.some((p) => p.post_id === postId)).toBe(false);
    const left = await t.query((tx) =>
      tx.execute(sql`select count(*)::int as n from diary_reads where post_id = ${postId}`),
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('what counts as a read', () => {
  const readsOf = async (id: number) => {
    const found = await t.query((tx) =>
      tx.execute(
        sql`select reader_kind, count(*)::int as n from diary_reads where post_id = ${id}
            group by reader_kind order by reader_kind`,
      ),
    );
    return (found as unknown as { rows: { reader_kind: string; n: number }[] }).rows;
  };

  it('is only the day view: opening the attachment records nothing', async () => {
    const classes: Klass[] = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
    const english = classes
      .find((c) => c.name === 'Class 5')!
      .subjects.find((s) => s.name !== 'Mathematics')!.id;
    const made = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
      subject_id: english,
      day: today,
      body: 'Read receipts: the worksheet attached.',
      attachment: {
        file_name: 'worksheet.pdf',
        content_type: 'application/pdf',
        data_base64: Buffer.from('%PDF-1.4\n% worksheet\n%%EOF\n', 'latin1').toString('base64'),
      },
    });
    expectStatus(made, 201);
    const id = made.json().id as number;

    // The student and the guardian open the file straight from a link (a notification, a saved
    // page): it is served, and nobody is counted as having read the entry.
    for (const reader of [IQBAL_STUDENT, PARENT]) {
      const file = await call(reader, 'GET', `/diary/posts/${id}/attachment`);
      expectStatus(file, 200);
      expect(file.json().file_name).toBe('worksheet.pdf');
    }
    expect(await readsOf(id)).toEqual([]);
    expect((await reads()).posts.find((p) => p.post_id === id)!.read_families).toBe(0);

    // Opening the day is what records: the guardian's day view, then the student's.
    expectStatus(await call(PARENT, 'GET', `/diary/me/days/${today}`), 200);
    expect(await readsOf(id)).toEqual([{ reader_kind: 'guardian', n: 1 }]);
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/diary/me/days/${today}`), 200);
    expect(await readsOf(id)).toEqual([
      { reader_kind: 'guardian', n: 1 },
      { reader_kind: 'student', n: 1 },
    ]);
    // The file again, after the reads: still those two rows.
    expectStatus(await call(PARENT, 'GET', `/diary/posts/${id}/attachment`), 200);
    expect(await readsOf(id)).toHaveLength(2);
    const post = (await reads()).posts.find((p) => p.post_id === id)!;
    expect(post.read_families).toBe(1);
  });
});
