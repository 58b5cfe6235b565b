// The word-order test (docs/documents.md): every document in English and Urdu is read as a
// reader reads it (test/documents/reading.ts), and each label of the document's catalogue, the
// school's and the student's names and the figures must read in the catalogue's order. Its
// control turns the reordering step off: the same check must then fail on the Urdu pages.
import { afterEach, describe, expect, it } from 'vitest';
import { WORDING as CERTIFICATE, renderCertificatePdf } from '../../src/documents/certificate.js';
import {
  WORDING as FEES,
  renderReceiptPdf,
  renderVoucherPdf,
} from '../../src/documents/fee-voucher.js';
import { type DocumentLanguage, textLayout } from '../../src/documents/pdf.js';
import { WORDING as REPORT, renderReportCards } from '../../src/documents/report-card.js';
import {
  certificateFacts,
  LONG_NAME,
  receiptFacts,
  reportCardFacts,
  voucherFacts,
} from './fixtures.js';
import { unreadable, wordsOf } from './reading.js';

const LANGUAGES: DocumentLanguage[] = ['en', 'ur'];

interface Case {
  render: (language: DocumentLanguage) => Promise<Buffer>;
  labels: (language: DocumentLanguage) => string[];
}

const CASES: Record<string, Case> = {
  voucher: {
    render: (l) => renderVoucherPdf(voucherFacts(l), l),
    labels: (l) => {
      const t = FEES[l];
      const f = voucherFacts(l);
      return [
        ...t.copies,
        ...[t.voucher, t.voucherNo, t.month, t.issued, t.due, t.student, t.admission, t.class],
        ...[t.bank, t.title, t.account, t.iban, t.head, t.amount, t.concession, t.arrears],
        ...[t.within, t.after, t.stamp],
        f.school_name,
        f.student_name,
        `${f.class_name} ${f.section_name}`,
        f.voucher_no,
        f.bank.iban!,
        '10-11-2026',
      ];
    },
  },
  receipt: {
    render: (l) => renderReceiptPdf(receiptFacts(l), l),
    labels: (l) => {
      const t = FEES[l];
      const f = receiptFacts(l);
      return [
        ...[t.receipt, t.receiptNo, t.paidOn, t.student, t.admission, t.class, t.voucherNo],
        ...[t.month, t.method, t.reference, t.received, t.voucherTotal, t.paidToDate, t.balance],
        t.methods.bank_deposit!,
        t.computer,
        f.school_name,
        f.student_name,
        f.class_name,
        f.reference!,
        f.receipt_no,
      ];
    },
  },
  'report card': {
    render: (l) => renderReportCards([reportCardFacts(l)], l),
    labels: (l) => {
      const t = REPORT[l];
      const f = reportCardFacts(l);
      return [
        ...[t.title, t.student, t.admission, t.class, t.roll, t.subject, t.max, t.pass],
        ...[t.obtained, t.status, t.absent, t.passed, t.failed, t.total, t.percentage, t.grade],
        ...[t.position, t.outcome, t.outcomes.pass, t.attendance, t.remarks],
        ...[t.signTeacher, t.signPrincipal],
        f.school_name,
        f.student_name,
        `${f.exam_name} · ${f.term_name} · ${f.year_name}`,
        f.remarks!,
      ];
    },
  },
  certificate: {
    render: (l) => renderCertificatePdf(certificateFacts(l), l),
    labels: (l) => {
      const t = CERTIFICATE[l];
      const f = certificateFacts(l);
      return [
        ...[t.title, t.certifies, t.completed, t.date, t.number, t.code, t.verify],
        f.school_name,
        f.recipient_name,
        f.course_title,
        f.number,
        '24 November 2026',
      ];
    },
  },
};

afterEach(() => {
  textLayout.bidi = true;
});

describe('documents read in the catalogue’s order', () => {
  for (const [name, { render, labels }] of Object.entries(CASES)) {
    for (const language of LANGUAGES) {
      it(`${name} (${language})`, async () => {
        const words = wordsOf(await render(language));
        const expected = labels(language);
        expect(unreadable(words, expected)).toEqual([]);
      });
    }
  }

  it('labels sit on the right of their values on an Urdu voucher', async () => {
    const words = wordsOf(await renderVoucherPdf(voucherFacts('ur'), 'ur'));
    const label = FEES.ur.voucherNo.split(' ')[0]!;
    const labels = words.filter((w) => w.text === label);
    const numbers = words.filter((w) => w.text === '202611-000124');
    expect(numbers).toHaveLength(3);
    for (const number of numbers) {
      // on the number's row (the Urdu label sits a little higher: Nastaliq is drawn lifted)
      const middle = (w: { y: number; yMax: number }) => (w.y + w.yMax) / 2;
      const own = labels.filter((w) => Math.abs(middle(w) - middle(number)) < 12 && w.x > number.x);
      expect(own.length).toBeGreaterThan(0);
      expect(Math.min(...own.map((w) => w.x - number.x))).toBeLessThan(260);
    }
  });

  it('a 100-character name stays inside the report card', async () => {
    expect(LONG_NAME).toHaveLength(100);
    for (const language of LANGUAGES) {
      const pdf = await renderReportCards([reportCardFacts(language, LONG_NAME)], language);
      const words = wordsOf(pdf);
      // every word of the name is on the page, inside the border (A4: 595 pt wide, border at 24)
      for (const part of LONG_NAME.split(' ')) {
        const found = words.filter((w) => w.text === part);
        expect(found.length, part).toBeGreaterThan(0);
        for (const w of found) expect(w.x).toBeGreaterThan(24);
        for (const w of found) expect(w.x).toBeLessThan(595 - 24);
      }
      // read line by line, top to bottom and left to right, the name is whole
      const parts = new Set(LONG_NAME.split(' '));
      const name = words
        .filter((w) => parts.has(w.text))
        .sort((a, b) => a.y - b.y || a.x - b.x)
        .map((w) => w.text);
      expect(name.join(' ')).toBe(LONG_NAME);
    }
  });

  it('CONTROL: without the reordering step the Urdu pages fail the check', async () => {
    textLayout.bidi = false;
    for (const [name, { render, labels }] of Object.entries(CASES)) {
      const words = wordsOf(await render('ur'));
      const multiWord = labels('ur').filter((label) => /[\u0600-\u06FF]\S*\s+\S/.test(label));
      const failing = unreadable(words, multiWord);
      // The Urdu labels of more than one word read in reverse. A few may still be found by
      // chance (the words of two neighbouring labels side by side: "کل" beside the "نمبر" of
      // the next column), so the control asks for almost all of them.
      expect(multiWord.length, name).toBeGreaterThan(3);
      expect(failing.length, name).toBeGreaterThanOrEqual(Math.floor(multiWord.length * 0.8));
      // The English pages are laid out the same with or without the step.
      expect(unreadable(wordsOf(await render('en')), labels('en')), name).toEqual([]);
    }
  });
});
