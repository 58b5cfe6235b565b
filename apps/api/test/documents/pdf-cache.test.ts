// The Urdu font is read, inflated and shaped once per process (src/documents/pdf.ts): a later
// document, or several at once, must come out exactly as a document rendered first.
import { describe, expect, it } from 'vitest';
import { renderVoucherPdf, type VoucherFacts } from '../../src/documents/fee-voucher.js';

const facts: VoucherFacts = {
  school_name: 'اقبال پبلک اسکول',
  voucher_no: 'V-2026-11-0042',
  month: '2026-11',
  issue_date: '2026-11-01',
  due_date: '2026-11-10',
  student_name: 'عائشہ خان',
  admission_no: 'IPS-0042',
  class_name: 'جماعت پنجم',
  section_name: 'الف',
  lines: [
    { label: 'ٹیوشن فیس', amount: 4500, concession: 500 },
    { label: 'کمپیوٹر لیب', amount: 750, concession: 0 },
  ],
  total: 4750,
  late_fee_after_due: 200,
  paid_amount: 0,
  status: 'issued',
  bank: {
    bank_name: 'بینک الحبیب',
    bank_branch: 'گلبرگ، لاہور',
    account_title: 'اقبال پبلک اسکول',
    account_number: '0012345678',
    iban: 'PK36BAHL0012345678901234',
  },
};

/** The bytes without what differs per run: the creation date, the file ID, the subset tag. */
function comparable(pdf: Buffer): string {
  return pdf
    .toString('latin1')
    .replace(/\(D:[^)]*\)/g, '()')
    .replace(/\/ID \[[^\]]*\]/g, '')
    .replace(/\/[A-Z]{6}\+/g, '/TAG+');
}

describe('Urdu PDFs share one parsed font', () => {
  it('render the same document first, later and concurrently', async () => {
    const first = comparable(await renderVoucherPdf(facts, 'ur'));
    // Another document in between (fills the caches with other words).
    await renderVoucherPdf({ ...facts, student_name: 'پتے والا بچہ', month: '2026-12' }, 'ur');
    const started = performance.now();
    const again = await renderVoucherPdf(facts, 'ur');
    const ms = Math.round(performance.now() - started);
    const [a, b, english] = await Promise.all([
      renderVoucherPdf(facts, 'ur'),
      renderVoucherPdf(facts, 'ur'),
      renderVoucherPdf(facts, 'en'),
    ]);
    console.log(`Urdu voucher PDF with warm caches: ${ms} ms`);
    expect(comparable(again)).toBe(first);
    expect(comparable(a)).toBe(first);
    expect(comparable(b)).toBe(first);
    expect(english.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
