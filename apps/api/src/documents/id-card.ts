// Student ID cards: an A4 sheet of ten cards (two columns of five), each the size of a
// bank card (CR80, 85.6 × 54 mm), to print and cut. A card shows the school's name (and logo)
// on a coloured band, the student's photo (or a drawn placeholder), name, class and section,
// admission number and the guardian's mobile, and a QR code of the public page that confirms
// the card by its verification code. Urdu cards mirror the layout: photo and QR at the right,
// labels at the right of their values.
import { qrPng } from './barcode.js';
import { FONTS, parsedFont } from './fonts.js';
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

export interface IdCardFacts {
  student_name: string;
  class_name: string;
  admission_no: string;
  guardian_mobile: string | null;
  photo: Buffer | null;
  code: string;
  verify_url: string;
}

export const ID_CARD_WORDING = {
  en: {
    title: 'Student ID card',
    class: 'Class',
    admission: 'Admission no.',
    mobile: 'Guardian mobile',
    code: 'Verify',
  },
  ur: {
    title: 'طالب علم کا شناختی کارڈ',
    class: 'جماعت',
    admission: 'داخلہ نمبر',
    mobile: 'سرپرست کا موبائل',
    code: 'تصدیق',
  },
} as const;

/** CR80 in points (85.6 × 54 mm). */
const CARD = { width: 242.6, height: 153.1 } as const;
const CARDS_PER_PAGE = 10;
const COLUMNS = 2;
const GAP_X = 14;
const GAP_Y = 8;

const ACCENT = '#1d4ed8';
const INK = '#111827';
const MUTED = '#4b5563';

/** How far below a line's top its baseline sits, in points (Nastaliq's ascent is tall). */
function baselineOf(text: string, size: number): number {
  if (!isArabicScript(text)) return size * 0.718;
  const font = parsedFont(FONTS.urdu);
  return (size * font.ascent) / font.unitsPerEm;
}

/** Where card `index` (0-9) of a page sits: the first at the top left (Urdu: top right). */
function cardOrigin(doc: Pdf, index: number, urdu: boolean): { x: number; y: number } {
  const gridWidth = COLUMNS * CARD.width + (COLUMNS - 1) * GAP_X;
  const rows = CARDS_PER_PAGE / COLUMNS;
  const gridHeight = rows * CARD.height + (rows - 1) * GAP_Y;
  const left = (doc.page.width - gridWidth) / 2;
  const top = (doc.page.height - gridHeight) / 2;
  return {
    x: left + (urdu ? COLUMNS - 1 - (index % COLUMNS) : index % COLUMNS) * (CARD.width + GAP_X),
    y: top + Math.floor(index / COLUMNS) * (CARD.height + GAP_Y),
  };
}

/** A grey head and shoulders where a student has no photo yet. */
function placeholder(doc: Pdf, x: number, y: number, w: number, h: number): void {
  doc.save();
  doc.rect(x, y, w, h).fill('#e5e7eb');
  doc.circle(x + w / 2, y + h * 0.38, w * 0.2).fill('#9ca3af');
  doc.rect(x, y, w, h).clip();
  doc.ellipse(x + w / 2, y + h * 0.98, w * 0.36, h * 0.3).fill('#9ca3af');
  doc.restore();
}

