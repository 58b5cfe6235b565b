// Document plumbing for every PDF the service renders (certificates now; fee vouchers, receipts
// and report cards later): pdfkit (a maintained PDF writer whose font engine, fontkit, shapes
// OpenType scripts, so Urdu letters join and a right-to-left run is laid out right to left),
// the self-hosted Noto Nastaliq Urdu font, and small helpers that place a line of text centred
// or aligned in either direction. Documents are built in memory and returned as one Buffer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;
export type DocumentLanguage = 'en' | 'ur';

const require = createRequire(import.meta.url);

/**
 * The Urdu typeface's files, from the registry's @fontsource package (the one the web app
 * self-hosts). The WOFF files, not WOFF2: fontkit's subsetter breaks on the WOFF2 glyph tables.
 */
function urduFontFile(weight: 400 | 700): string {
  const root = dirname(require.resolve('@fontsource/noto-nastaliq-urdu/LICENSE'));
  return join(root, 'files', `noto-nastaliq-urdu-arabic-${weight}-normal.woff`);
}

/** What pdfkit needs of a parsed font (a fontkit Font): it embeds any object that can lay out. */
interface ParsedFont {
  layout: (...args: unknown[]) => unknown;
}

// fontkit, the very copy pdfkit uses (a dependency of pdfkit, not of the service).
const pdfkitRequire = createRequire(require.resolve('pdfkit'));
const parsedFonts = new Map<400 | 700, ParsedFont>();

/**
 * The Urdu font, read and parsed once per process. Reading and parsing the WOFF (and fontkit's
 * glyph and layout tables, which it fills lazily) was most of an Urdu PDF's time when every
 * document did it again. A parsed font is safe to share: each document embeds its own subset
 * (pdfkit's EmbeddedFont keeps the subset and width caches per document), and layout is
 * synchronous, so two documents never shape on it at the same moment.
 */
function urduFont(weight: 400 | 700): ParsedFont {
  let font = parsedFonts.get(weight);
  if (!font) {
    const { create } = pdfkitRequire('fontkit') as { create: (bytes: Buffer) => ParsedFont };
    font = withLayoutCache(withInflatedTables(create(readFileSync(urduFontFile(weight)))));
    parsedFonts.set(weight, font);
  }
  return font;
}

interface TableStream {
  buffer: Uint8Array;
  constructor: new (buffer: Uint8Array) => TableStream;
}

/**
 * fontkit reads a WOFF table by inflating it again on every read, and the subsetter reads the
 * glyph table once per glyph it embeds: Nastaliq's glyph table is inflated hundreds of times a
 * document. Each compressed table is inflated once here and read from memory afterwards (a
 * fresh stream each time, so readers never share a position).
 */
function withInflatedTables(font: ParsedFont): ParsedFont {
  const woff = font as unknown as {
    stream: TableStream;
    _getTableStream: (tag: string) => TableStream | null;
  };
  const read = woff._getTableStream.bind(woff);
  const inflated = new Map<string, Uint8Array>();
  woff._getTableStream = (tag: string) => {
    const cached = inflated.get(tag);
    if (cached) return new woff.stream.constructor(cached);
    const stream = read(tag);
    // An uncompressed table is the file's own stream at the table: nothing to keep.
    if (stream && stream !== woff.stream) inflated.set(tag, stream.buffer);
    return stream;
  };
  return font;
}

interface Run {
  glyphs: unknown[];
  positions: Record<string, number>[];
}

/** Shaped runs kept per process; school names, labels and months come back in every document. */
const LAYOUT_CACHE_LIMIT = 5_000;

/**
 * The font with its shaping remembered: Nastaliq's shaping (contextual forms, mark and cursive
 * positioning) is the other large cost, and vouchers repeat the same words. Only runs without
 * explicit features are kept (the fallback without mark positioning is rare). Each caller gets
 * its own copy of the positions, because pdfkit scales them in place.
 */
