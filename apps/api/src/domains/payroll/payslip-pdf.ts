// One payslip as a PDF: the office any payslip of the school; a staff member only their own, and
// only of an approved month (a draft is the office's working copy; another's payslip is 404).
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { type PayslipFacts, renderPayslipsPdf } from '../../documents/payslip.js';
import type { DocumentLanguage } from '../../documents/pdf.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { can } from '../_shared/policy.js';
import { schoolName } from '../school-certificates/repository.js';
import { logoImageOf } from '../settings/repository.js';
import { inPayroll, requireStaffMember, schoolTenantId } from './access.js';
import { PAYROLL_MESSAGES as M } from './messages.js';
import type * as repo from './repository.js';
import { findPayslip } from './repository.js';
import { payslipsOut } from './view.js';

/** The facts a payslip page prints, from payslip rows (lines read in one query). */
export async function payslipFacts(
  tx: Tx,
  tenantId: number,
  rows: readonly repo.PayslipRow[],
): Promise<PayslipFacts[]> {
  return (await payslipsOut(tx, tenantId, rows)).map((slip) => ({
    month: slip.month,
    staff_name: slip.staff_name,
    employee_number: slip.employee_number,
    designation: slip.designation,
    unpaid_days: slip.unpaid_days,
    gross: slip.gross,
    net: slip.net,
    bank_name: slip.bank_name,
    bank_account_title: slip.bank_account_title,
    bank_account_number: slip.bank_account_number,
    draft: slip.status !== 'approved',
    lines: slip.lines,
  }));
}

/** `payslip-2026-11-ali-raza.pdf` (ASCII letters of the name only). */
function payslipFileName(month: string, name: string, language: DocumentLanguage): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'staff';
  return `payslip-${month}-${slug}${language === 'ur' ? '-ur' : ''}.pdf`;
}

export async function downloadPayslip(
  deps: AppDeps,
  auth: AuthContext,
  payslipId: number,
  language: DocumentLanguage,
): Promise<{ filename: string; pdf: Buffer }> {
  requireStaffMember(auth);
  const office = can(auth.user, 'payroll.manage');
  const tenantId = schoolTenantId(auth);
  const found = await inPayroll(deps, auth, async (tx) => {
    const row = await findPayslip(tx, tenantId, payslipId);
    const own = row && Number(row.user_id) === auth.user.id && row.status === 'approved';
    if (!row || !(office || own)) throw notFound(M.payslipNotFound);
    const [facts] = await payslipFacts(tx, tenantId, [row]);
    return {
      facts: facts!,
      school: await schoolName(tx, tenantId),
      logo: await logoImageOf(tx, tenantId),
    };
  });
  const pdf = await renderPayslipsPdf([found.facts], { school_name: found.school }, language, {
    logo: found.logo,
  });
  return { filename: payslipFileName(found.facts.month, found.facts.staff_name, language), pdf };
}
