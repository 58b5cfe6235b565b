// The fee voucher (challan) and the payment receipt, in English or Urdu, with pdfkit
// (documents/pdf.ts). The voucher is one A4 page cut into three copies (bank, school, student),
// each with the school's bank account, the student, the lines, the amount payable within the
// due date and after it. Urdu pages read right to left: labels start at the right, figures
// (digits, voucher numbers, IBANs) are drawn in the Latin font at the left of their row.

import { monthLabel } from './month-label.js';
import {
  below,
  createDocument,
  type DocumentLanguage,
  type DocumentOptions,
  drawLogo,
  finish,
  isArabicScript,
  line,
  type Pdf,
} from './pdf.js';

export interface VoucherFacts {
  school_name: string;
  voucher_no: string;
  month: string;
  issue_date: string;
  due_date: string;
  student_name: string;
  admission_no: string;
  class_name: string;
  section_name: string | null;
  /** `kind` and `detail` name the arrears and a transport stop's fee in the page's language. */
  lines: {
    label: string;
    amount: number;
    concession: number;
    kind?: 'fee' | 'arrears' | 'transport';
    detail?: string | null;
  }[];
  total: number;
  late_fee_after_due: number;
  /** The late fee as its own line (owed today or charged) and its first day; absent: none. */
  late_fee?: LateFeeLine | null;
  paid_amount: number;
  /** Owed today (total + late fee - paid on an open voucher); printed once anything was paid or charged. */
  balance?: number;
  status: string;
  bank: {
    bank_name: string | null;
    bank_branch: string | null;
    account_title: string | null;
    account_number: string | null;
    iban: string | null;
  };
  /**
   * A family challan: the guardian in place of the student, the children's count in place of
   * the admission number, one line per child's voucher.
   */
  family?: { children: number };
  /** The voucher's consumer numbers (1Bill, Kuickpay) with their Code 128 barcodes (PNG). */
  consumer_numbers?: { aggregator: '1bill' | 'kuickpay'; number: string; barcode: Buffer }[];
}

export interface LateFeeLine {
  amount: number;
  /** `yyyy-mm-dd`: the first day late. */
  from: string;
}

export interface ReceiptFacts {
  school_name: string;
  receipt_no: string;
  voucher_no: string;
  month: string;
  student_name: string;
  admission_no: string;
  class_name: string;
  paid_on: string;
  amount: number;
  method: string;
  reference: string | null;
  /** The voucher's total within the due date (the late fee is its own line below). */
  voucher_total: number;
  late_fee?: LateFeeLine | null;
  paid_to_date: number;
  balance: number;
  refunded: boolean;
  /** A family payment: each child's part (its voucher, the part's receipt number, the amount). */
  parts?: { voucher_no: string; student_name: string; receipt_no: string; amount: number }[];
}

