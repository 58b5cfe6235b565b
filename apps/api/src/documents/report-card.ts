// The report card of an exam in English or Urdu: A4 portrait, the school's name and
// crest, the student, a table of subjects with maximum, passing and obtained marks, the total,
// percentage, grade, position in the section, the term's attendance (when the attendance module
// is on) and the class teacher's remarks. One page per student; a section's file is the same
// pages one after another, for printing. Urdu pages read right to left (columns mirrored).
import {
  below,
  createDocument,
  type DocumentLanguage,
  type DocumentOptions,
  finish,
  furniture,
  inkOf,
  isArabicScript,
  type Pdf,
  rowTops,
  tableColumns,
} from './pdf.js';
import { drawSchoolHeader, put, subtitleOf } from './school-header.js';

export interface ReportCardSubject {
  subject_name: string;
  max_marks: number;
  passing_marks: number;
  marks: number | null;
  absent: boolean;
  passed: boolean | null;
}

export interface ReportCardFacts {
  school_name: string;
  exam_name: string;
  term_name: string;
  year_name: string;
  student_name: string;
  admission_no: string;
  class_name: string;
  section_name: string;
  roll_no: number;
  subjects: ReportCardSubject[];
  total: number;
  max_total: number;
  percentage: number;
  grade: string;
  position: number | null;
  section_size: number;
  outcome: 'pass' | 'fail' | 'incomplete';
  attendance_percentage: number | null;
  remarks: string | null;
  is_published: boolean;
}

export const WORDING = {
  en: {
    title: 'Report Card',
    student: 'Student',
    admission: 'Admission no.',
    class: 'Class',
    roll: 'Roll no.',
    subject: 'Subject',
    max: 'Maximum',
    pass: 'Passing',
    obtained: 'Obtained',
    status: 'Result',
    absent: 'Absent',
    passed: 'Pass',
    failed: 'Fail',
    notEntered: '—',
    total: 'Total',
    percentage: 'Percentage',
    grade: 'Grade',
    position: 'Position',
    of: (position: number, n: number) => `${position} of ${n}`,
    outcome: 'Result',
    outcomes: { pass: 'Passed', fail: 'Failed', incomplete: 'Incomplete' },
    attendance: 'Attendance this term',
    remarks: "Class teacher's remarks",
    noRemarks: 'No remarks.',
    signTeacher: 'Class teacher',
    signPrincipal: 'Principal',
    draft: 'DRAFT: results not published',
  },
  ur: {
    title: 'رپورٹ کارڈ',
    student: 'طالب علم',
    admission: 'داخلہ نمبر',
    class: 'جماعت',
    roll: 'رول نمبر',
    subject: 'مضمون',
    max: 'کل نمبر',
    pass: 'پاس نمبر',
    obtained: 'حاصل کردہ',
    status: 'نتیجہ',
    absent: 'غیر حاضر',
    passed: 'پاس',
    failed: 'فیل',
    notEntered: '—',
    total: 'میزان',
    percentage: 'فیصد',
    grade: 'گریڈ',
    position: 'پوزیشن',
    of: (position: number, n: number) => `${position} / ${n}`,
    outcome: 'نتیجہ',
    outcomes: { pass: 'کامیاب', fail: 'ناکام', incomplete: 'نامکمل' },
    attendance: 'اس ٹرم کی حاضری',
    remarks: 'کلاس ٹیچر کے تاثرات',
    noRemarks: 'کوئی تاثرات نہیں۔',
    signTeacher: 'کلاس ٹیچر',
    signPrincipal: 'پرنسپل',
    draft: 'مسودہ: نتیجہ ابھی جاری نہیں ہوا',
  },
} as const;

const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#0f766e';
const RULE = '#d1d5db';
const FAIL = '#b91c1c';

/**
 * The two layers of a card, drawn by the same steps so both place everything alike: the
 * furniture (border, school header, labels, table heading, rules, boxes, signature lines), the
 * same on every card of an exam's section, and the student's own values over it.
 */
type Layer = 'furniture' | 'values';

/**
 * What the furniture of a card depends on: a card whose key differs gets its own form. The
 * total row's label is placed beside the totals, which are always figures (Latin ink of one
 * height), so its place does not depend on their value.
 */
function furnitureKey(facts: ReportCardFacts): string {
  return JSON.stringify([
    facts.school_name,
    facts.exam_name,
    facts.term_name,
    facts.year_name,
    facts.is_published,
    facts.subjects.length,
    facts.attendance_percentage !== null,
  ]);
}

