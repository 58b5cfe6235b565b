// The certificate's PDF (English or Urdu) with its verification code and QR code.
import type { AppDeps } from '../../deps.js';
import type { DocumentLanguage } from '../../documents/pdf.js';
import { renderSchoolCertificatePdf } from '../../documents/school-certificate.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { requireSchoolAdmin } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { logoImageOf } from '../settings/repository.js';
import { SCHOOL_CERTIFICATE_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';

export async function downloadStudentCertificate(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
  certificateId: number,
  language: DocumentLanguage,
): Promise<{ filename: string; pdf: Buffer }> {
  requireSchoolAdmin(auth);
  const { row, logo } = await inSchool(deps, auth, async (tx) => {
    const found = await repo.findForStudent(tx, studentId, certificateId);
    if (!found) throw notFound(M.notFound);
    return { row: found, logo: await logoImageOf(tx, found.tenant_id) };
  });
  const pdf = await renderSchoolCertificatePdf(
    {
      kind: row.kind,
      number: row.number,
      code: row.code,
      student_name: row.student_name,
      admission_no: row.admission_no,
      guardian_name: row.guardian_name,
      class_name: row.class_name,
      school_name: row.school_name,
      issued_on: row.issued_on,
      leaving_date: row.leaving_date,
      reason: row.reason,
      remarks: row.remarks,
      revoked: row.status === 'revoked',
      verify_url: `${deps.config.publicUrl.replace(/\/$/, '')}/verify/${row.code}`,
    },
    language,
    { logo },
  );
  return { filename: `${row.number}${language === 'ur' ? '-ur' : ''}.pdf`, pdf };
}