export const WORDING = {
  en: {
    voucher: 'Fee voucher',
    familyVoucher: 'Family fee voucher',
    familyNo: 'Family challan no.',
    guardian: 'Guardian',
    children: 'Children',
    parts: "Paid on the children's vouchers",
    copies: ['Bank copy', 'School copy', 'Student copy'],
    voucherNo: 'Voucher no.',
    month: 'Month',
    issued: 'Issue date',
    due: 'Due date',
    student: 'Student',
    admission: 'Admission no.',
    class: 'Class',
    bank: 'Bank',
    title: 'Account title',
    account: 'Account no.',
    iban: 'IBAN',
    head: 'Fee',
    amount: 'PKR',
    concession: 'less concession',
    arrears: 'Arrears',
    transport: 'Transport',
    within: 'Payable within due date',
    after: 'Payable after due date',
    paid: 'Paid so far',
    lateFee: 'Late fee from {date}',
    stamp: 'Bank stamp and signature',
    cancelled: 'CANCELLED',
    receipt: 'Payment receipt',
    receiptNo: 'Receipt no.',
    paidOn: 'Paid on',
    method: 'Method',
    reference: 'Reference',
    received: 'Amount received',
    voucherTotal: 'Voucher total',
    paidToDate: 'Paid to date',
    balance: 'Balance',
    refunded: 'REFUNDED',
    methods: {
      cash: 'Cash',
      bank_deposit: 'Bank deposit',
      cheque: 'Cheque',
      jazzcash: 'JazzCash',
      easypaisa: 'Easypaisa',
      sandbox: 'Sandbox (test payment)',
      '1bill': '1Bill (bank app)',
      kuickpay: 'Kuickpay (bank app)',
    } as Record<string, string>,
    computer: 'This receipt is computer generated and needs no signature.',
    consumerNo: { '1bill': '1Bill consumer no.', kuickpay: 'Kuickpay consumer no.' },
  },
  ur: {
    voucher: 'فیس واؤچر',
    familyVoucher: 'خاندانی فیس واؤچر',
    familyNo: 'خاندانی چالان نمبر',
    guardian: 'سرپرست',
    children: 'بچے',
    parts: 'بچوں کے واؤچروں پر ادائیگی',
    copies: ['بینک کی کاپی', 'اسکول کی کاپی', 'طالب علم کی کاپی'],
    voucherNo: 'واؤچر نمبر',
    month: 'مہینہ',
    issued: 'تاریخِ اجرا',
    due: 'آخری تاریخ',
    student: 'طالب علم',
    admission: 'داخلہ نمبر',
    class: 'جماعت',
    bank: 'بینک',
    title: 'اکاؤنٹ کا نام',
    account: 'اکاؤنٹ نمبر',
    iban: 'آئی بی اے این',
    head: 'فیس',
    amount: 'روپے',
    concession: 'رعایت',
    arrears: 'بقایا جات',
    transport: 'ٹرانسپورٹ',
    within: 'آخری تاریخ تک قابلِ ادا رقم',
    after: 'آخری تاریخ کے بعد قابلِ ادا رقم',
    paid: 'اب تک ادا شدہ',
    lateFee: '{date} سے تاخیر کا جرمانہ',
    stamp: 'بینک کی مہر اور دستخط',
    cancelled: 'منسوخ',
    receipt: 'رسیدِ ادائیگی',
    receiptNo: 'رسید نمبر',
    paidOn: 'تاریخِ ادائیگی',
    method: 'طریقۂ ادائیگی',
    reference: 'حوالہ',
    received: 'وصول شدہ رقم',
    voucherTotal: 'واؤچر کی کل رقم',
    paidToDate: 'اب تک ادا شدہ',
    balance: 'بقایا',
    refunded: 'رقم واپس کر دی گئی',
    methods: {
      cash: 'نقد',
      bank_deposit: 'بینک میں جمع',
      cheque: 'چیک',
      jazzcash: 'جاز کیش',
      easypaisa: 'ایزی پیسہ',
      sandbox: 'سینڈ باکس (آزمائشی ادائیگی)',
      '1bill': 'ون بل (بینک ایپ)',
      kuickpay: 'کوئیک پے (بینک ایپ)',
    } as Record<string, string>,
    computer: 'یہ رسید کمپیوٹر سے بنی ہے، اس پر دستخط کی ضرورت نہیں۔',
    consumerNo: { '1bill': 'ون بل کنزیومر نمبر', kuickpay: 'کوئیک پے کنزیومر نمبر' },
  },
} as const;

const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#0f766e';

/** One formatter for every amount: building one per amount cost more than drawing the amount. */
const RUPEES = new Intl.NumberFormat('en-PK');
const rupees = (n: number) => RUPEES.format(n);

