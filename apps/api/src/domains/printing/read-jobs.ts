// The office's view of its print jobs: the recent ones, one job's progress, and its file.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { isSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { PRINT_MESSAGES } from './messages.js';
import * as repo from './repository.js';
import { printJobOut } from './view.js';

function office(auth: AuthContext): number {
  if (!isSchoolAdmin(auth.user)) throw forbidden(PRINT_MESSAGES.officeOnly);
  return schoolTenantId(auth);
}

export async function listPrintJobs(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['PrintJobList']> {
  const tenantId = office(auth);
  return inSchool(deps, auth, async (tx) => {
    await repo.deleteExpired(tx, tenantId);
    return { items: (await repo.recentJobs(tx, tenantId, 50)).map(printJobOut) };
  });
}

export async function getPrintJob(
  deps: AppDeps,
  auth: AuthContext,
  jobId: number,
): Promise<Schemas['PrintJob']> {
  const tenantId = office(auth);
  return inSchool(deps, auth, async (tx) => {
    const row = await repo.findJob(tx, tenantId, jobId);
    if (!row) throw notFound(PRINT_MESSAGES.notFound);
    return printJobOut(row);
  });
}

export async function downloadPrintJobFile(
  deps: AppDeps,
  auth: AuthContext,
  jobId: number,
): Promise<{ filename: string; type: 'pdf' | 'zip'; bytes: Buffer }> {
  const tenantId = office(auth);
  return inSchool(deps, auth, async (tx) => {
    const file = await repo.jobFile(tx, tenantId, jobId);
    if (!file) {
      if (!(await repo.findJob(tx, tenantId, jobId))) throw notFound(PRINT_MESSAGES.notFound);
      throw notFound(PRINT_MESSAGES.fileNotReady);
    }
    if (!file.file || !file.file_type) throw notFound(PRINT_MESSAGES.fileNotReady);
    return {
      filename: file.file_name ?? `print-${jobId}.${file.file_type}`,
      type: file.file_type,
      bytes: Buffer.isBuffer(file.file) ? file.file : Buffer.from(file.file),
    };
  });
}