function withLayoutCache(font: ParsedFont): ParsedFont {
  const runs = new Map<string, Run>();
  const layout = font.layout.bind(font) as (text: string, features?: unknown) => Run;
  return new Proxy(font, {
    get(target, key, receiver) {
      if (key !== 'layout') return Reflect.get(target, key, receiver);
      return (text: string, features?: unknown) => {
        if (features !== undefined) return layout(text, features);
        let run = runs.get(text);
        if (!run) {
          const shaped = layout(text);
          run = {
            glyphs: shaped.glyphs,
            positions: shaped.positions.map((position) => ({ ...position })),
          };
          if (runs.size >= LAYOUT_CACHE_LIMIT) runs.clear();
          runs.set(text, run);
        }
        const positions = run.positions.map((position) => ({ ...position }));
        return {
          glyphs: run.glyphs,
          positions,
          get advanceWidth() {
            return positions.reduce((sum, position) => sum + (position.xAdvance ?? 0), 0);
          },
        };
      };
    },
  });
}

export const FONTS = {
  latin: 'Helvetica',
  latinBold: 'Helvetica-Bold',
  urdu: 'NotoNastaliqUrdu',
  urduBold: 'NotoNastaliqUrdu-Bold',
} as const;

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/** Whether a text needs the Urdu font (any Arabic-script letter). */
export function isArabicScript(text: string): boolean {
  return ARABIC_SCRIPT.test(text);
}

/** A new document with the fonts registered; `metadata` goes into the PDF's info dictionary. */
export function createDocument(options: {
  size?: string;
  layout?: 'portrait' | 'landscape';
  title: string;
  language: DocumentLanguage;
}): Pdf {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margin: 0,
    lang: options.language === 'ur' ? 'ur-PK' : 'en-PK',
    info: { Title: options.title, Creator: 'Watni', Producer: 'Watni' },
  });
  // pdfkit takes a parsed font where it takes a path (PDFFontFactory.open: "src.layout").
  doc.registerFont(FONTS.urdu, urduFont(400) as unknown as string);
  doc.registerFont(FONTS.urduBold, urduFont(700) as unknown as string);
  return doc;
}

/** Ends the document and collects its bytes. */
export function finish(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export interface LineOptions {
  /** The font for Latin text; Arabic-script text always takes the Urdu font (bold if asked). */
  bold?: boolean;
  size: number;
  color?: string;
  /** centre: on the page; start/end: from `x`, in the reading direction of the text. */
  align?: 'centre' | 'start' | 'end';
  x?: number;
  width?: number;
}

/**
 * Draws one line (no wrapping: a whole line goes to the shaper as one run, which is what keeps
 * Urdu words in right-to-left order) at `y`, shrinking the size until it fits `width`.
 */
export function line(doc: Pdf, text: string, y: number, options: LineOptions): void {
  const urdu = isArabicScript(text);
  const font = urdu
    ? options.bold
      ? FONTS.urduBold
      : FONTS.urdu
    : options.bold
      ? FONTS.latinBold
      : FONTS.latin;
  const x0 = options.x ?? 0;
  const width = options.width ?? doc.page.width - x0;
  let size = options.size;
  doc.font(font).fontSize(size);
  const features = shapingFeatures(doc, text);
  const measure = () => doc.widthOfString(text, { features } as PDFKit.Mixins.TextOptions);
  while (size > 6 && measure() > width) {
    size -= 1;
    doc.fontSize(size);
  }
  const textWidth = measure();
  const align = options.align ?? 'centre';
  let x = x0 + (width - textWidth) / 2;
  // start/end follow the text's direction: an Urdu line starts at the right.
  if (align === 'start') x = urdu ? x0 + width - textWidth : x0;
  if (align === 'end') x = urdu ? x0 : x0 + width - textWidth;
  doc
    .fillColor(options.color ?? '#111827')
    .text(text, x, y, { lineBreak: false, features } as PDFKit.Mixins.TextOptions);
}

/**
 * The OpenType features to shape a line with: the font's defaults, or, where fontkit fails on a
 * rare letter sequence of Noto Nastaliq (its mark positioning throws on e.g. "پتے"), the
 * defaults without mark positioning: the letters still join, a dot may sit a little off.
 * A learner's name is never refused for the way it is spelt.
 */
function shapingFeatures(doc: Pdf, text: string): unknown {
  try {
    doc.widthOfString(text);
    return undefined;
  } catch {
    return { mark: false };
  }
}
