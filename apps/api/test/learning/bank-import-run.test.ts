// Question bank imports through the job queue. The queue's workers are off here and the test runs
// the job itself, so each step is seen: the request checks the file and answers 202 with a run;
// the same request while it is pending answers that run; a file the import would refuse is
// refused at once with the same 422 and nothing queued; the job writes the questions as the
// direct import does and keeps the counts; a run that has ended is not imported twice; a run is
// read only through its own course.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/rows.js';
import { bankImportJob } from '../../src/domains/assessments/bankImportRun.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  auditActions,
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
  QUAID_TEACHER,
} from './helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let courseId: number;
let otherCourseId: number;

const GIFT = `// [tag:kinematics]
A car covers 100 m in 5 s. Its average speed is {
\t~5 m/s
\t=20 m/s
\t~500 m/s
}

Mass is measured in newtons. {FALSE}

Name the SI unit of force. {=newton =N}
`;

async function course(title: string): Promise<number> {
  const created = await call(IQBAL_TEACHER, 'POST', '/courses/', {
    title,
    description: 'A course whose bank comes from queued files.',
    price: 0,
    currency: 'PKR',
    level: 'beginner',
  });
  expectStatus(created, 201);
  return (created.json() as { id: number }).id;
}

beforeAll(async () => {
  t = await createTestApp({}, { queue: { work: false } });
  call = caller(t);
  courseId = await course('Physics, queued');
  otherCourseId = await course('Chemistry, queued');
}, 120_000);
afterAll(() => t?.close());

const runs = (path = '') => `/courses/${courseId}/question-bank/import-runs${path}`;
const bankTotal = async () =>
  (
    (await call(IQBAL_TEACHER, 'GET', `/courses/${courseId}/question-bank`)).json() as {
      total: number;
    }
  ).total;
const runCount = () =>
  t.query(
    async (tx) =>
      (
        await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from bank_import_runs where tenant_id = ${IQBAL}`,
        )
      )[0]!.n,
  );
const runJob = (runId: number) =>
  bankImportJob(t.db).handler({ tenantId: IQBAL, runId }, { id: 'test', retryCount: 0 });

describe('queued question bank imports', () => {
  it('queues a checked file once, writes it in the job with the counts, and never twice', async () => {
    const before = await bankTotal();
    const first = await call(IQBAL_TEACHER, 'POST', runs(), { format: 'gift', text: GIFT });
    expectStatus(first, 202);
    expect(first.json()).toMatchObject({
      format: 'gift',
      status: 'queued',
      result: null,
      error: null,
      finished_at: null,
    });
    const again = await call(IQBAL_TEACHER, 'POST', runs(), { format: 'gift', text: GIFT });
    expectStatus(again, 202);
    expect(again.json().id).toBe(first.json().id);
    // Other tags are another import: a run of its own.
    const tagged = await call(IQBAL_TEACHER, 'POST', runs(), {
      format: 'gift',
      text: GIFT,
      tags: ['week-1'],
    });
    expect(tagged.json().id).not.toBe(first.json().id);
    // Nothing is written before the job runs.
    expect(await bankTotal()).toBe(before);

    await runJob(first.json().id);
    const done = await call(IQBAL_TEACHER, 'GET', runs(`/${first.json().id}`));
    expectStatus(done, 200);
    expect(done.json()).toMatchObject({
      status: 'done',
      error: null,
      result: {
        created: 3,
        by_type: { multiple_choice: 1, true_false: 1, short_answer: 1, essay: 0 },
      },
    });
    expect(done.json().finished_at).not.toBeNull();
    expect(await bankTotal()).toBe(before + 3);

    // The job again (a redelivery): the run has ended, so nothing is written twice.
    await runJob(first.json().id);
    expect(await bankTotal()).toBe(before + 3);
    const audited = (await auditActions(t, IQBAL)).filter((action) =>
      action.startsWith('bank_question.import'),
    );
    expect(audited).toEqual([
      'bank_question.import_requested',
      'bank_question.import_requested',
      'bank_question.imported',
    ]);
  });

  it('refuses at once, with the direct import’s 422, what the import would refuse', async () => {
    const before = await runCount();
    const text = `${GIFT}\nTwo right {=a =b ~c}\n`;
    const detail =
      'The file cannot be imported: it has 1 problems, the first on line 12. Check it with the preview.';
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', `/courses/${courseId}/question-bank/import`, {
        format: 'gift',
        text,
      }),
      422,
      detail,
    );
    expectStatus(await call(IQBAL_TEACHER, 'POST', runs(), { format: 'gift', text }), 422, detail);
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', runs(), {
        format: 'aiken',
        text: 'x',
        content_base64: 'eA==',
      }),
      422,
    );
    // Staff of the course only: another school's teacher is not let in.
    const outsider = await call(QUAID_TEACHER, 'POST', runs(), { format: 'gift', text: GIFT });
    expect([403, 404]).toContain(outsider.statusCode);
    expect(await runCount()).toBe(before);
  });

  it('reads a run only through its own course', async () => {
    const queued = await call(IQBAL_TEACHER, 'POST', runs(), {
      format: 'aiken',
      text: 'Q?\nA. a\nB. b\nANSWER: B\n',
    });
    expectStatus(queued, 202);
    const id = queued.json().id as number;
    expectStatus(await call(IQBAL_TEACHER, 'GET', runs(`/${id}`)), 200);
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', `/courses/${otherCourseId}/question-bank/import-runs/${id}`),
      404,
    );
    expectStatus(await call(IQBAL_ADMIN, 'GET', runs('/999999')), 404);
  });

  it('runs one import at a time per school, as the other heavy work', () => {
    const kind = bankImportJob(t.db);
    expect(kind.perSchool).toBe(1);
    expect(kind.concurrency).toBeGreaterThan(kind.perSchool!);
  });
});
