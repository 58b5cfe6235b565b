// Student imports through the job queue. The queue's workers are off here and the test runs the
// job itself, so each step is seen: the request checks the file and answers 202 with a run; the
// same request while it is pending answers that run; a file the import would refuse is refused
// at once with nothing queued; the job imports it as the direct import does and keeps the
// result; a run that has ended is not imported twice; a school changed meanwhile fails the run
// with the refusal's sentence and writes nothing.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/rows.js';
import { guardians, students } from '../../src/db/schema/school.js';
import { studentImportJob } from '../../src/domains/students/import/run.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({}, { queue: { work: false } });
  call = caller(t);
}, 120_000);
afterAll(() => t?.close());

const HEADER =
  'Admission No,First Name,Last Name,Gender,Date of Birth,Class,Section,Guardian Name,Guardian Relation,Guardian CNIC,Guardian Mobile';
function csv(n: number, from: number, change?: (row: string[], k: number) => void): string {
  const lines = Array.from({ length: n }, (_, i) => {
    const k = from + i;
    const row = [
      `RUN-${k}`,
      `Child${k}`,
      'Queued',
      k % 2 ? 'male' : 'female',
      '14/08/2017',
      'Class 2',
      'B',
      `Father ${k}`,
      'father',
      `35202-${String(3000000 + k).padStart(7, '0')}-1`,
      `0301${String(1000000 + k).padStart(7, '0')}`,
    ];
    change?.(row, k);
    return row.join(',');
  });
  return Buffer.from([HEADER, ...lines].join('\n')).toString('base64');
}
const studentCount = () =>
  t.query(
    async (tx) =>
      (await tx.select({ n: count() }).from(students).where(eq(students.tenant_id, IQBAL)))[0]!.n,
  );
