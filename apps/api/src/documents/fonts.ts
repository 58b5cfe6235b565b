// The typefaces every PDF is set in, all shipped as npm packages and embedded (subset) in each
// document, so a page looks the same in every viewer and renderer whatever fonts the machine
// has: Noto Nastaliq Urdu for Arabic script, Noto Sans (its Latin and Latin Extended files) for
// everything else. Each file is read and parsed once per process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** What pdfkit and the line layout need of a parsed font (a fontkit Font). */
interface ParsedFont {
  layout: (...args: unknown[]) => unknown;
  hasGlyphForCodePoint: (codePoint: number) => boolean;
  ascent: number;
  unitsPerEm: number;
}

/** The faces, by the name they are registered under in every document. */
export const FONTS = {
  latin: 'NotoSans',
  latinBold: 'NotoSans-Bold',
  latinExt: 'NotoSansExt',
  latinExtBold: 'NotoSansExt-Bold',
  urdu: 'NotoNastaliqUrdu',
  urduBold: 'NotoNastaliqUrdu-Bold',
} as const;
export type FontName = (typeof FONTS)[keyof typeof FONTS];

/**
 * The WOFF files, not WOFF2: fontkit's subsetter breaks on the WOFF2 glyph tables. The
 * fontsource packages cut a family by script; a face here is one of those files.
 */
const FILES: Record<FontName, [pkg: string, file: string]> = {
  NotoSans: ['noto-sans', 'noto-sans-latin-400-normal.woff'],
  'NotoSans-Bold': ['noto-sans', 'noto-sans-latin-700-normal.woff'],
  NotoSansExt: ['noto-sans', 'noto-sans-latin-ext-400-normal.woff'],
  'NotoSansExt-Bold': ['noto-sans', 'noto-sans-latin-ext-700-normal.woff'],
  NotoNastaliqUrdu: ['noto-nastaliq-urdu', 'noto-nastaliq-urdu-arabic-400-normal.woff'],
  'NotoNastaliqUrdu-Bold': ['noto-nastaliq-urdu', 'noto-nastaliq-urdu-arabic-700-normal.woff'],
};

function fontFile(name: FontName): string {
  const [pkg, file] = FILES[name];
  const root = dirname(require.resolve(`@fontsource/${pkg}/LICENSE`));
  return join(root, 'files', file);
}

// fontkit, the very copy pdfkit uses (a dependency of pdfkit, not of the service).
const pdfkitRequire = createRequire(require.resolve('pdfkit'));
const parsedFonts = new Map<FontName, ParsedFont>();

/**
 * A face, read and parsed once per process. Reading and parsing the WOFF (and fontkit's glyph
 * and layout tables, which it fills lazily) was most of an Urdu PDF's time when every document
 * did it again. A parsed font is safe to share: each document embeds its own subset (pdfkit's
 * EmbeddedFont keeps the subset and width caches per document), and layout is synchronous, so
 * two documents never shape on it at the same moment.
 */