/** `2027-03` → `March 2027` (figures stay Latin on both languages' documents, as on bank challans). */
/** Made once: building an Intl formatter costs more than a voucher's line of text. */
function dayLabel(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

/** "Late fee from 11-03-2027". */
const lateFeeLabel = (template: string, from: string) => template.replace('{date}', dayLabel(from));

/** Nastaliq sits high and tall: Urdu text is drawn a little higher than Latin on one row. */
const lift = (text: string, size: number) => (isArabicScript(text) ? Math.round(size * 0.8) : 0);

/** One labelled row in the reading direction: the label at the start, the value at the end. */
function row(
  doc: Pdf,
  language: DocumentLanguage,
  x: number,
  width: number,
  y: number,
  label: string,
  value: string,
  options: { bold?: boolean; size?: number } = {},
): void {
  const size = options.size ?? 8;
  const bold = options.bold ?? false;
  const half = width * 0.55;
  const labelBox =
    language === 'ur'
      ? { x: x + width - half, side: 'right' as const }
      : { x, side: 'left' as const };
  const valueBox =
    language === 'ur' ? { x, side: 'left' as const } : { x: x + half, side: 'right' as const };
  line(doc, label, y - lift(label, size), {
    size,
    x: labelBox.x,
    width: half,
    align: labelBox.side,
    bold,
    color: MUTED,
  });
  line(doc, value, y - lift(value, size), {
    size,
    x: valueBox.x,
    width: width - half,
    align: valueBox.side,
    bold,
    color: INK,
  });
}

/** One copy of the voucher in a box at (x, y). */
function voucherCopy(
  doc: Pdf,
  facts: VoucherFacts,
  language: DocumentLanguage,
  copy: string,
  x: number,
  y: number,
  width: number,
  height: number,
  logo: Buffer | null,
): void {
  const t = WORDING[language];
  // Urdu rows need more height (Nastaliq's tall letters).
  const k = language === 'ur' ? 1.3 : 1;
  doc.lineWidth(0.8).strokeColor(ACCENT).rect(x, y, width, height).stroke();
  const inner = x + 8;
  const w = width - 16;
  let cy = y + 8;
  line(doc, copy, cy, { size: 7, x: inner, width: w, align: 'centre', color: ACCENT, bold: true });
  cy += language === 'ur' ? 22 : 12;
  // The school's logo in the copy's leading top corner; the name keeps clear of it.
  const logoSide = logo ? 26 : 0;
  if (logo) drawLogo(doc, logo, language === 'ur' ? inner + w - logoSide : inner, y + 5, 24, 24);
  line(doc, facts.school_name, cy, {
    size: 11,
    x: inner + logoSide,
    width: w - logoSide * 2,
    align: 'centre',
    bold: true,
    color: INK,
  });
  const heading = facts.family ? t.familyVoucher : t.voucher;
  // An Urdu heading under the ink of the school's name (a Nastaliq name's descenders reach
  // 0.6 em below its baseline, further than the row height allows for).
  cy = Math.max(
    cy + 16 * k,
    language === 'ur' ? below({ text: facts.school_name, size: 11, y: cy }, heading, 9, 3) : 0,
  );
  line(doc, heading, cy, {
    size: 9,
    x: inner,
    width: w,
    align: 'centre',
    color: MUTED,
  });
  cy += 18 * k;
  const b = facts.bank;
  const bankRows: [string, string | null][] = [
    [
      t.bank,
      [b.bank_name, b.bank_branch].filter(Boolean).join(language === 'ur' ? '، ' : ', ') || null,
    ],
    [t.title, b.account_title],
    [t.account, b.account_number],
    [t.iban, b.iban],
  ];
  for (const [label, value] of bankRows) {
    if (!value) continue;
    row(doc, language, inner, w, cy, label, value, { size: 7 });
    cy += 12 * k;
  }
  doc
    .moveTo(inner, cy)
    .lineTo(inner + w, cy)
    .lineWidth(0.4)
    .strokeColor('#9ca3af')
    .stroke();
  cy += 6 * k;
  const section = facts.section_name ? ` ${facts.section_name}` : '';
  const numberLabel = facts.family ? t.familyNo : t.voucherNo;
  for (const [label, value] of [
    [numberLabel, facts.voucher_no],
    [t.month, monthLabel(facts.month, language)],
    [t.issued, dayLabel(facts.issue_date)],
    [t.due, dayLabel(facts.due_date)],
    [facts.family ? t.guardian : t.student, facts.student_name],
    facts.family ? [t.children, String(facts.family.children)] : [t.admission, facts.admission_no],
    [t.class, `${facts.class_name}${section}`],
  ] as const) {
    row(doc, language, inner, w, cy, label, value, {
      bold: label === numberLabel || label === t.due,
    });
    cy += 13 * k;
  }
  doc
    .moveTo(inner, cy)
    .lineTo(inner + w, cy)
    .lineWidth(0.4)
    .strokeColor('#9ca3af')
    .stroke();
  cy += 6 * k;
  row(doc, language, inner, w, cy, t.head, t.amount, { size: 7 });
  cy += 12 * k;
  for (const l of facts.lines) {
    const label =
      l.kind === 'arrears'
        ? t.arrears
        : l.kind === 'transport' && l.detail
          ? `${t.transport}: ${l.detail}`
          : l.label;
    row(doc, language, inner, w, cy, label, rupees(l.amount));
    cy += 12 * k;
    if (l.concession > 0) {
      row(doc, language, inner, w, cy, `   ${t.concession}`, `-${rupees(l.concession)}`, {
        size: 7,
      });
      cy += 11 * k;
    }
  }
  doc
    .moveTo(inner, cy)
    .lineTo(inner + w, cy)
    .lineWidth(0.4)
    .strokeColor('#9ca3af')
    .stroke();
  cy += 6 * k;
  row(doc, language, inner, w, cy, t.within, rupees(facts.total), { bold: true, size: 8.5 });
  cy += 15 * k;
  row(doc, language, inner, w, cy, t.after, rupees(facts.total + facts.late_fee_after_due), {
    size: 8,
  });
  cy += 15 * k;
  const lateFee = facts.late_fee;
  if (lateFee && lateFee.amount > 0) {
    const label = lateFeeLabel(t.lateFee, lateFee.from);
    row(doc, language, inner, w, cy, label, rupees(lateFee.amount), { size: 8 });
    cy += 15 * k;
  }
  if (facts.paid_amount > 0) {
    row(doc, language, inner, w, cy, t.paid, rupees(facts.paid_amount), { size: 8 });
    cy += 15 * k;
  }
  if ((facts.paid_amount > 0 || (lateFee?.amount ?? 0) > 0) && facts.balance !== undefined) {
    row(doc, language, inner, w, cy, t.balance, rupees(facts.balance), { size: 8, bold: true });
    cy += 15 * k;
  }
  if (facts.status === 'cancelled') {
    line(doc, t.cancelled, cy + 4, {
      size: 16,
      x: inner,
      width: w,
      align: 'centre',
      bold: true,
      color: '#b91c1c',
    });
  }
  consumerNumbers(doc, facts, language, inner, w, y + height - 24);
  line(doc, t.stamp, y + height - 20, {
    size: 7,
    x: inner,
    width: w,
    align: 'centre',
    color: MUTED,
  });
}

/**
 * The consumer numbers, stacked upwards from `bottom` at the foot of every copy: the label and the
 * digits on one row, the Code 128 bars of the same digits under it (a bank counter scans them).
 */
function consumerNumbers(
  doc: Pdf,
  facts: VoucherFacts,
  language: DocumentLanguage,
  x: number,
  width: number,
  bottom: number,
): void {
  const entries = facts.consumer_numbers ?? [];
  const rowHeight = language === 'ur' ? 21 : 11;
  const bars = 20;
  let cy = bottom - entries.length * (rowHeight + bars + 6);
  for (const entry of entries) {
    row(doc, language, x, width, cy, WORDING[language].consumerNo[entry.aggregator], entry.number, {
      bold: true,
    });
    cy += rowHeight;
    const barWidth = width * 0.8;
    doc.image(entry.barcode, x + (width - barWidth) / 2, cy, { width: barWidth, height: bars });
    cy += bars + 6;
  }
}

export async function renderVoucherPdf(
  facts: VoucherFacts,
  language: DocumentLanguage,
  options: DocumentOptions = {},
): Promise<Buffer> {
  return renderVouchersPdf([facts], language, options);
}

/**
 * Vouchers one page each in one PDF (a class printed at once): the fonts are embedded once
 * for the file, each with the glyphs of all its pages.
 */
export async function renderVouchersPdf(
  all: readonly VoucherFacts[],
  language: DocumentLanguage,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const t = WORDING[language];
  const doc = createDocument({
    size: 'A4',
    layout: 'landscape',
    title: all.length === 1 ? `${t.voucher} ${all[0]!.voucher_no}` : t.voucher,
    language,
  });
  for (const [i, facts] of all.entries()) {
    if (i > 0) doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
    voucherPage(doc, facts, language, options.logo ?? null);
    await options.onPage?.(i + 1);
  }
  return finish(doc);
}

function voucherPage(
  doc: Pdf,
  facts: VoucherFacts,
  language: DocumentLanguage,
  logo: Buffer | null,
): void {
  const t = WORDING[language];
  const { width, height } = doc.page;
  const margin = 18;
  const gap = 12;
  const copyWidth = (width - margin * 2 - gap * 2) / 3;
  const copies = language === 'ur' ? [...t.copies].reverse() : [...t.copies];
  copies.forEach((copy, i) => {
    const x = margin + i * (copyWidth + gap);
    voucherCopy(doc, facts, language, copy, x, margin, copyWidth, height - margin * 2, logo);
    if (i < 2) {
      const cut = x + copyWidth + gap / 2;
      doc
        .moveTo(cut, margin)
        .lineTo(cut, height - margin)
        .dash(3, { space: 3 })
        .lineWidth(0.5)
        .strokeColor('#9ca3af')
        .stroke()
        .undash();
    }
  });
}

export async function renderReceiptPdf(
  facts: ReceiptFacts,
  language: DocumentLanguage,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const t = WORDING[language];
  const doc = createDocument({
    size: 'A5',
    layout: 'landscape',
    title: `${t.receipt} ${facts.receipt_no}`,
    language,
  });
  const { width, height } = doc.page;
  doc
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .rect(16, 16, width - 32, height - 32)
    .stroke();
  const x = 40;
  const w = width - 80;
  let y = 32;
  // The logo at the receipt's leading top corner (left in English, right in Urdu).
  if (options.logo)
    drawLogo(doc, options.logo, language === 'ur' ? width - 40 - 44 : 40, 26, 44, 44);
  line(doc, facts.school_name, y, { size: 16, bold: true, color: INK });
  // A Nastaliq line is about twice as tall as a Latin one; an Urdu title goes under the ink
  // of a Nastaliq name (its descenders).
  y = Math.max(
    y + (isArabicScript(facts.school_name) ? 36 : 24),
    language === 'ur' ? below({ text: facts.school_name, size: 16, y }, t.receipt, 12, 1) : 0,
  );
  line(doc, t.receipt, y, { size: 12, color: ACCENT, bold: true });
  y += language === 'ur' ? 34 : 28;
  const rows: [string, string, boolean?][] = [
    [t.receiptNo, facts.receipt_no, true],
    [t.paidOn, dayLabel(facts.paid_on)],
    // A family payment: the guardian and the family challan; each child is in the parts below.
    ...((facts.parts
      ? [
          [t.guardian, facts.student_name],
          [t.familyNo, facts.voucher_no],
        ]
      : [
          [t.student, facts.student_name],
          [t.admission, facts.admission_no],
          [t.class, facts.class_name],
          [t.voucherNo, facts.voucher_no],
          [t.month, monthLabel(facts.month, language)],
        ]) as [string, string][]),
    [t.method, t.methods[facts.method] ?? facts.method],
  ];
  if (facts.reference) rows.push([t.reference, facts.reference]);
  rows.push([t.received, `PKR ${rupees(facts.amount)}`, true]);
  if (!facts.parts) {
    rows.push([t.voucherTotal, rupees(facts.voucher_total)]);
    if (facts.late_fee && facts.late_fee.amount > 0) {
      rows.push([lateFeeLabel(t.lateFee, facts.late_fee.from), rupees(facts.late_fee.amount)]);
    }
    rows.push([t.paidToDate, rupees(facts.paid_to_date)]);
  }
  rows.push([t.balance, rupees(facts.balance), true]);
  for (const [label, value, bold] of rows) {
    row(doc, language, x, w, y, label, value, { size: 10, bold: bold ?? false });
    y += language === 'ur' ? 21 : 19;
  }
  if (facts.parts?.length) {
    y += 4;
    line(doc, t.parts, y, { size: 9, bold: true, color: ACCENT });
    y += language === 'ur' ? 21 : 15;
    for (const part of facts.parts) {
      row(
        doc,
        language,
        x,
        w,
        y,
        `${part.student_name} · ${part.voucher_no} · ${part.receipt_no}`,
        rupees(part.amount),
        { size: 9 },
      );
      y += language === 'ur' ? 19 : 16;
    }
  }
  if (facts.refunded)
    line(doc, t.refunded, height / 2 - 20, { size: 28, bold: true, color: '#b91c1c' });
  line(doc, t.computer, height - 40, { size: 8, color: MUTED });
  return finish(doc);
}
