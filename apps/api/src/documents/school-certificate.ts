// The school leaving certificate and the character certificate in English or Urdu:
// A4 portrait, a double border, the school, the title, the number and the date of issue, the
// student's facts as label and value rows (labels at the leading side: the right on an Urdu
// page), the certifying sentence, the principal's signature line, and at the foot the
// verification code with its QR code and the address of the public page that confirms it.
// A revoked certificate prints REVOKED across the top.
import { qrPng } from './barcode.js';
import {
  createDocument,
  type DocumentLanguage,
  type DocumentOptions,
  line as drawLine,
  drawLogo,
  finish,
  isArabicScript,
  type LineOptions,
  type Pdf,
} from './pdf.js';

export interface SchoolCertificateFacts {
  kind: 'leaving' | 'character';
  number: string;
  code: string;
  student_name: string;
  admission_no: string;
  guardian_name: string | null;
  class_name: string | null;
  school_name: string;
  /** yyyy-mm-dd */
  issued_on: string;
  leaving_date: string | null;
  reason: string | null;
  remarks: string | null;
  revoked: boolean;
  verify_url: string;
}

export const WORDING = {
  en: {
    title: { leaving: 'School Leaving Certificate', character: 'Character Certificate' },
    number: 'Certificate number',
    issued: 'Date of issue',
    student: 'Student name',
    guardian: 'Father or guardian',
    admission: 'Admission number',
    class: 'Last class',
    leavingDate: 'Date of leaving',
    reason: 'Reason for leaving',
    remarks: 'Remarks',
    certifies: {
      leaving: 'This is to certify that the above student was a student of this school.',
      character: 'This is to certify that the above student is known to this school.',
    },
    principal: 'Principal',
    stamp: 'School stamp',
    code: 'Verification code',
    verify: 'Check this certificate at',
    revoked: 'REVOKED',
  },
  ur: {
    title: { leaving: 'اسکول چھوڑنے کا سرٹیفکیٹ', character: 'کردار کا سرٹیفکیٹ' },
    number: 'سرٹیفکیٹ نمبر',
    issued: 'تاریخِ اجرا',
    student: 'طالب علم کا نام',
    guardian: 'والد یا سرپرست',
    admission: 'داخلہ نمبر',
    class: 'آخری جماعت',
    leavingDate: 'اسکول چھوڑنے کی تاریخ',
    reason: 'اسکول چھوڑنے کی وجہ',
    remarks: 'تاثرات',
    certifies: {
      leaving: 'تصدیق کی جاتی ہے کہ مذکورہ طالب علم اس اسکول کا طالب علم رہا ہے',
      character: 'تصدیق کی جاتی ہے کہ مذکورہ طالب علم اس اسکول میں جانا پہچانا ہے',
    },
    principal: 'پرنسپل',
    stamp: 'اسکول کی مہر',
    code: 'تصدیقی کوڈ',
    verify: 'اس سرٹیفکیٹ کی تصدیق اس ویب صفحے پر کی جا سکتی ہے',
    revoked: 'منسوخ شدہ',
  },
} as const;

const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';
const DANGER = '#b91c1c';

/**
 * Draws a line and answers the height it takes: a Nastaliq line needs about twice the height of
 * a Latin one (as on the course certificate).
 */
function line(doc: Pdf, text: string, y: number, options: LineOptions): number {
  const drawn = drawLine(doc, text, y, options);
  return Math.max(drawn, options.size * (isArabicScript(text) ? 2.5 : 1.4));
}