export function parsedFont(name: FontName): ParsedFont {
  let font = parsedFonts.get(name);
  if (!font) {
    const { create } = pdfkitRequire('fontkit') as { create: (bytes: Buffer) => ParsedFont };
    font = withLayoutCache(withInflatedTables(create(readFileSync(fontFile(name)))));
    parsedFonts.set(name, font);
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

/** Shaped runs kept per face and process; names, labels and months come back in every document. */
const LAYOUT_CACHE_LIMIT = 5_000;

/**
 * The per-process caches of this file (shaped runs, subset glyphs), on by default; the test that
 * proves they change nothing on the page turns them off to draw the same documents without.
 */
export const fontCaches = { enabled: true };

/** What the subsetter needs of one glyph: its bytes in the glyph table, its components, metrics. */
interface SubsetGlyph {
  buffer: Uint8Array;
  components: { glyphID: number; pos: number }[] | null;
  advance: number;
  bearing: number;
}

interface Subset {
  font: {
    getGlyph(gid: number): Glyph;
    loca: { offsets: number[] };
    _variationProcessor?: unknown;
  };
  includeGlyph(gid: number): number;
  _addGlyph(gid: number): number;
  glyf: Uint8Array[];
  glyphs: number[];
  encode(): Uint8Array;
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
}

interface Glyph {
  _decode(): { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null;
  _getMetrics(): { leftBearing: number };
  advanceWidth: number;
}

/**
 * fontkit's TrueType subsetter (TTFSubset._addGlyph, fontkit 2) decodes each glyph's whole
 * outline in every document only to learn whether it is made of components, and reads its
 * bytes again: with Nastaliq's large contextual glyphs that was a sixth of an Urdu voucher's
 * time. The same steps, with what they read of a glyph kept per process; the bytes written
 * are the same (a composite glyph's component ids are rewritten in a copy, as fontkit does).
 */
function withSubsetGlyphCache(
  subset: Subset,
  table: (tag: string) => TableStream & {
    pos: number;
    readBuffer(length: number): Uint8Array;
  },
  glyphs: Map<number, SubsetGlyph>,
): Subset {
  // A CFF-flavoured face has another subsetter: left as it is.
  if (typeof subset._addGlyph !== 'function') return subset;
  const original = subset._addGlyph.bind(subset);
  subset._addGlyph = (gid: number) => {
    if (!fontCaches.enabled || subset.font._variationProcessor) return original(gid);
    let data = glyphs.get(gid);
    if (!data) {
      const glyph = subset.font.getGlyph(gid);
      const glyf = glyph._decode();
      const start = subset.font.loca.offsets[gid]!;
      const end = subset.font.loca.offsets[gid + 1]!;
      const stream = table('glyf');
      stream.pos += start;
      data = {
        buffer: stream.readBuffer(end - start),
        components:
          glyf && glyf.numberOfContours < 0
            ? (glyf.components ?? []).map(({ glyphID, pos }) => ({ glyphID, pos }))
            : null,
        advance: glyph.advanceWidth,
        bearing: glyph._getMetrics().leftBearing,
      };
      glyphs.set(gid, data);
    }
    let buffer = data.buffer;
    if (data.components) {
      buffer = new Uint8Array(buffer);
      const view = new DataView(buffer.buffer);
      for (const component of data.components)
        view.setUint16(component.pos, subset.includeGlyph(component.glyphID));
    }
    subset.glyf.push(buffer);
    subset.loca.offsets.push(subset.offset);
    subset.hmtx.metrics.push({ advance: data.advance, bearing: data.bearing });
    subset.offset += buffer.length;
    return subset.glyf.length - 1;
  };
  return subset;
}

/** Encoded subsets kept per face: a bounded number, each a few kilobytes to tens of kilobytes. */
const SUBSET_CACHE_LIMIT = 200;

/**
 * The subset's font program, remembered per face by the glyphs it holds, in the order the
 * document used them: that list is all `encode` reads (with the face's own tables), so the same
 * list writes the same bytes. A voucher is a file of its own, and the vouchers of a class use
 * nearly the same glyphs in the same order; Nastaliq's subset was re-encoded (every glyph copied,
 * every table written) for each of them. pdfkit only reads the bytes (it copies and deflates them).
 */
function withEncodedSubsetCache(subset: Subset, encoded: Map<string, Uint8Array>): Subset {
  if (typeof subset.encode !== 'function' || !Array.isArray(subset.glyphs)) return subset;
  const original = subset.encode.bind(subset);
  subset.encode = () => {
    if (!fontCaches.enabled || subset.font._variationProcessor) return original();
    const key = subset.glyphs.join(',');
    let bytes = encoded.get(key);
    if (!bytes) {
      bytes = original();
      if (encoded.size >= SUBSET_CACHE_LIMIT) encoded.clear();
      encoded.set(key, bytes);
    }
    return bytes;
  };
  return subset;
}

/**
 * The font with its shaping remembered: Nastaliq's shaping (contextual forms, mark and cursive
 * positioning) is the other large cost, and vouchers repeat the same words. A run is kept per
 * text and features: the line layout shapes a word fontkit's mark positioning fails on (e.g.
 * "انگریزی", "میزان") again without mark positioning, and such words recur on every report
 * card; the failure is remembered too, so it is not shaped again only to fail. Each caller gets
 * its own copy of the positions, because pdfkit scales them in place.
 */
function withLayoutCache(font: ParsedFont): ParsedFont {
  const runs = new Map<string, Run | { error: unknown }>();
  const layout = font.layout.bind(font) as (text: string, features?: unknown) => Run;
  const subsetGlyphs = new Map<number, SubsetGlyph>();
  const encodedSubsets = new Map<string, Uint8Array>();
  const woff = font as unknown as {
    createSubset(): Subset;
    _getTableStream(tag: string): TableStream & { pos: number; readBuffer(n: number): Uint8Array };
  };
  return new Proxy(font, {
    get(target, key, receiver) {
      if (key === 'createSubset')
        return () =>
          withEncodedSubsetCache(
            withSubsetGlyphCache(
              woff.createSubset(),
              (tag) => woff._getTableStream(tag),
              subsetGlyphs,
            ),
            encodedSubsets,
          );
      if (key !== 'layout') return Reflect.get(target, key, receiver);
      return (text: string, features?: unknown) => {
        if (!fontCaches.enabled) return layout(text, features);
        const cacheKey = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
        let run = runs.get(cacheKey);
        if (!run) {
          try {
            const shaped = layout(text, features);
            run = {
              glyphs: shaped.glyphs,
              positions: shaped.positions.map((position) => ({ ...position })),
            };
          } catch (error) {
            run = { error };
          }
          if (runs.size >= LAYOUT_CACHE_LIMIT) runs.clear();
          runs.set(cacheKey, run);
        }
        if ('error' in run) throw run.error;
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
