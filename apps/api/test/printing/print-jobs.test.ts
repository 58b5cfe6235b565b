// Bulk printing over HTTP and in the worker: a section's Urdu report cards and a class's
// vouchers as one job each, with progress (pages done of total) and the file to download; an
// identical pending request answers the same job; one job of a school runs at a time (the
// second waits, queued); a large job is a ZIP of one PDF per section; an expired job and its
// file are gone. The queue's workers are off here: the test runs the worker's function itself,
// so nothing depends on timing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../../src/db/scope.js';
import { renderPrintJob } from '../../src/domains/printing/render-job.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let tenantId: number;
let midTerm: number;
let class5: { id: number; sections: { id: number; name: string }[] };
let month: string;

const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** The words poppler reads on page 1 (the text layer), for a look at what the file holds. */
function textOf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'print-jobs-'));
  writeFileSync(join(dir, 'f.pdf'), pdf);
  return execFileSync('pdftotext', ['-f', '1', '-l', '1', join(dir, 'f.pdf'), '-'], {
    encoding: 'utf8',
  });
}

async function job(id: number) {
  return (await call(IQBAL_ADMIN, 'GET', `/print-jobs/${id}`)).json();
}

beforeAll(async () => {
  t = await createTestApp({}, { queue: { work: false } });
  call = caller(t);
  const classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
  class5 = classes.find((c: { name: string }) => c.name === 'Class 5');
  const exams = (await call(IQBAL_ADMIN, 'GET', '/exams')).json().items;
  midTerm = exams.find((e: { name: string }) => e.name === 'Mid-Term').id;
  const vouchers = (await call(IQBAL_ADMIN, 'GET', '/fees/vouchers?limit=1')).json().items;
  month = vouchers[0].month;
  tenantId = (await call(IQBAL_ADMIN, 'GET', '/auth/me')).json().tenant_id;
});
afterAll(() => t.close());

