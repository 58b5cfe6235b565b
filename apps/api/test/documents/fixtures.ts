// The facts every document test and the documents bench print: each document in English and
// Urdu, with the mixed runs a Pakistani school's papers have (Urdu with figures, English names,
// IBANs, dates, voucher numbers), a name of 100 characters and Urdu combining marks.
import type { CertificateFacts } from '../../src/documents/certificate.js';
import type { ReceiptFacts, VoucherFacts } from '../../src/documents/fee-voucher.js';
import type { DocumentLanguage } from '../../src/documents/pdf.js';
import type { ReportCardFacts } from '../../src/documents/report-card.js';

/** A name of exactly 100 characters (it must wrap or shrink inside its box). */
export const LONG_NAME =
  'Muhammad Abdullah Zain-ul-Abideen Chaudhry Rehmatullah Khan Niazi Bahadur Siddiqui Qureshi Hashmi Al';

const SCHOOL = { en: 'Iqbal Public School', ur: 'اقبال پبلک اسکول' };

export function voucherFacts(language: DocumentLanguage): VoucherFacts {
  const ur = language === 'ur';
  return {
    school_name: SCHOOL[language],
    voucher_no: '202611-000124',
    month: '2026-11',
    issue_date: '2026-11-01',
    due_date: '2026-11-10',
    // An Urdu name with its combining marks (zer, hamza above) on the Urdu voucher.
    student_name: ur ? 'عائشہ خانِ مؤمن' : 'Ayesha Khan',
    admission_no: 'IPS-0042',
    class_name: ur ? 'جماعت پنجم' : 'Class 5',
    section_name: ur ? 'الف' : 'A',
    lines: [
      { label: ur ? 'ٹیوشن فیس' : 'Tuition fee', amount: 4500, concession: 500 },
      { label: ur ? 'کمپیوٹر لیب' : 'Computer lab', amount: 750, concession: 0 },
      { label: 'Arrears', kind: 'arrears', amount: 1200, concession: 0 },
    ],
    total: 5950,
    late_fee_after_due: 200,
    paid_amount: 0,
    status: 'issued',
    bank: {
      bank_name: ur ? 'بینک الحبیب' : 'Bank AL Habib',
      bank_branch: ur ? 'گلبرگ، لاہور' : 'Gulberg, Lahore',
      account_title: SCHOOL[language],
      account_number: '0012345678',
      iban: 'PK36BAHL0012345678901234',
    },
  };
}

export function receiptFacts(language: DocumentLanguage): ReceiptFacts {
  const ur = language === 'ur';
  return {
    school_name: SCHOOL[language],
    receipt_no: 'R-202611-000031',
    voucher_no: '202611-000124',
    month: '2026-11',
    student_name: ur ? 'عائشہ خان' : 'Ayesha Khan',
    admission_no: 'IPS-0042',
    class_name: ur ? 'جماعت پنجم الف' : 'Class 5 A',
    paid_on: '2026-11-08',
    amount: 4000,
    method: 'bank_deposit',
    reference: 'HBL-TRX 99812',
    voucher_total: 5950,
    paid_to_date: 4000,
    balance: 1950,
    refunded: false,
  };
}

const SUBJECTS = {
  en: ['English', 'Mathematics', 'Science', 'Urdu', 'Islamiat'],
  ur: ['انگریزی', 'ریاضی', 'سائنس', 'اردو', 'اسلامیات'],
};

export function reportCardFacts(language: DocumentLanguage, name?: string): ReportCardFacts {
  const ur = language === 'ur';
  return {
    school_name: SCHOOL[language],
    exam_name: ur ? 'ششماہی امتحان' : 'Mid-term examination',
    term_name: ur ? 'پہلی ٹرم' : 'First term',
    year_name: '2026-27',
    student_name: name ?? (ur ? 'عائشہ خان' : 'Ayesha Khan'),
    admission_no: 'IPS-0042',
    class_name: ur ? 'جماعت پنجم' : 'Class 5',
    section_name: ur ? 'الف' : 'A',
    roll_no: 12,
    subjects: SUBJECTS[language].map((subject_name, i) => ({
      subject_name,
      max_marks: 100,
      passing_marks: 33,
      marks: i === 3 ? null : 60 + i * 7,
      absent: i === 3,
      passed: i !== 3,
    })),
    total: 322,
    max_total: 500,
    percentage: 64.4,
    grade: 'B',
    position: 4,
    section_size: 38,
    outcome: 'pass',
    attendance_percentage: 92.5,
    remarks: ur ? 'محنتی طالبہ ہے، ریاضی میں مزید مشق کی ضرورت ہے۔' : 'A hard-working student.',
    is_published: true,
  };
}

export function certificateFacts(language: DocumentLanguage): CertificateFacts {
  const ur = language === 'ur';
  return {
    number: 'CERT-2026-1-000042',
    code: 'K7QD-9M2X-4RTA-8HNV',
    recipient_name: ur ? 'عائشہ خان' : 'Ayesha Khan',
    course_title: ur ? 'پائتھن: ابتدائی کورس' : 'Python for Beginners',
    school_name: SCHOOL[language],
    issued_at: new Date('2026-11-24T10:00:00Z'),
    verify_url: 'https://watni.pk/verify/K7QD-9M2X-4RTA-8HNV',
  };
}
