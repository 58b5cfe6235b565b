// A staff member's payslip for a month, in English or Urdu: one A4 portrait page with the
// school's name (and logo), the month, the staff member, the earnings (basic salary and
// allowances), the deductions (unpaid days, the school's deductions, income tax, advance
// instalments), gross, total deductions and net pay, and the bank account it is paid into.
// Many payslips print one page each in one file (the whole month as one print job). Urdu pages
// read right to left (labels at the right, amounts at the left); figures, account numbers and
// the school's own names of allowances stay as written.

import { monthLabel } from './month-label.js';
import {
  createDocument,
  type DocumentLanguage,
  type DocumentOptions,
  drawLogo,
  finish,
  isArabicScript,
  line,
  type Pdf,
} from './pdf.js';

export interface PayslipLineFacts {
  kind: 'basic' | 'allowance' | 'deduction' | 'unpaid' | 'tax' | 'advance';
  /** The school's name of an allowance or deduction (printed as written). */
  name: string;
  amount: number;
}

export interface PayslipFacts {
  month: string;
  staff_name: string;
  employee_number: string | null;
  designation: string | null;
  unpaid_days: number;
  gross: number;
  net: number;
  bank_name: string | null;
  bank_account_title: string | null;
  bank_account_number: string | null;
  draft: boolean;
  lines: PayslipLineFacts[];
}

interface PayslipSchool {
  school_name: string;
}

export const WORDING = {
  en: {
    title: 'Payslip',
    month: 'Month',
    staff: 'Staff member',
    employeeNumber: 'Employee No.',
    designation: 'Designation',
    earnings: 'Earnings',
    deductionsHeading: 'Deductions',
    basic: 'Basic salary',
    unpaid: 'Unpaid days',
    tax: 'Income tax',
    advance: 'Advance recovery',
    gross: 'Gross pay',
    totalDeductions: 'Total deductions',
    net: 'Net pay',
    bank: 'Paid into',
    noBank: 'Paid in cash',
    draft: 'Draft: not approved',
    none: 'None',
    days: 'days',
    day: 'day',
  },
  ur: {
    title: 'تنخواہ کی پرچی',
    month: 'مہینہ',
    staff: 'عملے کا رکن',
    employeeNumber: 'ملازم نمبر',
    designation: 'عہدہ',
    earnings: 'آمدنی',
    deductionsHeading: 'کٹوتیاں',
    basic: 'بنیادی تنخواہ',
    unpaid: 'بغیر تنخواہ دن',
    tax: 'انکم ٹیکس',
    advance: 'ایڈوانس کی واپسی',
    gross: 'کل تنخواہ',
    totalDeductions: 'کل کٹوتیاں',
    net: 'خالص تنخواہ',
    bank: 'بینک اکاؤنٹ',
    noBank: 'نقد ادائیگی',
    draft: 'مسودہ: منظور نہیں ہوا',
    none: 'کوئی نہیں',
    days: 'دن',
    day: 'دن',
  },
} as const;

const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#0f766e';
const RULE = '#d1d5db';

/** `PKR 12,500` in both languages (figures stay Latin, as on Pakistani bank documents). */
const pkr = (n: number) => `PKR ${new Intl.NumberFormat('en-PK').format(n)}`;

/** Urdu in the regular Nastaliq face (the bold face costs a second per document). */
function put(doc: Pdf, text: string, y: number, options: Parameters<typeof line>[3]): void {
  line(doc, text, y, { ...options, bold: options.bold === true && !isArabicScript(text) });
}

function labelOf(facts: PayslipLineFacts, language: DocumentLanguage): string {
  const t = WORDING[language];
  switch (facts.kind) {
    case 'basic':
      return t.basic;
    case 'tax':
      return t.tax;
    case 'advance':
      return t.advance;
    case 'unpaid':
      return t.unpaid;
    default:
      return facts.name;
  }
}

