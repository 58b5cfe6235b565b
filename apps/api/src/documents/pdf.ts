// Document plumbing for every PDF the service renders (certificates, fee vouchers, receipts and
// report cards): pdfkit (a maintained PDF writer whose font engine, fontkit, shapes OpenType
// scripts, so Urdu letters join and marks sit in place), the self-hosted fonts of fonts.ts,
// and `line`, the one place a line of text is laid out. docs/documents.md tells the choices.
//
// Why `line` reorders text itself: pdfkit cuts a line at its spaces and lays the words out left
// to right, and fontkit reverses the letters of each right-to-left word. A multi-word Urdu line
// therefore came out with its words in reverse ("کاپی کی بینک" for "بینک کی کاپی"). Here the
// Unicode Bidirectional Algorithm (UAX #9, from bidi-js) decides the visual order once; each
// piece (a right-to-left word, or a left-to-right run) is then placed at its own x.
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import type { Bidi } from 'bidi-js';
import PDFDocument from 'pdfkit';
import { FONTS, type FontName, fontCaches, parsedFont } from './fonts.js';

export type Pdf = PDFKit.PDFDocument;
export type DocumentLanguage = 'en' | 'ur';

// bidi-js is a CommonJS module whose export is the factory (its types say `export default`).
const bidi = (createRequire(import.meta.url)('bidi-js') as () => Bidi)();

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const MARK = /\p{M}/u;
const SPACE = /\s/u;
/** Directional formatting characters: they steer the algorithm and are never drawn. */
const CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Whether a text needs the Urdu font (any Arabic-script letter). */
export function isArabicScript(text: string): boolean {
  return ARABIC_SCRIPT.test(text);
}

const languages = new WeakMap<Pdf, DocumentLanguage>();

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
    // No default font: pdfkit would parse Helvetica's metrics for every document, and every
    // line sets its own face (`line`) before it draws.
    font: null as unknown as string,
  });
  // pdfkit takes a parsed font where it takes a path (PDFFontFactory.open: "src.layout"). A
  // registered face is embedded only if the document uses it, and then only the glyphs used.
  for (const name of Object.values(FONTS)) {
    doc.registerFont(name, parsedFont(name) as unknown as string);
  }
  languages.set(doc, options.language);
  // In this order: the batched operators are flushed into the stream before it is deflated.
  deflateFaster(pageContent(doc));
  batchContent(doc);
  doc.on('pageAdded', () => {
    deflateFaster(pageContent(doc));
    batchContent(doc);
  });
  return doc;
}

interface ContentStream {
  write(chunk: string | Uint8Array): void;
  end(chunk?: string | Uint8Array): void;
}

/**
 * The page's content stream takes pdfkit's operators as they come and turns them into bytes
 * once, when the page ends. pdfkit converts each operator (`addContent`: a Tm, a TJ, a colour)
 * to a byte array of its own and joins the thousands of arrays of a page at the end; a Nastaliq
 * word writes one operator per positioned glyph, so that was a tenth of an Urdu page's time.
 * pdfkit ends each operator with a newline and keeps each character's low byte: the operators
 * joined by newlines, ended by one, encoded as Latin-1, are the same bytes in the same order (a
 * byte array written meanwhile first flushes what came before it).
 */
function pageContent(doc: Pdf): ContentStream | undefined {
  return (doc as unknown as { page?: { content?: ContentStream } }).page?.content;
}

function batchContent(doc: Pdf): void {
  batchStream(pageContent(doc));
}

/** zlib's level for content streams (pages and forms); pdfkit deflates at zlib's default, 6. */
const CONTENT_DEFLATE_LEVEL = 3;

/** pdfkit's stream object (PDFReference) as `deflateFaster` changes it. */
interface StreamReference extends ContentStream {
  compress: boolean;
  buffer: Uint8Array[];
  data: Record<string, unknown>;
}

/**
 * Deflates a content stream at `CONTENT_DEFLATE_LEVEL` instead of pdfkit's default level. A
 * page's operators are short repetitive text; the profile of a section's report cards put the
 * page streams' deflate at a fifth of an Urdu page's CPU, and a lower level costs about a
 * tenth more bytes on such a page (docs/documents.md). pdfkit keeps the stream's chunks and
 * deflates them when the stream ends, if `compress` is set (PDFReference.finalize): here the
 * chunks are deflated first and `compress` cleared, the `FlateDecode` filter pdfkit set when
 * the chunks were written stays, and encryption, if any, still applies to the deflated bytes.
 */
function deflateFaster(stream: ContentStream | undefined): void {
  const ref = stream as StreamReference | undefined;
  if (!ref || typeof ref.end !== 'function' || !Array.isArray(ref.buffer)) return;
  const end = ref.end.bind(ref);
  ref.end = (chunk) => {
    if (chunk) ref.write(chunk);
    if (ref.compress && ref.buffer.length > 0) {
      ref.buffer = [deflateSync(Buffer.concat(ref.buffer), { level: CONTENT_DEFLATE_LEVEL })];
      ref.compress = false;
    }
    end();
  };
}

