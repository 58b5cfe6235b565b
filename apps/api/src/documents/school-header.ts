// The head of a school's A4 paper (the report card, the datesheet): the page's border, the
// school's logo (or its crest) in the corner the page is read from, then the school's name, the
// paper's title and a line saying what it is about. Urdu and Latin never share a line (the
// Nastaliq face has no Latin letters or digits); on an Urdu page each heading line is set below
// the ink of the one above it, since Nastaliq's descenders reach 0.6 em under the baseline, into
// a Latin subtitle set at a fixed offset.
import { below, type DocumentLanguage, drawLogo, isArabicScript, line, type Pdf } from './pdf.js';

const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#0f766e';

/**
 * A line as pdf.ts draws it, but Urdu text always in the regular Nastaliq face: loading and
 * subsetting the bold face too cost about a second per document (docs/exams.md, bench).
 */
export function put(doc: Pdf, text: string, y: number, options: Parameters<typeof line>[3]): void {
  line(doc, text, y, { ...options, bold: options.bold === true && !isArabicScript(text) });
}

/** A line already drawn: what the next line on an Urdu page is stacked under. */
interface Heading {
  text: string;
  size: number;
  y: number;
}

interface SchoolHeader {
  schoolName: string;
  title: string;
  titleSize: number;
  /** The line under the title (the exam, term, year…). */
  subtitle: string;
  /** The subtitle's y on an English page (an Urdu page stacks it under the title's ink). */
  subtitleY: number;
  logo: Buffer | null;
  /** Without an uploaded logo: a ring with the school's initials (true) or nothing (false). */
  crestWithoutLogo: boolean;
}

/** The school's crest: its logo when uploaded, else (when asked) a ring with its initials. */
function crest(doc: Pdf, header: SchoolHeader, cx: number, cy: number): void {
  if (header.logo) {
    drawLogo(doc, header.logo, cx - 28, cy - 28, 56, 56);
    return;
  }
  if (!header.crestWithoutLogo) return;
  const initials = header.schoolName
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 3)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  doc.lineWidth(3).strokeColor(ACCENT).circle(cx, cy, 26).stroke();
  doc.lineWidth(1).strokeColor(ACCENT).circle(cx, cy, 21).stroke();
  put(doc, initials || 'S', cy - 8, {
    size: 15,
    bold: true,
    color: ACCENT,
    x: cx - 20,
    width: 40,
  });
}

function titleOf(language: DocumentLanguage, header: SchoolHeader): Heading {
  return { text: header.title, size: header.titleSize, y: language === 'ur' ? 78 : 76 };
}

/** Where `drawSchoolHeader` puts the subtitle, without drawing anything. */
export function subtitleOf(language: DocumentLanguage, header: SchoolHeader): Heading {
  return {
    text: header.subtitle,
    size: 11,
    y: language === 'ur' ? below(titleOf(language, header), header.subtitle, 11) : header.subtitleY,
  };
}

/** Draws the page's border and head; returns the subtitle line, for what goes under it. */
export function drawSchoolHeader(
  doc: Pdf,
  language: DocumentLanguage,
  header: SchoolHeader,
): Heading {
  const urdu = language === 'ur';
  const { width } = doc.page;
  doc
    .lineWidth(2)
    .strokeColor(ACCENT)
    .rect(24, 24, width - 48, doc.page.height - 48)
    .stroke();

  crest(doc, header, urdu ? width - 84 : 84, 78);
  put(doc, header.schoolName, isArabicScript(header.schoolName) ? 36 : 52, {
    size: 20,
    bold: true,
    color: INK,
    x: 120,
    width: width - 240,
  });
  const title = titleOf(language, header);
  put(doc, title.text, title.y, {
    size: title.size,
    bold: true,
    color: ACCENT,
    x: 120,
    width: width - 240,
  });
  const subtitle = subtitleOf(language, header);
  put(doc, subtitle.text, subtitle.y, {
    size: subtitle.size,
    color: MUTED,
    x: 120,
    width: width - 240,
  });
  return subtitle;
}