function page(
  doc: Pdf,
  facts: PayslipFacts,
  school: PayslipSchool,
  language: DocumentLanguage,
  logo: Buffer | null,
) {
  const t = WORDING[language];
  const urdu = language === 'ur';
  const { width } = doc.page;
  const left = 56;
  const inner = width - 112;
  const side = urdu ? ('right' as const) : ('left' as const);
  const other = urdu ? ('left' as const) : ('right' as const);
  const step = urdu ? 30 : 20;
  // Nastaliq sits low in its box: an Urdu text is lifted onto the Latin figures' line.
  const lift = (text: string) => (isArabicScript(text) ? -7 : 0);
  if (logo) drawLogo(doc, logo, urdu ? width - left - 56 : left, 40, 56, 56);

  put(doc, school.school_name, 44 + lift(school.school_name), {
    size: 18,
    bold: true,
    color: INK,
    x: 130,
    width: width - 260,
  });
  put(doc, t.title, urdu ? 72 : 72, {
    size: 15,
    bold: true,
    color: ACCENT,
    x: 130,
    width: width - 260,
  });
  if (facts.draft) {
    put(doc, t.draft, urdu ? 104 : 96, { size: 10, color: '#b45309', x: 130, width: width - 260 });
  }

  let y = 140;
  const pair = (label: string, value: string) => {
    put(doc, label, y + lift(label), {
      size: 11,
      color: MUTED,
      x: urdu ? left + inner - 150 : left,
      width: 150,
      align: side,
    });
    put(doc, value, y + lift(value), {
      size: 11,
      bold: true,
      color: INK,
      x: urdu ? left : left + 158,
      width: inner - 158,
      align: side,
    });
    y += step;
  };
  pair(t.month, monthLabel(facts.month, language));
  pair(t.staff, facts.staff_name);
  if (facts.employee_number) pair(t.employeeNumber, facts.employee_number);
  if (facts.designation) pair(t.designation, facts.designation);
  y += 12;

  const rule = () => {
    doc
      .moveTo(left, y - 4)
      .lineTo(left + inner, y - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };
  const row = (label: string, amount: string, bold = false) => {
    put(doc, label, y + lift(label), {
      size: 11,
      bold,
      color: INK,
      x: left,
      width: inner - 140,
      align: side,
      ...(urdu ? { x: left + 140 } : {}),
    });
    put(doc, amount, y, {
      size: 11,
      bold,
      color: INK,
      x: urdu ? left : left + inner - 140,
      width: 140,
      align: other,
    });
    y += step;
  };
  const heading = (text: string) => {
    put(doc, text, y + lift(text), {
      size: 13,
      bold: true,
      color: ACCENT,
      x: left,
      width: inner,
      align: side,
    });
    y += urdu ? 36 : 24;
  };

  heading(t.earnings);
  const earnings = facts.lines.filter((l) => l.kind === 'basic' || l.kind === 'allowance');
  for (const each of earnings) row(labelOf(each, language), pkr(each.amount));
  rule();
  row(t.gross, pkr(facts.gross), true);
  y += 12;

  heading(t.deductionsHeading);
  const deductions = facts.lines.filter((l) => l.kind !== 'basic' && l.kind !== 'allowance');
  if (!deductions.length) row(t.none, pkr(0));
  for (const each of deductions) {
    const label =
      each.kind === 'unpaid'
        ? `${t.unpaid} (${facts.unpaid_days} ${facts.unpaid_days === 1 ? t.day : t.days})`
        : labelOf(each, language);
    row(label, pkr(each.amount));
  }
  rule();
  row(t.totalDeductions, pkr(facts.gross - facts.net), true);
  y += 16;

  doc.rect(left, y - 8, inner, urdu ? 40 : 30).fill('#ecfdf5');
  put(doc, t.net, y + lift(t.net), {
    size: 14,
    bold: true,
    color: ACCENT,
    x: urdu ? left + 200 : left + 8,
    width: inner - 208,
    align: side,
  });
  put(doc, pkr(facts.net), y, {
    size: 14,
    bold: true,
    color: ACCENT,
    x: urdu ? left + 8 : left + inner - 208,
    width: 200,
    align: other,
  });
  y += urdu ? 56 : 44;

  const account = [facts.bank_account_title, facts.bank_account_number, facts.bank_name]
    .filter(Boolean)
    .join(urdu ? '، ' : ', ');
  pair(t.bank, account || t.noBank);
}

/** Payslips one page each in one PDF (the fonts embedded once for the file). */
export async function renderPayslipsPdf(
  all: readonly PayslipFacts[],
  school: PayslipSchool,
  language: DocumentLanguage,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const t = WORDING[language];
  const doc = createDocument({
    title: all.length === 1 ? `${t.title} ${all[0]!.staff_name} ${all[0]!.month}` : t.title,
    language,
  });
  for (const [i, facts] of all.entries()) {
    if (i > 0) doc.addPage({ size: 'A4', margin: 0 });
    page(doc, facts, school, language, options.logo ?? null);
    await options.onPage?.(i + 1);
  }
  return finish(doc);
}