describe('bulk print jobs', () => {
  it("prints a section's Urdu report cards as one job with progress, once per identical request", async () => {
    const section = class5.sections.find((s) => s.name === 'A')!.id;
    const body = {
      kind: 'report_cards',
      scope: 'section',
      exam_id: midTerm,
      section_id: section,
      language: 'ur',
    };
    const created = await call(IQBAL_ADMIN, 'POST', '/print-jobs', body);
    expectStatus(created, 202);
    const queued = created.json();
    expect(queued).toMatchObject({ status: 'queued', done: 0, class_id: class5.id });
    expect(queued.total).toBeGreaterThan(0);
    // The same request while it is pending is the same job.
    const again = await call(IQBAL_ADMIN, 'POST', '/print-jobs', body);
    expectStatus(again, 200);
    expect(again.json().id).toBe(queued.id);
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/print-jobs/${queued.id}/file`), 404);

    await renderPrintJob(t.db, tenantId, queued.id);
    const done = await job(queued.id);
    expect(done).toMatchObject({ status: 'done', file_type: 'pdf', done: queued.total });
    expect(done.total).toBe(queued.total);
    expect(new Date(done.expires_at).getTime()).toBeGreaterThan(Date.now());
    const file = await call(IQBAL_ADMIN, 'GET', `/print-jobs/${queued.id}/file`);
    expectStatus(file, 200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('-ur.pdf');
    expect(pagesOf(file.rawPayload)).toBe(queued.total);
    // Drawn in Urdu: the Nastaliq face is embedded (the word order of every Urdu label is the
    // reading-order test's; test/documents/reading-order.test.ts).
    expect(file.rawPayload.toString('latin1')).toContain('NotoNastaliqUrdu');
    // Finished: the same request now is a new job.
    expectStatus(await call(IQBAL_ADMIN, 'POST', '/print-jobs', body), 202);
  });

  it("prints a class's vouchers; a second job of the school waits while one runs", async () => {
    const first = (
      await call(IQBAL_ADMIN, 'POST', '/print-jobs', {
        kind: 'vouchers',
        scope: 'class',
        month,
        class_id: class5.id,
      })
    ).json();
    const second = (
      await call(IQBAL_ADMIN, 'POST', '/print-jobs', {
        kind: 'vouchers',
        scope: 'section',
        month,
        section_id: class5.sections[0]!.id,
        language: 'ur',
      })
    ).json();
    // The first is running (as a worker would have it): the second is not taken.
    await t.query(
      (tx) =>
        tx.execute(sql`update print_jobs set status = 'running', heartbeat_at = now()
          where tenant_id = ${tenantId} and id = ${first.id}`),
      tenantScope(tenantId),
    );
    await renderPrintJob(t.db, tenantId, second.id);
    expect((await job(second.id)).status).toBe('queued');
    // The first (its own earlier attempt counts for nothing) runs, then the second.
    await renderPrintJob(t.db, tenantId, first.id);
    const firstDone = await job(first.id);
    expect(firstDone).toMatchObject({ status: 'done', file_type: 'pdf' });
    await renderPrintJob(t.db, tenantId, second.id);
    expect((await job(second.id)).status).toBe('done');
    const file = await call(IQBAL_ADMIN, 'GET', `/print-jobs/${first.id}/file`);
    expect(pagesOf(file.rawPayload)).toBe(firstDone.total);
    const list = (
      await call(
        IQBAL_ADMIN,
        'GET',
        `/fees/vouchers?month=${month}&class_id=${class5.id}&limit=500`,
      )
    ).json();
    const printed = list.items.filter((v: { status: string }) => v.status !== 'cancelled');
    expect(firstDone.total).toBe(printed.length);
    expect(textOf(file.rawPayload)).toContain(printed[0].voucher_no);
  });

  it('makes a ZIP of one PDF per section when the job is large', async () => {
    const created = (
      await call(IQBAL_ADMIN, 'POST', '/print-jobs', { kind: 'vouchers', scope: 'school', month })
    ).json();
    await renderPrintJob(t.db, tenantId, created.id, 2);
    const done = await job(created.id);
    expect(done.file_type).toBe('zip');
    const file = await call(IQBAL_ADMIN, 'GET', `/print-jobs/${created.id}/file`);
    expect(file.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(entries);
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((n) => n.endsWith('.pdf'))).toBe(true);
    const pages = names.reduce((n, name) => n + pagesOf(Buffer.from(entries[name]!)), 0);
    expect(pages).toBe(done.total);
  });

  it('removes an expired job and its file', async () => {
    const { items } = (await call(IQBAL_ADMIN, 'GET', '/print-jobs')).json();
    const finished = items.find((j: { status: string }) => j.status === 'done');
    await t.query(
      (tx) =>
        tx.execute(sql`update print_jobs set expires_at = now() - interval '1 minute'
          where tenant_id = ${tenantId} and id = ${finished.id}`),
      tenantScope(tenantId),
    );
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/print-jobs/${finished.id}/file`), 404);
    const after = (await call(IQBAL_ADMIN, 'GET', '/print-jobs')).json().items;
    expect(after.map((j: { id: number }) => j.id)).not.toContain(finished.id);
    const left = await t.query(async (tx) => {
      const r = await tx.execute(
        sql`select count(*)::int as n from print_jobs where id = ${finished.id}`,
      );
      return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });
    expect(left).toBe(0);
  });

  it('refuses what cannot be printed, with a reason', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/print-jobs', { kind: 'vouchers', scope: 'school' }),
      422,
      'Choose the month whose vouchers to print.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/print-jobs', {
        kind: 'report_cards',
        scope: 'class',
        exam_id: midTerm,
      }),
      422,
      'Choose the class to print.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/print-jobs', {
        kind: 'vouchers',
        scope: 'school',
        month: '2001-01',
      }),
      422,
      'There is nothing to print for this choice (no students or vouchers).',
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', '/print-jobs', {
        kind: 'vouchers',
        scope: 'school',
        month,
      }),
      403,
    );
    const urdu = await t.request({
      method: 'POST',
      url: '/api/print-jobs',
      token: await t.tokenFor(IQBAL_ADMIN),
      headers: { 'accept-language': 'ur' },
      payload: { kind: 'vouchers', scope: 'school' },
    });
    expect(urdu.json().detail).toBe('وہ مہینہ منتخب کریں جس کے واؤچر پرنٹ کرنے ہیں۔');
    expectStatus(await call(IQBAL_ADMIN, 'GET', '/print-jobs/999999'), 404);
  });
});