/** 2026-11-24 → 24-11-2026, as the school's other papers print dates. */
function printed(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

export async function renderSchoolCertificatePdf(
  facts: SchoolCertificateFacts,
  language: DocumentLanguage,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const t = WORDING[language];
  const urdu = language === 'ur';
  const title = t.title[facts.kind];
  const doc = createDocument({
    title: `${WORDING.en.title[facts.kind]} — ${facts.number}`,
    language,
  });
  const { width, height } = doc.page;
  doc
    .lineWidth(5)
    .strokeColor(ACCENT)
    .rect(22, 22, width - 44, height - 44)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor(ACCENT)
    .rect(32, 32, width - 64, height - 64)
    .stroke();
  if (options.logo) drawLogo(doc, options.logo, urdu ? width - 48 - 60 : 48, 48, 60, 60);

  const left = 60;
  const inner = width - 120;
  let y = 56;
  y += line(doc, facts.school_name, y, {
    size: 18,
    bold: true,
    color: INK,
    x: 120,
    width: width - 240,
  });
  y += 10;
  y += line(doc, title, y, { size: urdu ? 22 : 24, bold: true, color: ACCENT });
  y += 8;
  if (facts.revoked) {
    y += line(doc, t.revoked, y, { size: 20, bold: true, color: DANGER });
    y += 6;
  }

  // Number and date: two columns, the number at the leading side.
  const half = inner / 2;
  const top = [
    [t.number, facts.number],
    [t.issued, printed(facts.issued_on)],
  ] as const;
  const columns = urdu ? [...top].reverse() : top;
  let tallest = 0;
  columns.forEach(([label, value], index) => {
    const x = left + index * half;
    const a = line(doc, label, y, { size: 10, color: MUTED, x, width: half });
    const b = line(doc, value, y + a + 2, { size: 12, bold: true, color: INK, x, width: half });
    tallest = Math.max(tallest, a + b + 2);
  });
  y += tallest + 18;

  // The facts: label and value rows.
  const rows: [string, string][] = [
    [t.student, facts.student_name],
    [t.guardian, facts.guardian_name ?? '—'],
    [t.admission, facts.admission_no],
    [t.class, facts.class_name ?? '—'],
  ];
  if (facts.kind === 'leaving') {
    rows.push([t.leavingDate, printed(facts.leaving_date ?? facts.issued_on)]);
    rows.push([t.reason, facts.reason ?? '']);
  } else {
    rows.push([t.remarks, facts.remarks ?? '']);
  }
  const labelWidth = 170;
  const valueWidth = inner - labelWidth - 10;
  const labelX = urdu ? left + inner - labelWidth : left;
  const valueX = urdu ? left : left + labelWidth + 10;
  for (const [label, value] of rows) {
    const a = line(doc, label, y, {
      size: 11,
      color: MUTED,
      x: labelX,
      width: labelWidth,
      align: urdu ? 'right' : 'left',
    });
    // A Latin value beside a Nastaliq label sits on the label's line, not at its top.
    const lift = urdu && !isArabicScript(value) ? 7 : 0;
    const b = line(doc, value, y + lift, {
      size: 13,
      bold: true,
      color: INK,
      x: valueX,
      width: valueWidth,
      align: urdu ? 'right' : 'left',
      maxLines: 4,
    });
    y += Math.max(a, b) + 10;
    doc
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .moveTo(left, y - 5)
      .lineTo(left + inner, y - 5)
      .stroke();
  }
  y += 10;
  y += line(doc, t.certifies[facts.kind], y, { size: 12, color: INK, x: left, width: inner });

  // Signature and stamp lines, above the foot.
  const foot = height - 210;
  const signY = Math.max(y + 50, foot - 70);
  const signs = urdu ? [t.stamp, t.principal] : [t.principal, t.stamp];
  signs.forEach((label, index) => {
    const x = left + index * half + 30;
    doc
      .lineWidth(0.8)
      .strokeColor(MUTED)
      .moveTo(x, signY)
      .lineTo(x + half - 60, signY)
      .stroke();
    line(doc, label, signY + 4, { size: 11, color: MUTED, x, width: half - 60 });
  });

  // The verification: QR code at the trailing side, code and address beside it.
  const qrSize = 96;
  const qrY = Math.max(foot, signY + 40);
  const qrX = urdu ? left : left + inner - qrSize;
  doc.image(await qrPng(facts.verify_url), qrX, qrY, { width: qrSize, height: qrSize });
  const textX = urdu ? left + qrSize + 12 : left;
  const textWidth = inner - qrSize - 12;
  const align = urdu ? ('right' as const) : ('left' as const);
  let ty = qrY + 4;
  ty += line(doc, t.code, ty, { size: 10, color: MUTED, x: textX, width: textWidth, align });
  ty += 2;
  ty += line(doc, facts.code, ty, {
    size: 14,
    bold: true,
    color: INK,
    x: textX,
    width: textWidth,
    align,
  });
  ty += 8;
  ty += line(doc, t.verify, ty, { size: 9, color: MUTED, x: textX, width: textWidth, align });
  ty += 2;
  line(doc, facts.verify_url, ty, { size: 9, color: ACCENT, x: textX, width: textWidth, align });
  return finish(doc);
}
