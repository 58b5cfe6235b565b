// The course certificate in English or Urdu: A4 landscape, a double border, the
// learner's name, the course, the school, the date (Pakistan time), the number and the
// verification code with the address of the public page that confirms it.

import { pakistanDateFormat } from '../domains/_shared/pakistanTime.js';
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

export type CertificateLanguage = DocumentLanguage;

export interface CertificateFacts {
  number: string;
  code: string;
  recipient_name: string;
  course_title: string;
  school_name: string;
  issued_at: Date;
  verify_url: string;
}

export const WORDING = {
  en: {
    title: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has successfully completed the course',
    at: 'at',
    date: 'Date of issue',
    number: 'Certificate number',
    code: 'Verification code',
    verify: 'Check this certificate at',
  },
  ur: {
    title: 'کورس مکمل کرنے کی سند',
    certifies: 'تصدیق کی جاتی ہے کہ',
    completed: 'نے درج ذیل کورس کامیابی سے مکمل کر لیا ہے',
    at: 'ادارہ',
    date: 'تاریخِ اجرا',
    number: 'سند نمبر',
    code: 'تصدیقی کوڈ',
    verify: 'اس سند کی تصدیق اس ویب صفحے پر کی جا سکتی ہے',
  },
} as const;

const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#0f766e';

function issuedOn(date: Date): string {
  return pakistanDateFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  );
}

function frame(doc: Pdf): void {
  const { width, height } = doc.page;
  doc
    .lineWidth(6)
    .strokeColor(ACCENT)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor(ACCENT)
    .rect(36, 36, width - 72, height - 72)
    .stroke();
}

export async function renderCertificatePdf(
  facts: CertificateFacts,
  language: CertificateLanguage,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const t = WORDING[language];
  const doc = createDocument({
    layout: 'landscape',
    title: `${t.title} — ${facts.number}`,
    language,
  });
  const { width, height } = doc.page;
  const urdu = language === 'ur';
  frame(doc);
  // The school's logo in the leading top corner inside the frame (right on an Urdu page).
  if (options.logo) drawLogo(doc, options.logo, urdu ? width - 52 - 54 : 52, 52, 54, 54);
  // Lines flow down from a cursor; a Nastaliq line needs about twice the height of a Latin one.
  let y = 62;
  const flow = (text: string, options: Parameters<typeof line>[3], after = 0) => {
    line(doc, text, y, options);
    y += options.size * (isArabicScript(text) ? 2.7 : 1.45) + after;
  };
  flow(facts.school_name, { size: 16, color: MUTED }, 8);
  flow(t.title, { size: urdu ? 28 : 34, bold: true, color: ACCENT }, 10);
  flow(t.certifies, { size: 15, color: MUTED }, 4);
  flow(facts.recipient_name, { size: 28, bold: true, color: INK, x: 80, width: width - 160 }, 4);
  flow(t.completed, { size: 15, color: MUTED }, 2);
  flow(facts.course_title, { size: 22, bold: true, color: INK, x: 80, width: width - 160 });

  // Three columns at the foot: date, number, code (labels in the document's language, values
  // in Latin letters and digits, which read the same in both).
  const columns = [
    [t.date, issuedOn(facts.issued_at)],
    [t.number, facts.number],
    [t.code, facts.code],
  ] as const;
  const ordered = urdu ? [...columns].reverse() : columns;
  const columnWidth = (width - 160) / 3;
  // Below the course title, however many lines its flow took (an Urdu title is tall).
  const foot = Math.max(height - (urdu ? 200 : 170), y + 6);
  ordered.forEach(([label, value], index) => {
    const x = 80 + index * columnWidth;
    line(doc, label, foot, { size: 11, color: MUTED, x, width: columnWidth });
    line(doc, value, foot + (urdu ? 30 : 18), {
      size: 13,
      bold: true,
      color: INK,
      x,
      width: columnWidth,
    });
  });
  y = foot + (urdu ? 56 : 48);
  flow(t.verify, { size: 10, color: MUTED }, urdu ? 4 : 0);
  flow(facts.verify_url, { size: 10, color: ACCENT });
  return finish(doc);
}
