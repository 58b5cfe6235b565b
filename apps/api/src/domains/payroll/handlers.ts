import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { sendExport } from '../../http/export.js';
import type { HandlerMap } from '../../http/types.js';
import { createStaffAdvance, listStaffAdvances } from './advances.js';
import { approvePayrollRun } from './approve-run.js';
import { exportPayrollBankSheet } from './bank-sheet.js';
import { listMyPayslips } from './mine.js';
import { downloadPayslip } from './payslip-pdf.js';
import { getPayrollRun, listPayrollRuns, listPayrollStaff } from './read-runs.js';
import { runPayrollMonth } from './run-month.js';
import { getIncomeTaxSlabs, saveIncomeTaxSlabs } from './tax-slabs.js';

/** Payroll: monthly runs, payslips, advances, tax slabs, the bank sheet (module payroll). */
export function payrollHandlers(deps: AppDeps): HandlerMap {
  return {
    listPayrollRuns: async (request) => listPayrollRuns(deps, authOf(request)),
    runPayrollMonth: async (request, reply) => {
      const { detail, created } = await runPayrollMonth(deps, authOf(request), request.body);
      return reply.status(created ? 201 : 200).send(detail);
    },
    getPayrollRun: async (request) => getPayrollRun(deps, authOf(request), request.params.runId),
    approvePayrollRun: async (request) =>
      approvePayrollRun(deps, authOf(request), request.params.runId),
    exportPayrollBankSheet: async (request, reply) =>
      sendExport(
        reply,
        await exportPayrollBankSheet(
          deps,
          authOf(request),
          request.params.runId,
          request.query.format,
        ),
      ),
    downloadPayslip: async (request, reply) => {
      const file = await downloadPayslip(
        deps,
        authOf(request),
        request.params.payslipId,
        request.query.lang ?? 'en',
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
    },
    listMyPayslips: async (request) => listMyPayslips(deps, authOf(request)),
    listPayrollStaff: async (request) => listPayrollStaff(deps, authOf(request)),
    listStaffAdvances: async (request) => listStaffAdvances(deps, authOf(request)),
    createStaffAdvance: async (request, reply) =>
      reply.status(201).send(await createStaffAdvance(deps, authOf(request), request.body)),
    getIncomeTaxSlabs: async (request) => getIncomeTaxSlabs(deps, authOf(request)),
    saveIncomeTaxSlabs: async (request) => saveIncomeTaxSlabs(deps, authOf(request), request.body),
  };
}
