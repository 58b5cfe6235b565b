// OneRoster imports queued (the job queue's workers are off here, so runs stay pending): the
// request checks the package and answers 202 with a run; the same package again while it is
// pending answers that run; a package with problems is refused without queuing anything; the
// job kind shares the per-school limit of the other heavy work. The import itself, run by the
// queue to the end, is in roundtrip.test.ts.
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onerosterImportJob } from '../../src/domains/oneroster/import-run.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { queue: { work: false } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function exported(): Promise<string> {
  const response = await t.request({
    method: 'GET',
    url: '/api/school/oneroster/export',
    token: await t.tokenFor(IQBAL_ADMIN),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload.toString('base64');
}

describe('queued OneRoster imports', () => {
  it('answers the pending run for the same package, a new run for another', async () => {
    const call = caller(t);
    const content = await exported();
    const first = await call(IQBAL_ADMIN, 'POST', '/school/oneroster/import-runs', {
      file_name: 'roster.zip',
      content_base64: content,
    });
    expectStatus(first, 202);
    expect(first.json()).toMatchObject({ status: 'queued', result: null, error: null });
    expect(first.json().content_sha256).toMatch(/^[0-9a-f]{64}$/);
    const again = await call(IQBAL_ADMIN, 'POST', '/school/oneroster/import-runs', {
      file_name: 'roster-copy.zip',
      content_base64: content,
    });
    expectStatus(again, 202);
    expect(again.json().id).toBe(first.json().id);
    // Another package (the same files zipped again, other bytes) is another request: a run of its own.
    const other = await call(IQBAL_ADMIN, 'POST', '/school/oneroster/import-runs', {
      file_name: 'roster.zip',
      content_base64: Buffer.from(
        zipSync(unzipSync(new Uint8Array(Buffer.from(content, 'base64'))), {
          mtime: new Date('2001-02-03T04:05:06Z'),
        }),
      ).toString('base64'),
    });
    expectStatus(other, 202);
    expect(other.json().id).not.toBe(first.json().id);
    const read = await call(IQBAL_ADMIN, 'GET', `/school/oneroster/import-runs/${first.json().id}`);
    expectStatus(read, 200);
    expect(read.json().status).toBe('queued');
  });

  it('refuses a package with problems at once, and is for the school office only', async () => {
    const call = caller(t);
    const broken = Buffer.from(
      zipSync({ 'manifest.csv': new TextEncoder().encode('propertyName,value\n') }),
    ).toString('base64');
    const refused = await call(IQBAL_ADMIN, 'POST', '/school/oneroster/import-runs', {
      file_name: 'broken.zip',
      content_base64: broken,
    });
    expectStatus(refused, 422);
    const teacher = await call(IQBAL_TEACHER, 'POST', '/school/oneroster/import-runs', {
      file_name: 'roster.zip',
      content_base64: await exported(),
    });
    expectStatus(teacher, 403);
  });

  it('runs one import at a time per school, as the other heavy work', () => {
    const kind = onerosterImportJob(t.database.db);
    expect(kind.perSchool).toBe(1);
    // Above the limit, so another school's import is not queued behind this one's burst.
    expect(kind.concurrency).toBeGreaterThan(kind.perSchool!);
  });
});