function batchStream(stream: ContentStream | undefined): void {
  if (!textLayout.cache) return;
  if (!stream || typeof stream.write !== 'function' || typeof stream.end !== 'function') return;
  const write = stream.write.bind(stream);
  const end = stream.end.bind(stream);
  const pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    // pdfkit turns an operator into bytes by each character's low byte: Latin-1's encoding.
    write(Buffer.from(`${pending.join('\n')}\n`, 'latin1'));
    pending.length = 0;
  };
  stream.write = (chunk) => {
    if (typeof chunk === 'string') pending.push(chunk);
    else {
      flush();
      write(chunk);
    }
  };
  stream.end = (chunk) => {
    flush();
    end(chunk);
  };
}

/** pdfkit's page, as far as `furniture` swaps it: where operators and resources go. */
interface PdfkitPage {
  content: ContentStream;
  resources: { data: Record<string, unknown> };
  xobjects: Record<string, unknown>;
  width: number;
  height: number;
}

interface PdfkitReference extends ContentStream {
  data: Record<string, unknown>;
}

/** Each document's forms by the caller's key, and the number of the next form's name. */
const forms = new WeakMap<Pdf, { byKey: Map<string, { name: string; ref: unknown }> }>();

/**
 * Draws the page's furniture (what is the same on many pages of a file: borders, headings,
 * labels, rules, the logo) as one PDF Form XObject per document and `key`, and places it on the
 * current page with `Do` (PDF 32000-1 §8.10). The first page with a key runs `draw` with the
 * page's content stream and resources swapped for the form's, so every drawing step (text,
 * fonts, images, rules) lands in the form unchanged; later pages with the same key write one
 * operator. A section's report cards thus carry their labels, and the deflate reads them, once
 * per file instead of once per page. The form is drawn under the same page matrix as the rest
 * of the page (pdfkit's flipped y), so its operators are the ones the page would have had;
 * `Do` runs it inside its own q … Q, so it leaves the page's graphics state as it found it.
 * `key` must name everything `draw` reads: pages whose furniture differs need different keys.
 */
export function furniture(doc: Pdf, key: string, draw: () => void): void {
  const pdf = doc as unknown as {
    page: PdfkitPage;
    ref(data: object): PdfkitReference;
    addContent(data: string): Pdf;
  };
  let kept = forms.get(doc);
  if (!kept) {
    kept = { byKey: new Map() };
    forms.set(doc, kept);
  }
  let form = kept.byKey.get(key);
  if (!form) {
    const page = pdf.page;
    const resources = pdf.ref({ ProcSet: ['PDF', 'Text', 'ImageB', 'ImageC', 'ImageI'] });
    const ref = pdf.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, page.width, page.height],
      Resources: resources,
    });
    deflateFaster(ref);
    batchStream(ref);
    const { content, resources: pageResources } = page;
    page.content = ref;
    page.resources = resources as unknown as PdfkitPage['resources'];
    try {
      doc.save();
      draw();
      doc.restore();
    } finally {
      page.content = content;
      page.resources = pageResources;
    }
    ref.end();
    (resources as unknown as ContentStream).end();
    form = { name: `Fx${kept.byKey.size + 1}`, ref };
    kept.byKey.set(key, form);
  }
  pdf.page.xobjects[form.name] = form.ref;
  pdf.addContent(`/${form.name} Do`);
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
  /** Bold faces for the whole line. */
  bold?: boolean;
  size: number;
  color?: string;
  /**
   * centre: in the box; start/end: from the box's edge in the reading direction of the text (an
   * Urdu line starts at the right); left/right: that edge of the box, whatever the text.
   */
  align?: 'centre' | 'start' | 'end' | 'left' | 'right';
  x?: number;
  width?: number;
  /** Lines a text too long for the box may take (at a smaller size) before it is cut; 2. */
  maxLines?: number;
}

/**
 * `bidi`: the reordering step, on by default. Only the word-order test turns it off, to show
 * that its check fails on pages laid out in logical order (words left to right, as pdfkit did).
 * `cache`: laid-out lines kept across documents (see `plans`); the test that proves the cache
 * changes nothing on the page turns it off to draw the same documents without it.
 */
export const textLayout = { bidi: true, cache: true };

type Direction = 'ltr' | 'rtl';

/**
 * The paragraph direction of a line: right to left when it has Arabic letters and no Latin
 * ones, left to right when it has no Arabic letters (so "-500" and "PK36…" stay as written on
 * an Urdu page), and the document's own direction when it has both.
 */
function directionOf(doc: Pdf, text: string): Direction {
  const arabic = ARABIC_SCRIPT.test(text);
  if (!arabic) return 'ltr';
  if (!LATIN_LETTER.test(text)) return 'rtl';
  return languages.get(doc) === 'ur' ? 'rtl' : 'ltr';
}

