// The leaving and character certificates read as a reader reads them: every label of
// the catalogue, the school's and the student's names, the number, the dates and the code in
// the reading order of the page's language (Urdu right to left), and a QR image embedded.
import { describe, expect, it } from 'vitest';
import type { DocumentLanguage } from '../../src/documents/pdf.js';
import {
  renderSchoolCertificatePdf,
  type SchoolCertificateFacts,
  WORDING,
} from '../../src/documents/school-certificate.js';
import { unreadable, wordsOf } from './reading.js';

const LANGUAGES: DocumentLanguage[] = ['en', 'ur'];

function facts(
  language: DocumentLanguage,
  kind: SchoolCertificateFacts['kind'],
  revoked = false,
): SchoolCertificateFacts {
  const ur = language === 'ur';
  return {
    kind,
    number: kind === 'leaving' ? 'SLC-2026-0001' : 'CC-2026-0001',
    code: 'K7QD-9M2X-4RTA-8HNV',
    student_name: ur ? 'عائشہ خان' : 'Ayesha Khan',
    admission_no: 'IPS-0042',
    guardian_name: ur ? 'محمد خان' : 'Muhammad Khan',
    class_name: ur ? 'جماعت پنجم الف' : 'Class 5 A',
    school_name: ur ? 'اقبال پبلک اسکول' : 'Iqbal Public School',
    issued_on: '2026-11-24',
    leaving_date: kind === 'leaving' ? '2026-11-20' : null,
    reason:
      kind === 'leaving'
        ? ur
          ? 'والدین کا دوسرے شہر منتقل ہونا'
          : 'Family moved to Karachi'
        : null,
    remarks:
      kind === 'character'
        ? ur
          ? 'اچھے اخلاق کی حامل طالبہ'
          : 'A well behaved and diligent student'
        : null,
    revoked,
    verify_url: 'https://watni.pk/verify/K7QD-9M2X-4RTA-8HNV',
  };
}

describe('school certificate PDF', () => {
  for (const language of LANGUAGES) {
    for (const kind of ['leaving', 'character'] as const) {
      it(`reads the ${kind} certificate in order (${language})`, async () => {
        const f = facts(language, kind);
        const pdf = await renderSchoolCertificatePdf(f, language);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        // The QR code is an image on the page.
        expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
        const t = WORDING[language];
        const labels = [
          t.title[kind],
          t.number,
          t.issued,
          t.student,
          t.guardian,
          t.admission,
          t.class,
          t.certifies[kind],
          t.principal,
          t.stamp,
          t.code,
          t.verify,
          f.school_name,
          f.student_name,
          f.guardian_name!,
          f.class_name!,
          f.number,
          f.code,
          f.admission_no,
          '24-11-2026',
          ...(kind === 'leaving'
            ? [t.leavingDate, t.reason, f.reason!, '20-11-2026']
            : [t.remarks, f.remarks!]),
        ];
        expect(unreadable(wordsOf(pdf), labels)).toEqual([]);
      });
    }
    it(`prints REVOKED on a revoked certificate (${language})`, async () => {
      const pdf = await renderSchoolCertificatePdf(facts(language, 'leaving', true), language);
      expect(unreadable(wordsOf(pdf), [WORDING[language].revoked])).toEqual([]);
    });
  }
});