async function drawCard(
  doc: Pdf,
  facts: IdCardFacts,
  at: { x: number; y: number },
  language: DocumentLanguage,
  schoolName: string,
  logo: Buffer | null | undefined,
): Promise<void> {
  const t = ID_CARD_WORDING[language];
  const urdu = language === 'ur';
  const { x, y } = at;
  const { width, height } = CARD;
  doc.save();
  doc.lineWidth(0.6).strokeColor('#9ca3af').roundedRect(x, y, width, height, 8).stroke();
  doc.roundedRect(x, y, width, height, 8).clip();
  doc.rect(x, y, width, 34).fill(ACCENT);
  doc.restore();

  // The band: logo at the leading corner, the school's name and the card's title.
  const logoSize = 26;
  const bandText = { x: x + 8, width: width - 16 };
  if (logo) {
    drawLogo(doc, logo, urdu ? x + width - 4 - logoSize : x + 4, y + 4, logoSize, logoSize);
    bandText.x = urdu ? x + 8 : x + 8 + logoSize;
    bandText.width = width - 16 - logoSize;
  }
  const nameHeight = line(doc, schoolName, y + (isArabicScript(schoolName) ? 0 : 3), {
    ...bandText,
    size: isArabicScript(schoolName) ? 8 : 10,
    maxLines: 1,
    bold: true,
    color: '#ffffff',
  });
  line(doc, t.title, y + Math.max(nameHeight - 1, urdu ? 12 : 19), {
    ...bandText,
    size: urdu ? 6 : 7,
    maxLines: 1,
    color: '#dbeafe',
  });

  // Photo and QR code at the leading side.
  const side = 52;
  const mediaX = urdu ? x + width - 8 - side : x + 8;
  const photoY = y + 40;
  const photoH = 62;
  if (facts.photo) {
    doc.save();
    doc.rect(mediaX, photoY, side, photoH).clip();
    doc.image(facts.photo, mediaX, photoY, {
      cover: [side, photoH],
      align: 'center',
      valign: 'center',
    });
    doc.restore();
  } else {
    placeholder(doc, mediaX, photoY, side, photoH);
  }
  doc.lineWidth(0.5).strokeColor('#9ca3af').rect(mediaX, photoY, side, photoH).stroke();
  const qr = 42;
  doc.image(await qrPng(facts.verify_url), mediaX + (side - qr) / 2, y + height - 6 - qr, {
    width: qr,
    height: qr,
  });

  // The facts at the trailing side: the name, then label and value rows.
  const textX = urdu ? x + 8 : x + 8 + side + 8;
  const textWidth = width - 16 - side - 8;
  const align = urdu ? ('right' as const) : ('left' as const);
  let ty = y + 40;
  ty += line(doc, facts.student_name, ty, {
    size: 11,
    bold: true,
    color: INK,
    x: textX,
    width: textWidth,
    align,
  });
  ty += 4;
  const labelWidth = urdu ? 62 : 58;
  const valueWidth = textWidth - labelWidth - 4;
  const rows: [string, string][] = [
    [t.class, facts.class_name],
    [t.admission, facts.admission_no],
    [t.mobile, facts.guardian_mobile ?? '—'],
  ];
  for (const [label, value] of rows) {
    const labelX = urdu ? textX + textWidth - labelWidth : textX;
    const valueX = urdu ? textX : textX + labelWidth + 4;
    // Label and value share a baseline, whichever script each is in.
    const baseline = Math.max(baselineOf(label, 7), baselineOf(value, 8.5));
    const labelTop = ty + baseline - baselineOf(label, 7);
    const valueTop = ty + baseline - baselineOf(value, 8.5);
    const a = line(doc, label, labelTop, {
      size: 7,
      color: MUTED,
      x: labelX,
      width: labelWidth,
      align,
    });
    const b = line(doc, value, valueTop, {
      size: 8.5,
      bold: true,
      color: INK,
      x: valueX,
      width: valueWidth,
      align,
    });
    ty = Math.max(labelTop + a, valueTop + b) + (urdu ? -2 : 3);
  }
  // The code under the rows, for typing it into the page by hand.
  line(doc, `${facts.code}`, y + height - 14, {
    size: 7,
    color: MUTED,
    x: textX,
    width: textWidth,
    align,
  });
}

/** The cards of a section, ten to an A4 page. */
export async function renderIdCardsPdf(
  cards: IdCardFacts[],
  context: { school_name: string; section: string },
  language: DocumentLanguage,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const doc = createDocument({ title: `Student ID cards — ${context.section}`, language });
  for (let index = 0; index < cards.length; index += 1) {
    if (index > 0 && index % CARDS_PER_PAGE === 0) doc.addPage();
    await drawCard(
      doc,
      cards[index]!,
      cardOrigin(doc, index % CARDS_PER_PAGE, language === 'ur'),
      language,
      context.school_name,
      options.logo,
    );
  }
  return finish(doc);
}