/** The face for each character: Arabic script in Nastaliq, the rest in Noto Sans or its extension. */
function facesOf(text: string, bold: boolean): (FontName | null)[] {
  const urdu = bold ? FONTS.urduBold : FONTS.urdu;
  const latin = bold ? FONTS.latinBold : FONTS.latin;
  const latinExt = bold ? FONTS.latinExtBold : FONTS.latinExt;
  const faces: (FontName | null)[] = [];
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const cp = ch.codePointAt(0)!;
    const previous = faces[faces.length - 1] ?? null;
    let face: FontName;
    if (CONTROL.test(ch)) face = null as unknown as FontName;
    else if (ARABIC_SCRIPT.test(ch)) face = urdu;
    else if (
      (MARK.test(ch) || SPACE.test(ch)) &&
      previous &&
      parsedFont(previous).hasGlyphForCodePoint(cp)
    )
      face = previous; // a mark stays with its letter; a space with the word before it
    else if (parsedFont(latin).hasGlyphForCodePoint(cp)) face = latin;
    else if (parsedFont(latinExt).hasGlyphForCodePoint(cp)) face = latinExt;
    else if (parsedFont(urdu).hasGlyphForCodePoint(cp)) face = urdu;
    else face = latin; // no face has it: the missing-glyph box says so on the page
    faces.push(face);
    // a surrogate pair is one character of `chars` but two of the string's indices
    if (cp > 0xffff) faces.push(face);
  }
  return faces;
}

/** Figures with separators: a year "2026-27", a date "01-11-2026", a number "202611-000124". */
const FIGURES = /\d+(?:[-/.:,]\d+)+/gu;

/**
 * A right-to-left line keeps each figure with separators as written, left to right. Left to
 * the algorithm, digits after Arabic letters are Arabic numbers (rule W2) and a hyphen between
 * two of them is not joined to them (W4 joins only a comma or colon), so "2026-27" would read
 * "27-2026". Each such figure is set in a left-to-right isolate (LRI … PDI, UAX #9 §2.7).
 */
function isolateFigures(text: string): string {
  return text.replace(FIGURES, (figure) => `\u2066${figure}\u2069`);
}

interface Piece {
  /** The characters to shape, in the order the shaper wants them. */
  text: string;
  /** The same characters in reading (logical) order, without the bidi controls. */
  logical: string;
  face: FontName;
  width: number;
  /** OpenType features to draw it with (`shapingFeatures`), once known. */
  features?: unknown;
}

/**
 * OpenType features to shape a piece with: the font's defaults, or, where fontkit fails on a
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

function measure(doc: Pdf, piece: { text: string; face: FontName }, size: number): number {
  doc.font(piece.face).fontSize(size);
  try {
    return doc.widthOfString(piece.text);
  } catch {
    return doc.widthOfString(piece.text, { features: { mark: false } } as never);
  }
}

/**
 * One line of logical text cut into pieces in visual order, left to right. A piece is a word
 * (or the spaces between words) of one face and direction: Arabic letters go to the shaper in logical order (fontkit lays
 * an Arabic run out right to left), anything else in visual order with mirrored brackets.
 */
function visualPieces(
  doc: Pdf,
  text: string,
  direction: Direction,
  bold: boolean,
  size: number,
): Piece[] {
  if (!text) return [];
  const faces = facesOf(text, bold);
  const levels = bidi.getEmbeddingLevels(text, direction);
  // Without the reordering step the characters stay in logical order, left to right: the
  // words of a right-to-left line then come out reversed, as pdfkit drew them.
  const order = textLayout.bidi
    ? bidi.getReorderedIndices(text, levels)
    : Array.from({ length: text.length }, (_, i) => i);
  const mirrored = textLayout.bidi
    ? bidi.getMirroredCharactersMap(text, levels.levels)
    : new Map<number, string>();
  const pieces: { chars: number[]; face: FontName; rtl: boolean; space: boolean }[] = [];
  for (const index of order) {
    // the low half of a surrogate pair travels with its high half
    if (
      index > 0 &&
      /[\uDC00-\uDFFF]/.test(text[index]!) &&
      /[\uD800-\uDBFF]/.test(text[index - 1]!)
    )
      continue;
    const face = faces[index];
    if (!face) continue;
    const rtl = (levels.levels[index]! & 1) === 1;
    const space = SPACE.test(text[index]!);
    const last = pieces[pieces.length - 1];
    // Runs are cut at spaces: pdfkit would lay the words of a right-to-left run out left to
    // right, and each word drawn on its own carries its own ActualText (copying, search).
    const joins = last && last.face === face && last.rtl === rtl && last.space === space;
    if (joins) last.chars.push(index);
    else pieces.push({ chars: [index], face, rtl, space });
  }
  return pieces.map((piece) => {
    const char = (i: number) => {
      const code = text.codePointAt(i)!;
      return mirrored.get(i) ?? String.fromCodePoint(code);
    };
    let chars = piece.chars;
    // The shaper reverses an Arabic run itself: give it the letters in logical order.
    if (textLayout.bidi && piece.rtl && chars.some((i) => ARABIC_SCRIPT.test(text[i]!)))
      chars = [...chars].reverse();
    const pieceText = chars.map(char).join('');
    const logical = [...piece.chars].sort((a, b) => a - b);
    return {
      text: pieceText,
      logical: logical.map((i) => String.fromCodePoint(text.codePointAt(i)!)).join(''),
      face: piece.face,
      width: measure(doc, { text: pieceText, face: piece.face }, size),
    };
  });
}

