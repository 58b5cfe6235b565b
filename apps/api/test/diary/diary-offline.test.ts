// A teacher's diary queued offline: posts and edits carry the device's operation id and are sent
// again until an answer arrives. A replay posts nothing twice, writes an edit once (one audit
// row), answers as the first time did, and an id cannot be reused for another change or by
// another user. Demo school Iqbal: the demo teacher is class teacher of Class 5 A.
import { randomUUID } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryPosts } from '../../src/db/schema/diary.js';
import { auditLog } from '../../src/db/schema/identity.js';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
const today = todayInPakistan();
let c5a: number;
let english5: number;

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
const patch = async (email: string, url: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `/api${url}`, token: await t.tokenFor(email), payload });
const postsWith = (text: string) =>
  t.query(
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(diaryPosts)
          .where(and(eq(diaryPosts.tenant_id, IQBAL), eq(diaryPosts.body, text)))
      )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items as {
    name: string;
    sections: { id: number; name: string }[];
    subjects: { id: number; name: string }[];
  }[];
  const k5 = classes.find((c) => c.name === 'Class 5')!;
  c5a = k5.sections.find((s) => s.name === 'A')!.id;
  english5 = k5.subjects.find((s) => s.name !== 'Mathematics')!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('a post queued offline', () => {
  it('is posted once however often the queue sends it, answering the same post', async () => {
    const op_id = randomUUID();
    const body = { subject_id: english5, day: today, body: 'Queued: read chapter 3.', op_id };
    const audits = await auditCount('diary.posted');
    const first = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, body);
    expectStatus(first, 201);
    const again = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, body);
    expectStatus(again, 201);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().body).toBe('Queued: read chapter 3.');
    expect(await postsWith('Queued: read chapter 3.')).toBe(1);
    expect(await auditCount('diary.posted')).toBe(audits + 1);
  });

  it('is posted once when two sends of the same id arrive together', async () => {
    const op_id = randomUUID();
    const body = { subject_id: english5, day: today, body: 'Queued twice at once.', op_id };
    const answers = await Promise.all([
      call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, body),
      call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, body),
    ]);
    for (const a of answers) expectStatus(a, 201);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
    expect(await postsWith('Queued twice at once.')).toBe(1);
  });

  it('is not brought back by a late replay after it was deleted (404 with the reason)', async () => {
    const op_id = randomUUID();
    const body = { subject_id: english5, day: today, body: 'Queued then deleted.', op_id };
    const first = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, body);
    expectStatus(first, 201);
    expectStatus(await call(IQBAL_TEACHER, 'DELETE', `/diary/posts/${first.json().id}`), 204);
    const late = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, body);
    expectStatus(late, 404);
    expect(late.json().detail).toMatch(/since been deleted/);
    expect(await postsWith('Queued then deleted.')).toBe(0);
  });

  it('refuses an id used by another user or for another change (422 + detail)', async () => {
    const op_id = randomUUID();
    const body = { subject_id: english5, day: today, body: 'Queued by the teacher.', op_id };
    const first = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, body);
    expectStatus(first, 201);
    const other = await call(IQBAL_ADMIN, 'POST', `/diary/sections/${c5a}/posts`, body);
    expectStatus(other, 422);
    expect(other.json().detail).toMatch(/operation id was used for another change/);
    const asEdit = await patch(IQBAL_TEACHER, `/diary/posts/${first.json().id}`, {
      body: 'Edited',
      op_id,
    });
    expectStatus(asEdit, 422);
    expect(await postsWith('Queued by the teacher.')).toBe(1);
  });

  it('refuses a malformed id (400 or 422), writing nothing', async () => {
    const res = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
      subject_id: english5,
      day: today,
      body: 'Bad op id.',
      op_id: 'not-a-uuid',
    });
    expect([400, 422]).toContain(res.statusCode);
    expect(res.json().detail).toBeTruthy();
    expect(await postsWith('Bad op id.')).toBe(0);
  });
});

describe('an edit queued offline', () => {
  it('is written and audited once; a replay keeps a later edit made meanwhile', async () => {
    const made = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
      subject_id: english5,
      day: today,
      body: 'Before the edit.',
    });
    expectStatus(made, 201);
    const id = made.json().id as number;
    const op_id = randomUUID();
    const audits = await auditCount('diary.edited');
    const first = await patch(IQBAL_TEACHER, `/diary/posts/${id}`, {
      body: 'Queued edit.',
      op_id,
    });
    expectStatus(first, 200);
    expect(first.json().body).toBe('Queued edit.');
    // A later edit online, then the queue's edit arrives again: it changes nothing.
    expectStatus(
      await patch(IQBAL_TEACHER, `/diary/posts/${id}`, { body: 'Edited later online.' }),
      200,
    );
    const replay = await patch(IQBAL_TEACHER, `/diary/posts/${id}`, {
      body: 'Queued edit.',
      op_id,
    });
    expectStatus(replay, 200);
    expect(replay.json().body).toBe('Edited later online.');
    expect(await auditCount('diary.edited')).toBe(audits + 2);
  });

  it('refuses the same edit id sent for another post (422)', async () => {
    const a = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
      subject_id: english5,
      day: today,
      body: 'Post A.',
    });
    const b = await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
      subject_id: english5,
      day: today,
      body: 'Post B.',
    });
    const op_id = randomUUID();
    expectStatus(
      await patch(IQBAL_TEACHER, `/diary/posts/${a.json().id}`, { body: 'A2', op_id }),
      200,
    );
    const wrong = await patch(IQBAL_TEACHER, `/diary/posts/${b.json().id}`, {
      body: 'B2',
      op_id,
    });
    expectStatus(wrong, 422);
    const after = await call(IQBAL_TEACHER, 'GET', `/diary/sections/${c5a}/days/${today}`);
    const bodies = (after.json().posts as { id: number; body: string }[]).map((p) => p.body);
    expect(bodies).toContain('Post B.');
  });
});
