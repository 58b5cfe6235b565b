// The queue's side of bulk printing. A worker takes a print job only when no other job of the
// same school is running (one at a time per school, however many workers: other schools' jobs
// go on), reads its pages in one transaction, renders them outside any transaction writing the
// pages done every few pages, and stores one PDF, or a ZIP of one PDF per section when the job
// is large. The file is kept for KEEP_HOURS; a cleanup job sent for that moment removes it.
import { zipSync } from 'fflate';
import type { Db } from '../../db/client.js';
import { tenantScope, withScope } from '../../db/scope.js';
import { renderVouchersPdf } from '../../documents/fee-voucher.js';
import { renderPayslipsPdf } from '../../documents/payslip.js';
import type { DocumentOptions } from '../../documents/pdf.js';
import { renderReportCards } from '../../documents/report-card.js';
import type { JobKind } from '../../queue/queue.js';
import { queueOfDb } from '../../queue/registry.js';
import { logoImageOf } from '../settings/repository.js';
import { type JobPages, pagesOf } from './pages.js';
import * as repo from './repository.js';

export const PRINT_JOB = 'printing.render';
const PRINT_CLEANUP_JOB = 'printing.expire';
/** Hours a finished job's file can be downloaded. */
const KEEP_HOURS = 24;
/** Above this many pages a job spanning several sections is a ZIP of one PDF per section. */
const ZIP_OVER_PAGES = 300;
/** Seconds before a job that waits for its school's running job is tried again. */
const WAIT_SECONDS = 5;

type Language = 'en' | 'ur';

const slug = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'section';

function fileNameOf(job: repo.PrintJobRow, extension: 'pdf' | 'zip', only?: string) {
  const what =
    job.kind === 'report_cards'
      ? `report-cards-exam-${job.exam_id}`
      : job.kind === 'payslips'
        ? `payslips-${job.month}`
        : `vouchers-${job.month}`;
  const where = only
    ? slug(only)
    : job.scope === 'school'
      ? 'school'
      : `${job.scope}-${job.section_id ?? job.class_id}`;
  return `${what}-${where}-${job.language}.${extension}`;
}

function render(pages: JobPages, which: number[], language: Language, options: DocumentOptions) {
  if (pages.kind === 'report_cards')
    return renderReportCards(
      which.flatMap((i) => pages.groups[i]!.pages),
      language,
      options,
    );
  if (pages.kind === 'payslips')
    return renderPayslipsPdf(
      which.flatMap((i) => pages.groups[i]!.pages),
      { school_name: pages.school },
      language,
      options,
    );
  return renderVouchersPdf(
    which.flatMap((i) => pages.groups[i]!.pages),
    language,
    options,
  );
}

/** Writes the pages done at most every 2 % of the job or every second, whichever is later. */
function progressWriter(db: Db, tenantId: number, jobId: number, total: number) {
  const step = Math.max(1, Math.floor(total / 50));
  let written = 0;
  let at = 0;
  return async (done: number) => {
    if (done < total && (done - written < step || Date.now() - at < 1000)) return;
    written = done;
    at = Date.now();
    await withScope(db, tenantScope(tenantId), (tx) =>
      repo.setProgress(tx, tenantId, jobId, done, total),
    );
  };
}

export async function renderPrintJob(
  db: Db,
  tenantId: number,
  jobId: number,
  zipOverPages = ZIP_OVER_PAGES,
): Promise<void> {
  const claimed = await withScope(db, tenantScope(tenantId), async (tx) => {
    const job = await repo.claimJob(tx, tenantId, jobId);
    if (job) return { job, status: 'running' as const };
    return { job: null, status: await repo.jobStatus(tx, tenantId, jobId) };
  });
  if (!claimed.job) {
    // Still queued: another job of this school is running. Asked again shortly (a new queue
    // job, so the wait costs no retry); done, failed or removed: nothing to do.
    if (claimed.status === 'queued')
      await queueOfDb(db).sendNow(
        PRINT_JOB,
        { tenantId, jobId },
        {
          key: `print:${tenantId}:${jobId}:${Date.now()}`,
          startAfter: new Date(Date.now() + WAIT_SECONDS * 1000),
        },
      );
    return;
  }
  const job = claimed.job;
  try {
    const { pages, logo } = await withScope(db, tenantScope(tenantId), async (tx) => ({
      pages: await pagesOf(tx, tenantId, job),
      logo: await logoImageOf(tx, tenantId),
    }));
    const groups = pages.groups as { name: string; pages: unknown[] }[];
    const total = groups.reduce((n, g) => n + g.pages.length, 0);
    if (total === 0) throw new Error('Nothing to print any more (no students or vouchers).');
    const progress = progressWriter(db, tenantId, jobId, total);
    let file: { bytes: Buffer; type: 'pdf' | 'zip'; name: string; pages: number };
    if (total > zipOverPages && groups.length > 1) {
      const entries: Record<string, Uint8Array> = {};
      let before = 0;
      for (const [i, group] of groups.entries()) {
        const pdf = await render(pages, [i], job.language, {
          logo,
          onPage: (n) => progress(before + n),
        });
        before += group.pages.length;
        const name = `${String(i + 1).padStart(3, '0')}-${fileNameOf(job, 'pdf', group.name)}`;
        entries[name] = pdf;
      }
      // PDFs are compressed already: stored, not deflated again.
      const zip = Buffer.from(zipSync(entries, { level: 0 }));
      file = { bytes: zip, type: 'zip', name: fileNameOf(job, 'zip'), pages: total };
    } else {
      const pdf = await render(
        pages,
        groups.map((_, i) => i),
        job.language,
        { logo, onPage: progress },
      );
      const only = groups.length === 1 && job.scope !== 'school' ? groups[0]!.name : undefined;
      file = { bytes: pdf, type: 'pdf', name: fileNameOf(job, 'pdf', only), pages: total };
    }
    const expiresAt = await withScope(db, tenantScope(tenantId), (tx) =>
      repo.finishJob(tx, tenantId, jobId, file, KEEP_HOURS),
    );
    if (expiresAt)
      await queueOfDb(db).sendNow(
        PRINT_CLEANUP_JOB,
        { tenantId, jobId },
        { key: `print-expire:${tenantId}:${jobId}`, startAfter: expiresAt },
      );
  } catch (error) {
    await withScope(db, tenantScope(tenantId), (tx) =>
      repo.failJob(tx, tenantId, jobId, String((error as Error).message ?? error), KEEP_HOURS),
    );
  }
}

export function printJob(db: Db): JobKind<{ tenantId: number; jobId: number }> {
  return {
    name: PRINT_JOB,
    retryLimit: 2,
    retryDelay: 5,
    // A 5,000-page school takes minutes on a loaded machine; a dead worker's job runs again.
    expireInSeconds: 1800,
    // Two schools' jobs at once; one school's jobs never together: set back at fetch
    // (JobKind.perSchool, no queue job spent) and, behind it, claimJob.
    perSchool: 1,
    concurrency: 2,
    async handler({ tenantId, jobId }) {
      await renderPrintJob(db, tenantId, jobId);
    },
  };
}

/** Removes an expired job and its file (the download answers 404 from expires_at on anyway). */
export function printCleanupJob(db: Db): JobKind<{ tenantId: number; jobId: number }> {
  return {
    name: PRINT_CLEANUP_JOB,
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 60,
    async handler({ tenantId }) {
      await withScope(db, tenantScope(tenantId), (tx) => repo.deleteExpired(tx, tenantId));
    },
  };
}
