// A read by a caller the process has seen lately starts its handler in the same round trip as the
// bearer check (http/request-scope.ts, http/known-callers.ts). The prediction must never answer:
// a caller refused or changed since is answered as if nothing had been predicted, and whatever
// the handler did under the prediction is rolled back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../src/http/context.js';
import { KnownCallers, sameCaller } from '../../src/http/known-callers.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTimedQuiz, IQBAL_ADMIN, userId } from '../learning/helpers.js';

const TEACHER = 'teacher@iqbal.edu.pk';
const STUDENT = 'student3@iqbal.edu.pk';

let t: TestApp;

async function setUser(email: string, changes: string): Promise<void> {
  const id = await userId(t, email);
  await t.query((tx) => tx.execute(sql.raw(`update users set ${changes} where id = ${id}`)));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a read started with the caller as last checked', () => {
  it('answers 401 when the caller was deactivated since, not the predicted answer', async () => {
    const token = (await t.login(IQBAL_ADMIN)).access_token;
    const first = await t.request({ method: 'GET', url: '/api/users/?limit=5', token });
    expect(first.statusCode).toBe(200);
    await setUser(IQBAL_ADMIN, 'is_active = false');
    try {
      const refused = await t.request({ method: 'GET', url: '/api/users/?limit=5', token });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe('Your account is no longer active. Please sign in again.');
      expect(refused.json().items).toBeUndefined();
    } finally {
      await setUser(IQBAL_ADMIN, 'is_active = true');
    }
    const again = await t.request({ method: 'GET', url: '/api/users/?limit=5', token });
    expect(again.statusCode).toBe(200);
  });

  it('answers as the caller is now when their role changed since (an admin no longer)', async () => {
    const token = (await t.login(TEACHER)).access_token;
    await setUser(TEACHER, 'is_tenant_admin = true');
    try {
      // Checked as an admin: remembered so.
      expect((await t.request({ method: 'GET', url: '/api/users/', token })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/users/', token })).statusCode).toBe(200);
    } finally {
      await setUser(TEACHER, 'is_tenant_admin = false');
    }
    const demoted = await t.request({ method: 'GET', url: '/api/users/', token });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().items).toBeUndefined();
  });

  it('keeps nothing the handler wrote when the check refuses the caller', async () => {
    const teacher = await t.tokenFor(TEACHER);
    const { quizId, courseId } = await createTimedQuiz(t, teacher, 'Predicted caller quiz');
    const student = (await t.login(STUDENT)).access_token;
    const enrolled = await t.request({
      method: 'POST',
      url: `/api/courses/${courseId}/enroll`,
      token: student,
    });
    expect(enrolled.statusCode, enrolled.body).toBeLessThan(500);
    // The student is now a known caller; then deactivated.
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/me', token: student })).statusCode,
    ).toBe(200);
    await setUser(STUDENT, 'is_active = false');
    try {
      // Opening a timed quiz starts its clock (an attempt row): under the prediction, rolled back.
      const view = await t.request({
        method: 'GET',
        url: `/api/assessments/${quizId}`,
        token: student,
      });
      expect(view.statusCode).toBe(401);
      const id = await userId(t, STUDENT);
      const attempts = await t.query(async (tx) => {
        const result = await tx.execute(
          sql`select count(*)::int as n from assessment_attempts where user_id = ${id} and assessment_id = ${quizId}`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      });
      expect(attempts).toBe(0);
    } finally {
      await setUser(STUDENT, 'is_active = true');
    }
    // Active again, the first view starts the clock as usual.
    const view = await t.request({
      method: 'GET',
      url: `/api/assessments/${quizId}`,
      token: student,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().attempt).toBeTruthy();
  });
});

function caller(userId: number, tenantId: number, version: number, extra = {}): AuthContext {
  const record = {
    id: userId,
    tenant_id: tenantId,
    email: `u${userId}@example.pk`,
    user_role: 'student',
    is_active: true,
    is_tenant_admin: false,
    is_superuser: false,
    token_version: version,
    created_at: new Date('2026-01-01T00:00:00Z'),
    ...extra,
  };
  return {
    user: record,
    record,
    scope: { kind: 'tenant', tenantId, userId },
  } as unknown as AuthContext;
}

describe('KnownCallers', () => {
  it('predicts only for the same tenant and token version', () => {
    const known = new KnownCallers();
    known.remember(caller(7, 2, 3));
    expect(known.predict({ userId: 7, tenantId: 2, version: 3 })?.user.id).toBe(7);
    expect(known.predict({ userId: 7, tenantId: 2, version: 4 })).toBeUndefined();
    expect(known.predict({ userId: 7, tenantId: 3, version: 3 })).toBeUndefined();
    expect(known.predict({ userId: 8, tenantId: 2, version: 3 })).toBeUndefined();
    known.forget(7);
    expect(known.predict({ userId: 7, tenantId: 2, version: 3 })).toBeUndefined();
  });

  it('holds at most its capacity, the least recently seen leaving first', () => {
    const known = new KnownCallers(2);
    known.remember(caller(1, 2, 0));
    known.remember(caller(2, 2, 0));
    known.remember(caller(1, 2, 0)); // seen again
    known.remember(caller(3, 2, 0));
    expect(known.size).toBe(2);
    expect(known.predict({ userId: 1, tenantId: 2, version: 0 })).toBeDefined();
    expect(known.predict({ userId: 2, tenantId: 2, version: 0 })).toBeUndefined();
  });

  it('finds two checks the same caller only when every field and the scope match', () => {
    expect(sameCaller(caller(1, 2, 0), caller(1, 2, 0))).toBe(true);
    expect(sameCaller(caller(1, 2, 0), caller(1, 2, 0, { is_tenant_admin: true }))).toBe(false);
    expect(sameCaller(caller(1, 2, 0), caller(1, 2, 0, { user_role: 'teacher' }))).toBe(false);
    expect(
      sameCaller(caller(1, 2, 0), caller(1, 2, 0, { created_at: new Date('2026-01-02') })),
    ).toBe(false);
    const platform = caller(1, 2, 0);
    expect(sameCaller(platform, { ...platform, scope: { kind: 'platform', userId: 1 } })).toBe(
      false,
    );
  });
});