const runCount = () =>
  t.query(
    async (tx) =>
      (
        await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from student_import_runs where tenant_id = ${IQBAL}`,
        )
      )[0]!.n,
  );
const runJob = (runId: number) =>
  studentImportJob(t.db).handler({ tenantId: IQBAL, runId }, { id: 'test', retryCount: 0 });
const readRun = async (runId: number) => {
  const response = await call(IQBAL_ADMIN, 'GET', `/students/import-runs/${runId}`);
  expectStatus(response, 200);
  return response.json();
};

describe('queued student imports', () => {
  it('queues a checked file once, imports it in the job with the result, and never twice', async () => {
    // Row 3 (the second data row) has a gender the import does not know.
    const content = csv(12, 1, (row, k) => {
      if (k === 2) row[3] = 'unknown';
    });
    const before = await studentCount();
    const first = await call(IQBAL_ADMIN, 'POST', '/students/import-runs', {
      file_name: 'queued.csv',
      content_base64: content,
      mode: 'valid_only',
    });
    expectStatus(first, 202);
    expect(first.json()).toMatchObject({
      file_name: 'queued.csv',
      mode: 'valid_only',
      status: 'queued',
      result: null,
      error: null,
      finished_at: null,
    });
    const again = await call(IQBAL_ADMIN, 'POST', '/students/import-runs', {
      file_name: 'queued-again.csv',
      content_base64: content,
      mode: 'valid_only',
    });
    expectStatus(again, 202);
    expect(again.json().id).toBe(first.json().id);
    // Nothing is written before the job runs.
    expect(await studentCount()).toBe(before);

    await runJob(first.json().id);
    const done = await readRun(first.json().id);
    expect(done.status).toBe('done');
    expect(done.finished_at).not.toBeNull();
    expect(done.result).toMatchObject({
      created: 11,
      existing_rows: 0,
      invalid_rows: 1,
      guardians_created: 11,
    });
    expect(done.result.problems).toEqual([
      expect.objectContaining({ row: 3, column: 'gender', header: 'Gender' }),
    ]);
    expect(done.result.rejected_csv).toMatch(/^row,Admission No,First Name,/);
    expect(done.result.rejected_csv).toMatch(/3,RUN-2,Child2/);
    expect(await studentCount()).toBe(before + 11);
    const placed = (await call(IQBAL_ADMIN, 'GET', '/students/?search=run-5')).json().items[0];
    expect(placed).toMatchObject({
      admission_no: 'RUN-5',
      placement: expect.objectContaining({ class_name: 'Class 2', section_name: 'B' }),
    });

    // The job again (a redelivery): the run has ended, so nothing is imported twice.
    await runJob(first.json().id);
    expect(await studentCount()).toBe(before + 11);
    const audited = await t.query(async (tx) =>
      (
        await rows<{ action: string }>(
          tx,
          sql`select action from audit_log where tenant_id = ${IQBAL}
                and action in ('student.import_requested', 'student.imported') order by id`,
        )
      ).map((row) => row.action),
    );
    expect(audited).toEqual(['student.import_requested', 'student.imported']);

    // Once ended, the same request is a new run, which finds every row already there.
    const later = await call(IQBAL_ADMIN, 'POST', '/students/import-runs', {
      file_name: 'queued.csv',
      content_base64: content,
      mode: 'valid_only',
    });
    expectStatus(later, 202);
    expect(later.json().id).not.toBe(first.json().id);
    await runJob(later.json().id);
    expect((await readRun(later.json().id)).result).toMatchObject({
      created: 0,
      existing_rows: 11,
      invalid_rows: 1,
    });
  });

  it('refuses at once what the import would refuse, queuing nothing', async () => {
    const runs = await runCount();
    const invalid = await call(IQBAL_ADMIN, 'POST', '/students/import-runs', {
      file_name: 'bad.csv',
      content_base64: csv(3, 100, (row, k) => {
        if (k === 101) row[9] = '35202-12-1';
      }),
      mode: 'all',
    });
    expectStatus(invalid, 422);
    expect(invalid.json().detail).toMatch(/1 row of the file has problems: nothing was imported/);
    expect(invalid.json().errors[0]).toEqual({
      field: 'row 3, guardian_cnic',
      message: 'Row 3, column "Guardian CNIC": Enter the CNIC as 12345-1234567-1 (13 digits).',
    });
    const unreadable = await call(IQBAL_ADMIN, 'POST', '/students/import-runs', {
      file_name: 'x.xlsx',
      content_base64: Buffer.from('not a zip').toString('base64'),
      mode: 'valid_only',
    });
    expectStatus(unreadable, 422);
    expect(unreadable.json().detail).toBe('The file could not be read as CSV or XLSX.');
    const teacher = await call(IQBAL_TEACHER, 'POST', '/students/import-runs', {
      file_name: 'x.csv',
      content_base64: csv(1, 200),
      mode: 'valid_only',
    });
    expectStatus(teacher, 403);
    expect(await runCount()).toBe(runs);
    expectStatus(await call(IQBAL_ADMIN, 'GET', '/students/import-runs/999999'), 404);
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/students/import-runs/1'), 403);
  });

  it('fails the run, writing nothing, when the school changed so that the import is refused', async () => {
    const queued = await call(IQBAL_ADMIN, 'POST', '/students/import-runs', {
      file_name: 'moved.csv',
      content_base64: csv(4, 300),
      mode: 'all',
    });
    expectStatus(queued, 202);
    // Meanwhile the office renames the section every row names.
    const rename = (from: string, to: string) =>
      t.query((tx) =>
        tx.execute(sql`update sections set name = ${to}
          where tenant_id = ${IQBAL} and name = ${from}
            and class_id = (select id from classes where tenant_id = ${IQBAL} and name = 'Class 2')`),
      );
    await rename('B', 'B-renamed');
    const before = await studentCount();
    const guardiansBefore = await t.query(
      async (tx) =>
        (
          await tx
            .select({ n: count() })
            .from(guardians)
            .where(and(eq(guardians.tenant_id, IQBAL)))
        )[0]!.n,
    );
    try {
      await runJob(queued.json().id);
    } finally {
      await rename('B-renamed', 'B');
    }
    const failed = await readRun(queued.json().id);
    expect(failed).toMatchObject({ status: 'failed', result: null });
    expect(failed.error).toMatch(/4 rows of the file have problems: nothing was imported/);
    expect(await studentCount()).toBe(before);
    expect(
      await t.query(
        async (tx) =>
          (
            await tx.select({ n: count() }).from(guardians).where(eq(guardians.tenant_id, IQBAL))
          )[0]!.n,
      ),
    ).toBe(guardiansBefore);
  });
});
