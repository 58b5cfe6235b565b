import { PLATFORM, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { type CertificateLanguage, renderCertificatePdf } from '../../documents/certificate.js';
import { type AuthContext, isAdmin } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { loadCourse } from '../courses/access.js';
import { normalizeVerificationCode } from './code.js';
import * as repo from './repository.js';

export const CERTIFICATE_MESSAGES = {
  notFound: 'Certificate not found.',
  unknownCode: 'No certificate has this verification code.',
} as const;

export function toCertificate(row: repo.CertificateRecord): Schemas['Certificate'] {
  return {
    id: row.id,
    number: row.number,
    code: row.code,
    course_id: row.course_id,
    course_title: row.course_title,
    recipient_name: row.recipient_name,
    school_name: row.school_name,
    issued_at: row.issued_at.toISOString(),
  };
}

export async function listMyCertificates(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['CertificateList']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const items = await repo.listUserCertificates(tx, auth.user.id);
    return { items: items.map(toCertificate), total: items.length };
  });
}

/**
 * The PDF of a certificate: its holder's, or for the tenant's admins and the course's teacher.
 * Anyone else (another learner, a parent) gets 404, as for a certificate that does not exist.
 */
export async function downloadCertificate(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  language: CertificateLanguage,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await withScope(deps.db, auth.scope, async (tx) => {
    const found = await repo.findCertificate(tx, id);
    if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
    if (found.user_id === auth.user.id || isAdmin(auth.user)) return found;
    const course = await loadCourse(tx, found.course_id).catch(() => null);
    if (course && course.created_by === auth.user.id && auth.user.user_role === 'teacher') {
      return found;
    }
    throw notFound(CERTIFICATE_MESSAGES.notFound);
  });
  const pdf = await renderCertificatePdf(
    {
      number: row.number,
      code: row.code,
      recipient_name: row.recipient_name,
      course_title: row.course_title,
      school_name: row.school_name,
      issued_at: row.issued_at,
      verify_url: `${deps.config.publicUrl.replace(/\/$/, '')}/verify/${row.code}`,
    },
    language,
  );
  return { filename: `${row.number}${language === 'ur' ? '-ur' : ''}.pdf`, pdf };
}

/** Public: confirms a certificate by its code with what the certificate itself shows. */
export async function verifyCertificate(
  deps: AppDeps,
  code: string,
): Promise<Schemas['CertificateVerification']> {
  const normalized = normalizeVerificationCode(code);
  if (!normalized) throw notFound(CERTIFICATE_MESSAGES.unknownCode);
  const row = await withScope(deps.db, PLATFORM, (tx) => repo.findByCode(tx, normalized));
  if (!row) throw notFound(CERTIFICATE_MESSAGES.unknownCode);
  return {
    number: row.number,
    recipient_name: row.recipient_name,
    course_title: row.course_title,
    school_name: row.school_name,
    issued_at: row.issued_at.toISOString(),
  };
}
