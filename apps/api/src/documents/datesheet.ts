// A class's datesheet of an exam in English or Urdu: A4 portrait, the school's name
// (and logo when uploaded), the exam, term and class, then one row per paper: the date
// (dd-mm-yyyy, as the school's vouchers write it), the weekday, the subject, the time (24 hours,
// Pakistan time) and the room. Urdu pages read right to left (columns mirrored); Urdu and Latin
// never share a cell (the Nastaliq face has no Latin letters or digits).
import {
  createDocument,
  type DocumentLanguage,
  type DocumentOptions,
  finish,
  inkOf,
  lineTopsBelow,
  type Pdf,
  rowTops,
  tableColumns,
} from './pdf.js';
import { drawSchoolHeader, put } from './school-header.js';

export interface DatesheetRow {
  paper_date: string;
  starts_at: string;
  ends_at: string;
  subject_name: string;
  room: string | null;
}

export interface DatesheetFacts {
  school_name: string;
  exam_name: string;
  term_name: string;
  class_name: string;
  papers: DatesheetRow[];
  is_published: boolean;
}

export const WORDING = {
  en: {
    title: 'Datesheet',
    class: 'Class',
    date: 'Date',
    day: 'Day',
    subject: 'Subject',
    time: 'Time',
    room: 'Room',
    noRoom: '—',
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    note: 'Students must reach the examination hall 15 minutes before the paper starts.',
    draft: 'DRAFT: datesheet not published',
    signPrincipal: 'Principal',
  },
  ur: {
    title: 'ڈیٹ شیٹ',
    class: 'جماعت',
    date: 'تاریخ',
    day: 'دن',
    subject: 'مضمون',
    time: 'وقت',
    room: 'کمرہ',
    noRoom: '—',
    weekdays: ['اتوار', 'پیر', 'منگل', 'بدھ', 'جمعرات', 'جمعہ', 'ہفتہ'],
    note: 'طلبہ پرچہ شروع ہونے سے پندرہ منٹ پہلے امتحانی ہال میں پہنچ جائیں۔',
    draft: 'مسودہ: ڈیٹ شیٹ ابھی جاری نہیں ہوئی',
    signPrincipal: 'پرنسپل',
  },
} as const;

const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#0f766e';
const RULE = '#d1d5db';
const DRAFT = '#b91c1c';

/** `2026-12-14` → `14-12-2026`. */
const printedDay = (day: string): string => {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
};

/** The weekday of a calendar date (the date itself, no time zone to cross). */
const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

function page(doc: Pdf, facts: DatesheetFacts, language: DocumentLanguage, logo: Buffer | null) {
  const t = WORDING[language];
  const urdu = language === 'ur';
  const lead = urdu ? ('right' as const) : ('left' as const);
  const { width } = doc.page;
  const left = 48;
  const inner = width - 96;
  const exam = drawSchoolHeader(doc, language, {
    schoolName: facts.school_name,
    title: t.title,
    titleSize: 16,
    subtitle: `${facts.exam_name} · ${facts.term_name}`,
    subtitleY: 98,
    logo,
    crestWithoutLogo: false,
  });
  // The class: its label and name side by side, in the reading direction.
  const [labelY, nameY] = urdu
    ? lineTopsBelow(exam, [t.class, facts.class_name], 12, 6)
    : [118, 118];
  const half = (width - 240) / 2;
  put(doc, t.class, labelY!, {
    size: 12,
    color: MUTED,
    x: urdu ? 120 + half + 8 : 120,
    width: half - 8,
    align: urdu ? 'left' : 'right',
  });
  put(doc, facts.class_name, nameY!, {
    size: 12,
    bold: true,
    color: INK,
    x: urdu ? 120 : 120 + half + 8,
    width: half - 8,
    align: urdu ? 'right' : 'left',
  });
  let y = urdu
    ? Math.max(labelY! + inkOf(t.class, 12).bottom, nameY! + inkOf(facts.class_name, 12).bottom) + 8
    : 142;
  if (!facts.is_published) {
    put(doc, t.draft, y, { size: 10, bold: true, color: DRAFT, x: 120, width: width - 240 });
    y += urdu ? 30 : 18;
  }
  y += 10;

  // The papers' table: date, day, subject, time, room.
  const col = tableColumns([0.18, 0.16, 0.32, 0.2, 0.14], left, inner, urdu);
  const rowHeight = urdu ? 32 : 24;
  doc.rect(left, y - 4, inner, rowHeight).fill('#ecfdf5');
  const header = [t.date, t.day, t.subject, t.time, t.room];
  const headerTops = rowTops(header, 10, y - 4, rowHeight);
  header.forEach((text, i) => {
    put(doc, text, headerTops[i]!, {
      size: 10,
      bold: true,
      color: ACCENT,
      ...col(i),
      align: i === 2 ? lead : 'centre',
    });
  });
  y += rowHeight;
  for (const paper of facts.papers) {
    const cells = [
      printedDay(paper.paper_date),
      t.weekdays[weekdayOf(paper.paper_date)]!,
      paper.subject_name,
      `${paper.starts_at} - ${paper.ends_at}`,
      paper.room ?? t.noRoom,
    ];
    const tops = rowTops(cells, 11, y - 4, rowHeight);
    cells.forEach((text, i) => {
      put(doc, text, tops[i]!, {
        size: 11,
        color: INK,
        bold: i === 2,
        ...col(i),
        align: i === 2 ? lead : 'centre',
      });
    });
    y += rowHeight;
    doc
      .moveTo(left, y - 5)
      .lineTo(left + inner, y - 5)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    if (y > doc.page.height - 160) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = 60;
    }
  }
  y += 14;
  put(doc, t.note, y, { size: 10, color: MUTED, x: left, width: inner, align: lead });

  const foot = doc.page.height - 110;
  const x = urdu ? left + 20 : left + inner / 2 + 20;
  doc
    .moveTo(x, foot)
    .lineTo(x + inner / 2 - 40, foot)
    .lineWidth(0.8)
    .strokeColor(MUTED)
    .stroke();
  put(doc, t.signPrincipal, foot + 6, { size: 10, color: MUTED, x, width: inner / 2 - 40 });
}

/** One class's datesheet in one PDF, ready to print or to send home. */
export async function renderDatesheetPdf(
  facts: DatesheetFacts,
  language: DocumentLanguage,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const doc = createDocument({
    title: `${WORDING[language].title} — ${facts.exam_name} — ${facts.class_name}`,
    language,
  });
  page(doc, facts, language, options.logo ?? null);
  return finish(doc);
}