function page(
  doc: Pdf,
  facts: ReportCardFacts,
  language: DocumentLanguage,
  logo: Buffer | null,
  layer: Layer,
): void {
  const fixed = layer === 'furniture';
  const t = WORDING[language];
  const urdu = language === 'ur';
  // The side a row is read from (Urdu: the right), also for an English name on an Urdu page.
  const lead = urdu ? ('right' as const) : ('left' as const);
  const { width } = doc.page;
  const left = 48;
  const inner = width - 96;
  const head = {
    schoolName: facts.school_name,
    title: t.title,
    titleSize: 14,
    subtitle: `${facts.exam_name} · ${facts.term_name} · ${facts.year_name}`,
    subtitleY: 96,
    logo,
    crestWithoutLogo: true,
  };
  const subtitle = fixed ? drawSchoolHeader(doc, language, head) : subtitleOf(language, head);
  let lastHeading = subtitle;
  if (!facts.is_published) {
    lastHeading = { text: t.draft, size: 10, y: urdu ? below(subtitle, t.draft, 10) : 114 };
    if (fixed)
      put(doc, t.draft, lastHeading.y, {
        size: 10,
        bold: true,
        color: FAIL,
        x: 120,
        width: width - 240,
      });
  }

  // The student: two label/value pairs per row.
  let y = urdu ? Math.max(150, below(lastHeading, t.student, 9, 6)) : 150;
  const pair = (label: string, value: string, column: 0 | 1) => {
    const half = inner / 2;
    const x = urdu ? left + (1 - column) * half : left + column * half;
    // Label and value on the side the page is read from, whatever script each is in.
    const align = urdu ? 'right' : 'left';
    if (fixed) {
      put(doc, label, y, { size: 9, color: MUTED, x, width: half - 8, align });
      return;
    }
    // Urdu: the value under the label's ink (a Latin value's capitals met its descenders).
    put(doc, value, urdu ? below({ text: label, size: 9, y }, value, 12, 4) : y + 12, {
      size: 12,
      bold: true,
      color: INK,
      x,
      width: half - 8,
      align,
    });
  };
  pair(t.student, facts.student_name, 0);
  pair(t.admission, facts.admission_no, 1);
  y += urdu ? 54 : 36;
  pair(t.class, `${facts.class_name} ${facts.section_name}`, 0);
  pair(t.roll, String(facts.roll_no), 1);
  y += urdu ? 56 : 42;

  // The subjects' table.
  const col = tableColumns([0.36, 0.14, 0.14, 0.18, 0.18], left, inner, urdu);
  const rowHeight = urdu ? 30 : 22;
  const header = [t.subject, t.max, t.pass, t.obtained, t.status];
  if (fixed) doc.rect(left, y - 4, inner, rowHeight).fill('#ecfdf5');
  const headerTops = rowTops(header, 10, y - 4, rowHeight);
  if (fixed)
    header.forEach((text, i) => {
      put(doc, text, headerTops[i]!, {
        size: 10,
        bold: true,
        color: ACCENT,
        ...col(i),
        align: i === 0 ? lead : 'centre',
      });
    });
  y += rowHeight;
  for (const subject of facts.subjects) {
    const obtained = subject.absent
      ? t.absent
      : subject.marks === null
        ? t.notEntered
        : String(subject.marks);
    const status = subject.passed === null ? t.notEntered : subject.passed ? t.passed : t.failed;
    const cells = [
      subject.subject_name,
      String(subject.max_marks),
      String(subject.passing_marks),
      obtained,
      status,
    ];
    const tops = rowTops(cells, 11, y - 4, rowHeight);
    if (!fixed)
      cells.forEach((text, i) => {
        put(doc, text, tops[i]!, {
          size: 11,
          color: i === 4 && subject.passed === false ? FAIL : INK,
          bold: i === 3,
          ...col(i),
          align: i === 0 ? lead : 'centre',
        });
      });
    y += rowHeight;
    if (fixed)
      doc
        .moveTo(left, y - 5)
        .lineTo(left + inner, y - 5)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
  }
  // Totals row.
  const totals = [t.total, String(facts.max_total), String(facts.total)];
  const totalTops = rowTops(totals, 11, y - 4, rowHeight);
  if (fixed) {
    doc.rect(left, y - 4, inner, rowHeight).fill('#f3f4f6');
    put(doc, t.total, totalTops[0]!, {
      size: 11,
      bold: true,
      color: INK,
      ...col(0),
      align: lead,
    });
  } else {
    put(doc, totals[1]!, totalTops[1]!, { size: 11, bold: true, color: INK, ...col(1) });
    put(doc, totals[2]!, totalTops[2]!, { size: 11, bold: true, color: INK, ...col(3) });
  }
  y += rowHeight + 18;

  // The summary: four boxes.
  const boxes: [string, string][] = [
    [t.percentage, `${facts.percentage.toFixed(2)}%`],
    [t.grade, facts.grade],
    [t.position, facts.position === null ? t.notEntered : t.of(facts.position, facts.section_size)],
    [t.outcome, t.outcomes[facts.outcome]],
  ];
  if (facts.attendance_percentage !== null)
    boxes.push([t.attendance, `${facts.attendance_percentage.toFixed(1)}%`]);
  const ordered = urdu ? [...boxes].reverse() : boxes;
  const boxWidth = (inner - 8 * (boxes.length - 1)) / boxes.length;
  const boxHeight = urdu ? 64 : 50;
  ordered.forEach(([label, value], i) => {
    const x = left + i * (boxWidth + 8);
    if (fixed) {
      doc.lineWidth(1).strokeColor(RULE).roundedRect(x, y, boxWidth, boxHeight, 6).stroke();
      put(doc, label, y + 6, { size: 9, color: MUTED, x: x + 4, width: boxWidth - 8 });
      return;
    }
    const failed = label === t.outcome && facts.outcome === 'fail';
    // Urdu: a Latin figure kept clear of the label's descenders above it.
    put(doc, value, y + (urdu ? (isArabicScript(value) ? 30 : 32) : 24), {
      size: 14,
      bold: true,
      color: failed ? FAIL : INK,
      x: x + 4,
      width: boxWidth - 8,
    });
  });
  y += boxHeight + 18;

  if (fixed)
    put(doc, t.remarks, y, {
      size: 10,
      bold: true,
      color: MUTED,
      x: left,
      width: inner,
      align: lead,
    });
  // Urdu: the box's top rule below the heading's descenders.
  y += urdu ? Math.max(26, inkOf(t.remarks, 10).bottom + 6) : 16;
  const remarks = facts.remarks?.trim() || t.noRemarks;
  if (fixed)
    doc
      .lineWidth(0.5)
      .strokeColor(RULE)
      .rect(left, y - 4, inner, urdu ? 70 : 56)
      .stroke();
  // Remarks may be long: cut into lines of about 90 characters, each drawn whole.
  const words = remarks.split(/\s+/);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (`${current} ${word}`.trim().length > 90) {
      lines.push(current.trim());
      current = word;
    } else current = `${current} ${word}`;
  }
  if (current.trim()) lines.push(current.trim());
  if (!fixed)
    lines.slice(0, 3).forEach((text, i) => {
      put(doc, text, y + i * (isArabicScript(text) ? 22 : 14), {
        size: 10,
        color: INK,
        x: left + 8,
        width: inner - 16,
        align: lead,
      });
    });

  // Signatures at the foot.
  if (!fixed) return;
  const foot = doc.page.height - 110;
  const signs = urdu ? [t.signPrincipal, t.signTeacher] : [t.signTeacher, t.signPrincipal];
  signs.forEach((label, i) => {
    const x = left + i * (inner / 2) + 20;
    doc
      .moveTo(x, foot)
      .lineTo(x + inner / 2 - 40, foot)
      .lineWidth(0.8)
      .strokeColor(MUTED)
      .stroke();
    put(doc, label, foot + 6, { size: 10, color: MUTED, x, width: inner / 2 - 40 });
  });
}

/** Report cards, one page each, in one PDF (one student, or a section for printing). */
export async function renderReportCards(
  cards: readonly ReportCardFacts[],
  language: DocumentLanguage,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const first = cards[0];
  const doc = createDocument({
    title: first
      ? `${WORDING[language].title} — ${first.exam_name}${cards.length === 1 ? ` — ${first.student_name}` : ''}`
      : WORDING[language].title,
    language,
  });
  for (const [i, card] of cards.entries()) {
    if (i > 0) doc.addPage({ size: 'A4', margin: 0 });
    const logo = options.logo ?? null;
    // The furniture once per file (per key), then this student's values over it.
    furniture(doc, furnitureKey(card), () => page(doc, card, language, logo, 'furniture'));
    page(doc, card, language, logo, 'values');
    await options.onPage?.(i + 1);
  }
  return finish(doc);
}
