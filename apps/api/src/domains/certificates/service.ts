import { PLATFORM, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { type CertificateLanguage, renderCertificatePdf } from '../../documents/certificate.js';
import { type AuthContext, isAdmin } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Schemas } from '../../http/types.js';
import { pakistanInstant } from '../_shared/pakistanTime.js';
import { roleOf } from '../_shared/policy.js';
import { loadCourse } from '../courses/access.js';
import { findCardByCode } from '../id-cards/repository.js';
import * as schoolCertificates from '../school-certificates/repository.js';
import { logoImageOf } from '../settings/repository.js';
import { normalizeVerificationCode } from './code.js';
import * as repo from './repository.js';

const CERTIFICATE_MESSAGES = defineMessages('certificates', {
  notFound: { en: 'Certificate not found.', ur: 'سرٹیفکیٹ نہیں ملا۔' },
  unknownCode: {
    en: 'No certificate has this verification code.',
    ur: 'اس تصدیقی کوڈ کا کوئی سرٹیفکیٹ نہیں۔',
  },
});

function toCertificate(row: repo.CertificateRecord): Schemas['Certificate'] {
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
  const { row, logo } = await withScope(deps.db, auth.scope, async (tx) => {
    const found = await repo.findCertificate(tx, id);
    if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
    const withLogo = async () => ({ row: found, logo: await logoImageOf(tx, found.tenant_id) });
    if (found.user_id === auth.user.id || isAdmin(auth.user)) return withLogo();
    const course = await loadCourse(tx, found.course_id).catch(() => null);
    if (course && course.created_by === auth.user.id && roleOf(auth.user) === 'teacher') {
      return withLogo();
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
    { logo },
  );
  return { filename: `${row.number}${language === 'ur' ? '-ur' : ''}.pdf`, pdf };
}

/**
 * Public: confirms a certificate by its code with what the certificate itself shows: a course
 * certificate, or a school's leaving or character certificate with whether it was
 * revoked, or a student's ID card with whether the student is still at the school. Nothing else (no reason, remarks, admission number or ids).
 */
export async function verifyCertificate(
  deps: AppDeps,
  code: string,
): Promise<Schemas['CertificateVerification']> {
  const normalized = normalizeVerificationCode(code);
  if (!normalized) throw notFound(CERTIFICATE_MESSAGES.unknownCode);
  const found = await withScope(deps.db, PLATFORM, async (tx) => {
    const course = await repo.findByCode(tx, normalized);
    if (course) return { course };
    const school = await schoolCertificates.findByCode(tx, normalized);
    if (school) return { school };
    const card = await findCardByCode(tx, normalized);
    return card ? { card } : null;
  });
  if (found?.course) {
    const row = found.course;
    return {
      kind: 'course',
      status: 'valid',
      number: row.number,
      recipient_name: row.recipient_name,
      course_title: row.course_title,
      school_name: row.school_name,
      issued_at: row.issued_at.toISOString(),
    };
  }
  if (found?.school) {
    const row = found.school;
    return {
      kind: row.kind,
      status: row.status,
      number: row.number,
      recipient_name: row.student_name,
      school_name: row.school_name,
      // The date of issue, at noon in Pakistan, so every time zone shows the same day.
      issued_at: pakistanInstant(row.issued_on, '12:00').toISOString(),
    };
  }
  if (found?.card) {
    // A student's ID card: the name, school, class and whether the student is still
    // at the school; nothing else (no admission number, guardian or photo).
    const card = found.card;
    return {
      kind: 'student_id_card',
      status: card.status === 'active' ? 'active' : 'left',
      number: card.code,
      recipient_name: `${card.first_name} ${card.last_name}`.trim(),
      ...(card.class_name ? { class_name: card.class_name } : {}),
      school_name: card.school_name,
      issued_at: card.created_at.toISOString(),
    };
  }
  throw notFound(CERTIFICATE_MESSAGES.unknownCode);
}