const widthOf = (pieces: Piece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);

/** Words of a too-long text in lines of at most `width` (a word longer than that is its own line). */
function wrap(
  doc: Pdf,
  text: string,
  direction: Direction,
  bold: boolean,
  size: number,
  width: number,
): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && widthOf(visualPieces(doc, candidate, direction, bold, size)) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/** Where a line's baseline sits below `y`, in ems: the layouts were drawn with these tops. */
const LATIN_ASCENT = 0.718;
/** Where the baseline of `text` at `size` sits below the `y` it is drawn at, in points. */
function ascentOf(text: string, size: number): number {
  return (isArabicScript(text.normalize('NFC')) ? urduAscent() : LATIN_ASCENT) * size;
}

let urduAscentInEms: number | undefined;
/**
 * Nastaliq's ascent in ems, read once: every Urdu line and table cell asks for it, and each
 * read went through the font's caching proxy and fontkit's table getters.
 */
function urduAscent(): number {
  if (urduAscentInEms === undefined) {
    const urdu = parsedFont(FONTS.urdu);
    urduAscentInEms = urdu.ascent / urdu.unitsPerEm;
  }
  return urduAscentInEms;
}
const lineHeight = (urdu: boolean, size: number) => size * (urdu ? 1.9 : 1.2);

/** Ink of a line in ems below its top (`y` of `line`): where its highest and lowest strokes reach. */
interface Ink {
  top: number;
  bottom: number;
}
const inks = new Map<string, Ink>();
const INK_CACHE_LIMIT = 2_000;

/**
 * Where the ink of `text` (one line at full size) starts and ends below the `y` it is drawn at,
 * in points. Nastaliq's letters reach far above and below its baseline, and how far depends
 * on the word (a kāf or lām climbs to 1.6 em, a yē or nūn hangs 0.6 em below), so an Urdu line
 * is measured from its shaped glyphs' boxes rather than from the font's ascent and descent,
 * which leave a gap above every line. Latin text from Noto Sans' cap height and descender.
 */
