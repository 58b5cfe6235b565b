// Leaving and character certificates over HTTP: the office issues them (numbered per
// school and kind, with a verification code), the public page confirms them without the private
// facts, a second valid certificate of a kind is refused with its detail, a leaving certificate
// sets the student's status to left, issuing and revoking are audited, a revoked certificate is
// confirmed as revoked, the PDF downloads in both languages, and another school sees nothing.
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
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

let t: TestApp;
let call: ReturnType<typeof caller>;
let student: number;
let other: number;
let third: number;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

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

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
const year = today.slice(0, 4);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const found = await rows<{ id: number }>(
    sql`select id from students where tenant_id = ${IQBAL} and status = 'active'
          and admission_date <= ${today} order by id limit 3`,
  );
  student = Number(found[0]!.id);
  other = Number(found[1]!.id);
  third = Number(found[2]!.id);
});
afterAll(() => t.close());

const url = (id: number) => `/students/${id}/certificates`;
let leaving: { id: number; code: string; number: string };

describe('issuing', () => {
  it('refuses a leaving certificate without its date or reason, and a future date', async () => {
    const none = await call(IQBAL_ADMIN, 'POST', url(student), { kind: 'leaving', reason: 'x' });
    expectStatus(none, 422, 'Enter the date the student leaves the school.');
    const blank = await call(IQBAL_ADMIN, 'POST', url(student), {
      kind: 'leaving',
      leaving_date: today,
      reason: '   ',
    });
    expectStatus(blank, 422, 'Enter the reason for leaving.');
    const future = await call(IQBAL_ADMIN, 'POST', url(student), {
      kind: 'leaving',
      leaving_date: `${Number(year) + 1}-01-01`,
      reason: 'Moved',
    });
    expectStatus(future, 422, 'The leaving date cannot be after today.');
    const character = await call(IQBAL_ADMIN, 'POST', url(student), { kind: 'character' });
    expectStatus(character, 422, 'Enter the remarks on the student’s conduct.');
  });

  it('lets only the office issue', async () => {
    const body = { kind: 'character', remarks: 'Good' };
    expectStatus(await call(IQBAL_TEACHER, 'POST', url(student), body), 403);
    expectStatus(await call(IQBAL_STUDENT, 'POST', url(student), body), 403);
    expectStatus(await call(null, 'POST', url(student), body), 401);
  });

  it('issues a leaving certificate: numbered, a code, the student left, audited', async () => {
    const issuedBefore = await auditCount('school_certificate.issued');
    const created = await call(IQBAL_ADMIN, 'POST', url(student), {
      kind: 'leaving',
      leaving_date: today,
      reason: '  Family moved to Karachi ',
    });
    expectStatus(created, 201);
    const body = created.json();
    expect(body).toMatchObject({
      student_id: student,
      kind: 'leaving',
      status: 'valid',
      reason: 'Family moved to Karachi',
      leaving_date: today,
      issued_on: today,
      revoked_at: null,
    });
    expect(body.number).toMatch(new RegExp(`^SLC-${year}-\\d{4}$`));
    expect(body.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    leaving = body;
    const profile = await call(IQBAL_ADMIN, 'GET', `/students/${student}`);
    expect(profile.json().status).toBe('left');
    expect(await auditCount('school_certificate.issued')).toBe(issuedBefore + 1);
    const [entry] = await rows<{ changes: Record<string, { to: unknown }> }>(
      sql`select changes from audit_log where tenant_id = ${IQBAL}
            and action = 'school_certificate.issued' and entity_id = ${body.id}`,
    );
    expect(entry!.changes.status!.to).toBe('left');
  });

  it('refuses a second valid leaving certificate with a clear 409', async () => {
    const again = await call(IQBAL_ADMIN, 'POST', url(student), {
      kind: 'leaving',
      leaving_date: today,
      reason: 'Again',
    });
    expectStatus(
      again,
      409,
      'This student already has a valid school leaving certificate. Revoke it before issuing another.',
    );
  });

  it('numbers the next certificate of the kind one up, and a character certificate apart', async () => {
    const next = await call(IQBAL_ADMIN, 'POST', url(other), {
      kind: 'leaving',
      leaving_date: today,
      reason: 'Admission elsewhere',
    });
    expectStatus(next, 201);
    const n = (s: string) => Number(s.slice(-4));
    expect(n(next.json().number)).toBe(n(leaving.number) + 1);
    const character = await call(IQBAL_ADMIN, 'POST', url(student), {
      kind: 'character',
      remarks: 'Well behaved and diligent.',
    });
    expectStatus(character, 201);
    expect(character.json().number).toMatch(new RegExp(`^CC-${year}-\\d{4}$`));
  });

  it('issues once when two offices press Issue at the same time', async () => {
    const body = { kind: 'character', remarks: 'Punctual and helpful.' };
    const answers = await Promise.all([
      call(IQBAL_ADMIN, 'POST', url(third), body),
      call(IQBAL_ADMIN, 'POST', url(third), body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const list = await call(IQBAL_ADMIN, 'GET', url(third));
    expect(list.json().items).toHaveLength(1);
  });

  it('lists the student’s certificates newest first', async () => {
    const list = await call(IQBAL_ADMIN, 'GET', url(student));
    expectStatus(list, 200);
    expect(list.json().items.map((c: { kind: string }) => c.kind)).toEqual([
      'character',
      'leaving',
    ]);
  });
});

describe('public verification', () => {
  it('confirms the certificate with what it shows and nothing else', async () => {
    const verified = await call(null, 'GET', `/certificates/verify/${leaving.code.toLowerCase()}`);
    expectStatus(verified, 200);
    const body = verified.json();
    expect(body).toMatchObject({
      kind: 'leaving',
      status: 'valid',
      number: leaving.number,
      school_name: expect.any(String),
      recipient_name: expect.any(String),
    });
    expect(body.issued_at.slice(0, 10)).toBe(today);
    expect(Object.keys(body).sort()).toEqual(
      ['issued_at', 'kind', 'number', 'recipient_name', 'school_name', 'status'].sort(),
    );
    expect(verified.body).not.toContain('Karachi');
  });

  it('downloads the PDF in English and Urdu', async () => {
    for (const lang of ['en', 'ur']) {
      const pdf = await call(IQBAL_ADMIN, 'GET', `${url(student)}/${leaving.id}/pdf?lang=${lang}`);
      expectStatus(pdf, 200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('revokes (audited, once), and the public page then says revoked', async () => {
    const before = await auditCount('school_certificate.revoked');
    const revoked = await call(IQBAL_ADMIN, 'POST', `${url(student)}/${leaving.id}/revoke`, {
      reason: 'Issued by mistake',
    });
    expectStatus(revoked, 200);
    expect(revoked.json()).toMatchObject({ status: 'revoked', revoke_reason: 'Issued by mistake' });
    expect(await auditCount('school_certificate.revoked')).toBe(before + 1);
    const twice = await call(IQBAL_ADMIN, 'POST', `${url(student)}/${leaving.id}/revoke`, {});
    expectStatus(twice, 409, 'This certificate is already revoked.');
    const verified = await call(null, 'GET', `/certificates/verify/${leaving.code}`);
    expect(verified.json()).toMatchObject({ status: 'revoked', kind: 'leaving' });
    // Revoked: a new leaving certificate may be issued.
    const again = await call(IQBAL_ADMIN, 'POST', url(student), {
      kind: 'leaving',
      leaving_date: today,
      reason: 'Family moved to Karachi',
    });
    expectStatus(again, 201);
  });
});

describe('another school', () => {
  it('cannot list, issue, revoke or download this school’s certificates', async () => {
    expectStatus(await call(QUAID_ADMIN, 'GET', url(student)), 404);
    expectStatus(
      await call(QUAID_ADMIN, 'POST', url(student), { kind: 'character', remarks: 'x' }),
      404,
    );
    expectStatus(await call(QUAID_ADMIN, 'POST', `${url(student)}/${leaving.id}/revoke`, {}), 404);
    expectStatus(await call(QUAID_ADMIN, 'GET', `${url(student)}/${leaving.id}/pdf`), 404);
  });
});