export function inkOf(raw: string, size: number): Ink {
  const text = raw.normalize('NFC');
  let ink = inks.get(text);
  if (!ink) {
    const latin = /[^\s\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u.test(
      text,
    );
    if (!isArabicScript(text)) ink = { top: LATIN_ASCENT - 0.76, bottom: LATIN_ASCENT + 0.25 };
    else {
      const font = parsedFont(FONTS.urdu);
      const ascent = font.ascent / font.unitsPerEm;
      let high = latin ? 0.76 * font.unitsPerEm : Number.NEGATIVE_INFINITY;
      let low = latin ? -0.25 * font.unitsPerEm : Number.POSITIVE_INFINITY;
      for (const word of text.split(/\s+/)) {
        const letters = [...word].filter((ch) => ARABIC_SCRIPT.test(ch) || MARK.test(ch)).join('');
        if (!letters) continue;
        type Shaped = {
          glyphs: { bbox: { minY: number; maxY: number } }[];
          positions: { yOffset?: number }[];
        };
        let run: Shaped;
        try {
          run = font.layout(letters) as Shaped;
        } catch {
          run = font.layout(letters, { mark: false }) as Shaped;
        }
        run.glyphs.forEach((glyph, i) => {
          const { minY, maxY } = glyph.bbox;
          if (!Number.isFinite(minY) || !Number.isFinite(maxY)) return;
          const lift = run.positions[i]?.yOffset ?? 0;
          high = Math.max(high, maxY + lift);
          low = Math.min(low, minY + lift);
        });
      }
      if (!Number.isFinite(high)) ink = { top: ascent, bottom: ascent };
      else ink = { top: ascent - high / font.unitsPerEm, bottom: ascent - low / font.unitsPerEm };
    }
    if (inks.size >= INK_CACHE_LIMIT) inks.clear();
    inks.set(text, ink);
  }
  return { top: ink.top * size, bottom: ink.bottom * size };
}

/**
 * The `y` for a line (`text` at `size`) whose ink starts `gap` points below the ink of the
 * line drawn above it at `above.y`: how the Urdu documents stack lines of unequal height.
 */
export function below(
  above: { text: string; size: number; y: number },
  text: string,
  size: number,
  gap = 3,
): number {
  return above.y + inkOf(above.text, above.size).bottom + gap - inkOf(text, size).top;
}

/** pdfkit's shaped words of one face (scaled to its 1000-unit em), shared by every document. */
const sharedRuns = new Map<FontName, object>();
const SHARED_RUNS_LIMIT = 5_000;

/**
 * pdfkit keeps the words it has shaped per document (EmbeddedFont.layoutCache) and copies and
 * scales each again from fontkit's run in the next document; a voucher is one document, so its
 * every word was copied again. The current face's cache is made the one per face and process
 * (read-only to pdfkit once written: it reads runs and concatenates them; the subset of the
 * document's glyphs is still made per document, at encoding).
 */
function shareRuns(doc: Pdf, face: FontName): void {
  if (!fontCaches.enabled) return;
  const font = (doc as unknown as { _font?: { layoutCache?: object } })._font;
  if (!font?.layoutCache) return;
  let shared = sharedRuns.get(face);
  if (!shared) {
    const runs = new Map<string, unknown>();
    shared = new Proxy(Object.create(null) as object, {
      get: (_, key) => (typeof key === 'string' ? runs.get(key) : undefined),
      set: (_, key, value) => {
        if (runs.size >= SHARED_RUNS_LIMIT) runs.clear();
        runs.set(String(key), value);
        return true;
      },
    });
    sharedRuns.set(face, shared);
  }
  if (font.layoutCache !== shared) font.layoutCache = shared;
  encodeOnce(font as EmbeddedFont);
}

/** pdfkit's face embedded in one document (EmbeddedFont): `encode` gives glyph ids and positions. */
interface EmbeddedFont {
  encode: (text: string, features?: unknown) => [string[], object[]];
}
const encodesKept = new WeakSet<EmbeddedFont>();
const ENCODED_LIMIT = 5_000;

/**
 * A word encoded once per face and document: pdfkit's `encode` lays the word out (joining the
 * runs of its cache), adds each glyph to the document's subset and writes its subset id in hex,
 * every time the word is drawn. The subset ids are the document's own, so this cache lives with
 * the document's face; the report cards of a section draw the same labels on every page, a
 * voucher its labels on each of its three copies. pdfkit only reads what `encode` returns.
 */
function encodeOnce(font: EmbeddedFont): void {
  if (encodesKept.has(font) || typeof font.encode !== 'function') return;
  encodesKept.add(font);
  const encode = font.encode.bind(font);
  const encoded = new Map<string, [string[], object[]]>();
  font.encode = (text, features) => {
    if (!textLayout.cache) return encode(text, features);
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let result = encoded.get(key);
    if (!result) {
      result = encode(text, features);
      if (encoded.size >= ENCODED_LIMIT) encoded.clear();
      encoded.set(key, result);
    }
    return result;
  };
}

/** A line laid out: the size it fits at and its lines' pieces, in visual order. */
interface Plan {
  size: number;
  lines: Piece[][];
  direction: Direction;
  urdu: boolean;
}

/**
 * Laid-out lines kept per process, by everything the layout depends on (the text, the page's
 * language, boldness, size, box width, line count, the reordering switch). Labels, months,
 * class names and most figures come back on every page of a job: the bidi algorithm, the
 * choice of faces, the measuring at each size tried and the test for the shaper's fallback
 * then run once per distinct line, not once per page. Widths depend only on the face, size
 * and text, so a plan made in one document is the same in any other.
 */
const plans = new Map<string, Plan>();
const PLAN_CACHE_LIMIT = 20_000;

function planOf(doc: Pdf, raw: string, options: LineOptions, width: number): Plan {
  const bold = options.bold ?? false;
  const maxLines = options.maxLines ?? 2;
  const key = textLayout.cache
    ? `${languages.get(doc)}\u0000${textLayout.bidi}\u0000${bold}\u0000${options.size}\u0000${width}\u0000${maxLines}\u0000${raw}`
    : '';
  const cached = textLayout.cache ? plans.get(key) : undefined;
  if (cached) return cached;
  const normal = raw.normalize('NFC');
  const direction = directionOf(doc, normal);
  const text = direction === 'rtl' ? isolateFigures(normal) : normal;
  let size = options.size;
  const floor = Math.max(6, options.size * 0.75);
  let lines = [text];
  // A line is measured at each size it is tried at, then drawn: lay each (text, size) out once.
  const laidOut = new Map<string, Piece[]>();
  const piecesOf = (l: string) => {
    const pieceKey = `${size}\u0000${l}`;
    let pieces = laidOut.get(pieceKey);
    if (!pieces) {
      pieces = visualPieces(doc, l, direction, bold, size);
      laidOut.set(pieceKey, pieces);
    }
    return pieces;
  };
  const fits = () => lines.every((l) => widthOf(piecesOf(l)) <= width);
  while (size > floor && !fits()) size -= 0.5;
  if (!fits() && maxLines > 1) {
    lines = wrap(doc, text, direction, bold, size, width);
    while (size > 5 && (lines.length > maxLines || !fits())) {
      size -= 0.5;
      lines = wrap(doc, text, direction, bold, size, width);
    }
  }
  const drawn = lines.slice(0, maxLines).map((l) => piecesOf(l));
  for (const pieces of drawn)
    for (const piece of pieces) {
      if (!piece.text.trim()) continue;
      doc.font(piece.face).fontSize(size);
      piece.features = shapingFeatures(doc, piece.text);
    }
  const plan = { size, lines: drawn, direction, urdu: isArabicScript(text) };
  if (textLayout.cache) {
    if (plans.size >= PLAN_CACHE_LIMIT) plans.clear();
    plans.set(key, plan);
  }
  return plan;
}

/** The part of pdfkit's document `drawPiece` and `markActualText` use (pdfkit 0.20's own steps). */
interface PdfkitText {
  _font?: PdfkitFont;
  _fontSize: number;
  _security?: unknown;
  page: { markings: object[]; fonts: Record<string, unknown>; height: number };
  x: number;
  y: number;
}

/** pdfkit's face in one document: its resource name, its reference and its encoder. */
interface PdfkitFont extends EmbeddedFont {
  id: string;
  ref: () => unknown;
}

/** A glyph's place as pdfkit's layout gives it, in thousandths of an em. */
interface GlyphPosition {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** A number as pdfkit writes one in a content stream (PDFObject.number: six decimals). */
function pdfNumber(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/**
 * The text operators of a piece after its text matrix: the face and size, then its glyphs as
 * `TJ` arrays. pdfkit's `_fragment` writes a new text matrix (`Tm`, absolute x and y) for every
 * glyph that has an offset and another to come back to the line, and a Nastaliq word offsets
 * most of its dots and joins: three operators per glyph, and the page's deflate then reads them.
 * Here a horizontal offset is a number in the `TJ` array (the text position moves by minus that
 * many thousandths of the size, PDF 32000-1 §9.4.3; the glyph's width, the font's `W` entry, is
 * pdfkit's `advanceWidth`), and a vertical one the text rise (`Ts`, in points, §9.3.7) between
 * arrays. The glyphs land where pdfkit's own matrices put them (to pdfkit's six decimals).
 */
function textOperators(font: PdfkitFont, text: string, features: unknown, size: number): string {
  const [encoded, positions] = font.encode(text, features) as [string[], GlyphPosition[]];
  const scale = size / 1000;
  const operators = [`/${font.id} ${pdfNumber(size)} Tf`];
  let items: string[] = [];
  let glyphs = '';
  let rise = 0;
  /** Where the glyphs put the text position, and where the layout's pen is, in thousandths. */
  let at = 0;
  let pen = 0;
  const endGlyphs = () => {
    if (glyphs) items.push(`<${glyphs}>`);
    glyphs = '';
  };
  const endArray = () => {
    endGlyphs();
    if (items.length > 0) operators.push(`[${items.join(' ')}] TJ`);
    items = [];
  };
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    const lift = pdfNumber((position.yOffset || 0) * scale);
    if (lift !== rise) {
      endArray();
      operators.push(`${lift} Ts`);
      rise = lift;
    }
    const target = pen + (position.xOffset || 0);
    const move = pdfNumber(at - target);
    if (move !== 0) {
      endGlyphs();
      items.push(String(move));
    }
    glyphs += encoded[i];
    at = target + position.advanceWidth;
    pen += position.xAdvance;
  }
  endArray();
  if (rise !== 0) operators.push('0 Ts');
  return operators.join('\n');
}

/** Each document face's text operators per size, features and text (subset ids are per document). */
const textOperatorsKept = new WeakMap<PdfkitFont, Map<string, string>>();
const TEXT_OPERATORS_LIMIT = 5_000;

/**
 * Draws a piece at `x` on `baseline` in the current face and size, framed as pdfkit's `text`
 * frames it (the page's coordinates flipped inside `q … Q`, then `BT`, the text matrix at x and
 * the flipped baseline, `ET`), with the piece's operators (`textOperators`) kept per document
 * face: a section's report cards draw the same labels on every page. The frame is kept as it
 * was: without the flip (the same glyph matrix written as `1 0 0 -1 x baseline Tm`) poppler
 * gives an ActualText word its real box instead of a 1 pt one, and the reading tests' rule for
 * two words sharing a line then joins an ID card's title to the line under it. pdfkit measured
 * the piece twice more in `text`; the plan already holds its width.
 */
function drawPiece(doc: Pdf, piece: Piece, x: number, baseline: number): void {
  const pdf = doc as unknown as PdfkitText;
  const font = pdf._font!;
  const size = pdf._fontSize;
  if (pdf.page.fonts[font.id] == null) pdf.page.fonts[font.id] = font.ref();
  let operators: string | undefined;
  let kept: Map<string, string> | undefined;
  const key = `${size}\u0000${piece.features === undefined ? '' : JSON.stringify(piece.features)}\u0000${piece.text}`;
  if (textLayout.cache) {
    kept = textOperatorsKept.get(font);
    if (!kept) {
      kept = new Map();
      textOperatorsKept.set(font, kept);
    }
    operators = kept.get(key);
  }
  if (operators === undefined) {
    operators = textOperators(font, piece.text, piece.features, size);
    if (kept) {
      if (kept.size >= TEXT_OPERATORS_LIMIT) kept.clear();
      kept.set(key, operators);
    }
  }
  const height = pdf.page.height;
  doc.addContent(
    `q\n1 0 0 -1 0 ${pdfNumber(height)} cm\nBT\n1 0 0 1 ${pdfNumber(x)} ${pdfNumber(height - baseline)} Tm\n${operators}\nET\nQ`,
  );
  pdf.x = x + piece.width;
  pdf.y = baseline;
}

/** The fill operator per colour (`#rrggbb`), as pdfkit's `fillColor` writes it. */
const fillOperators = new Map<string, string>();

/**
 * Sets the fill colour before each piece: pdfkit's `fillColor(color)` for an RGB hex colour
 * without opacity, whose parsing and number formatting (`0.06666666666666667 …`) ran per word.
 * The same two operators are written and the same current colour kept.
 */
function fill(doc: Pdf, color: string): void {
  if (!textLayout.cache || !/^#[0-9a-f]{6}$/iu.test(color)) {
    doc.fillColor(color);
    return;
  }
  let operator = fillOperators.get(color);
  if (!operator) {
    const hex = Number.parseInt(color.slice(1), 16);
    operator = `${[hex >> 16, (hex >> 8) & 0xff, hex & 0xff].map((part) => part / 255).join(' ')} scn`;
    fillOperators.set(color, operator);
  }
  doc.addContent('/DeviceRGB cs');
  doc.addContent(operator);
  (doc as unknown as { _fillColor: unknown })._fillColor = [color, undefined];
}

/** `/Span << /ActualText (…) >> BDC` per word, as pdfkit's `markContent` writes it. */
const actualTexts = new Map<string, string>();
const ACTUAL_TEXT_LIMIT = 5_000;

/**
 * Opens the ActualText span of an Urdu word: pdfkit's `markContent('Span', { actual })`, whose
 * conversion of the word to a PDF string (UTF-16BE with its byte order mark, as binary, then
 * escaped) ran for every word on every page. The operator is kept per word; the marking is
 * pushed as pdfkit does, so `endMarkedContent` closes it.
 */
function markActualText(doc: Pdf, actual: string): void {
  const pdf = doc as unknown as PdfkitText;
  // An encrypted document encrypts each string with its object's key: pdfkit's own way then.
  if (!textLayout.cache || pdf._security) {
    doc.markContent('Span', { actual } as never);
    return;
  }
  let operator = actualTexts.get(actual);
  if (!operator) {
    let binary = '\u00fe\u00ff';
    for (let i = 0; i < actual.length; i++) {
      const code = actual.charCodeAt(i);
      binary += String.fromCharCode(code >> 8, code & 0xff);
    }
    const escaped = binary.replace(/[\n\r\t\b\f()\\]/g, (c) => PDF_ESCAPES[c]!);
    operator = `/Span <<\n/ActualText (${escaped})\n>> BDC`;
    if (actualTexts.size >= ACTUAL_TEXT_LIMIT) actualTexts.clear();
    actualTexts.set(actual, operator);
  }
  pdf.page.markings.push({ tag: 'Span', options: { actual } });
  doc.addContent(operator);
}

/** pdfkit's escapes in a literal string (PDF 32000-1 §7.3.4.2). */
const PDF_ESCAPES: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
  '\\': '\\\\',
  '(': '\\(',
  ')': '\\)',
};

/**
 * Draws a line of text with its top at `y` in the box from `x` (default 0) of `width` (default
 * the rest of the page): reordered for reading (bidi), shrunk to fit (to three quarters of
 * `size`), then wrapped onto up to `maxLines` lines, then shrunk further, and at 5 pt cut.
 * Returns the height it took.
 */
export function line(doc: Pdf, raw: string, y: number, options: LineOptions): number {
  const x0 = options.x ?? 0;
  const width = options.width ?? doc.page.width - x0;
  const { size, lines, direction, urdu } = planOf(doc, raw, options, width);
  const ascent = urdu ? urduAscent() : LATIN_ASCENT;
  const align = options.align ?? 'centre';
  const side =
    align === 'left' || align === 'right' || align === 'centre'
      ? align
      : (align === 'start') === (direction === 'ltr')
        ? 'left'
        : 'right';
  let top = y;
  for (const pieces of lines) {
    const total = widthOf(pieces);
    let x = side === 'left' ? x0 : side === 'right' ? x0 + width - total : x0 + (width - total) / 2;
    const baseline = top + ascent * size;
    doc.save();
    // A line still too wide at 5 pt is cut at the box rather than drawn over its neighbours.
    if (total > width) doc.rect(x0, top - size, width, size * 4).clip();
    // One colour for the line: a piece no longer saves and restores the graphics state.
    if (pieces.some((piece) => piece.text.trim())) fill(doc, options.color ?? '#111827');
    for (const piece of pieces) {
      if (piece.text.trim()) {
        doc.font(piece.face).fontSize(size);
        shareRuns(doc, piece.face);
        // An Arabic word's letters in reading order as the PDF's ActualText: Nastaliq's shaped
        // glyphs (a dotless shape plus dots, marks as glyphs of their own) map back to letters
        // ambiguously, so copying, searching and screen readers take the word from here. A
        // Latin word's glyphs map back exactly and are left to the extractor's own reading.
        const actual = ARABIC_SCRIPT.test(piece.logical);
        if (actual) markActualText(doc, piece.logical);
        drawPiece(doc, piece, x, baseline);
        if (actual) doc.endMarkedContent();
      }
      x += piece.width;
    }
    doc.restore();
    top += lineHeight(urdu, size);
  }
  return top - y;
}

/** What a caller adds to a document besides its facts. */
export interface DocumentOptions {
  /** The school's logo (PNG or JPEG, checked on upload); without it the documents draw initials. */
  logo?: Buffer | null | undefined;
  /** Told after each page (bulk printing's progress); awaited, so it may write the progress. */
  onPage?: ((pagesDone: number) => void | Promise<void>) | undefined;
}

/** Each document's opened logo: pdfkit embeds an opened image once, however many pages show it. */
const openedLogos = new WeakMap<Pdf, { source: Buffer; image: unknown }>();

/**
 * Draws the logo centred in the box (w × h at x, y), its proportions kept. Opened once per
 * document (a class's vouchers carry one copy of the image).
 */
export function drawLogo(doc: Pdf, logo: Buffer, x: number, y: number, w: number, h: number) {
  let opened = openedLogos.get(doc);
  if (!opened || opened.source !== logo) {
    opened = {
      source: logo,
      image: (doc as unknown as { openImage(src: Buffer): unknown }).openImage(logo),
    };
    openedLogos.set(doc, opened);
  }
  doc.image(opened.image as Buffer, x, y, { fit: [w, h], align: 'center', valign: 'center' });
}

/** Where column i of a table sits: its left edge and width. */
interface ColumnBox {
  x: number;
  width: number;
}

/**
 * A table's columns from their shares of the inner width. An Urdu table is mirrored: the first
 * column stands at the right edge, as an Urdu reader reads a row.
 */
export function tableColumns(
  fractions: readonly number[],
  left: number,
  inner: number,
  urdu: boolean,
): (i: number) => ColumnBox {
  const boxes: ColumnBox[] = [];
  let run = left;
  for (const fraction of fractions) {
    const width = fraction * inner;
    boxes.push({ x: urdu ? left + inner - (run - left) - width : run, width });
    run += width;
  }
  return (i) => {
    const box = boxes[i];
    if (!box) throw new RangeError(`The table has no column ${i}.`);
    return box;
  };
}

/** How far the ink of `cells` on one baseline reaches above (negative) and below it. */
function inkAroundBaseline(cells: readonly string[], size: number) {
  let high = Number.POSITIVE_INFINITY;
  let low = Number.NEGATIVE_INFINITY;
  for (const text of cells) {
    if (!text.trim()) continue;
    const ink = inkOf(text, size);
    const ascent = ascentOf(text, size);
    high = Math.min(high, ink.top - ascent);
    low = Math.max(low, ink.bottom - ascent);
  }
  return Number.isFinite(high) ? { high, low } : null;
}

/**
 * The `y` of each cell of a table row so that all of them stand on one baseline, with the
 * row's ink centred in the band from `top` of `height`. Nastaliq draws far below the top of its
 * line and Latin figures close to it: cells placed at one `y` would not line up, so an Urdu
 * subject name and its marks are put on the line a reader's eye follows.
 */
export function rowTops(
  cells: readonly string[],
  size: number,
  top: number,
  height: number,
): number[] {
  const ink = inkAroundBaseline(cells, size);
  if (!ink) return cells.map(() => top);
  const baseline = top + height / 2 - (ink.high + ink.low) / 2;
  return cells.map((text) => baseline - ascentOf(text, size));
}

/**
 * The `y` of each text of a line (a label and its value side by side) on one baseline, the
 * line's ink starting `gap` points below the ink of the line drawn above it.
 */
export function lineTopsBelow(
  above: { text: string; size: number; y: number },
  cells: readonly string[],
  size: number,
  gap = 3,
): number[] {
  const inkTop = above.y + inkOf(above.text, above.size).bottom + gap;
  const ink = inkAroundBaseline(cells, size);
  if (!ink) return cells.map(() => inkTop);
  return cells.map((text) => inkTop - ink.high - ascentOf(text, size));
}
