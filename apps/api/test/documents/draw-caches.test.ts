// The drawing shortcuts of src/documents/pdf.ts and fonts.ts (issue 33, Urdu's cost per page):
// a piece drawn with its planned width instead of being measured twice more, the ActualText
// operator and the fill colour kept per word and colour, a word's glyph ids kept per face and
// document, a page's operators turned into bytes once, and a subset's font program kept per
// face and glyph list. Each must write exactly what pdfkit writes without it: the same
// document drawn with the caches off and from warm caches gives the same bytes, and a change
// of size or of the glyphs is seen (so the comparisons can fail).
import { inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONTS, fontCaches, parsedFont } from '../../src/documents/fonts.js';
import { createDocument, finish, line, textLayout } from '../../src/documents/pdf.js';

function caches(enabled: boolean) {
  textLayout.cache = enabled;
  fontCaches.enabled = enabled;
}

afterEach(() => {
  caches(true);
  vi.useRealTimers();
});

/** A page with the same Urdu and English lines drawn several times, at two sizes and colours. */
async function page(size = 12): Promise<Buffer> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
  const doc = createDocument({ title: 'draw caches', language: 'ur' });
  for (let i = 0; i < 3; i++) {
    // "بینک" and "کاپی": ب (U+0628) and پ's code units hold the bytes of "(" and "~" in
    // UTF-16BE, so the ActualText string's escaping is exercised too.
    line(doc, 'بینک کی کاپی', 40 + i * 60, { size, x: 40, width: 300, align: 'start' });
    line(doc, 'Bank copy 2026-27', 70 + i * 60, { size: size - 2, x: 300, width: 250 });
    line(doc, 'ٹیوشن فیس PKR 4,500', 90 + i * 60, {
      size,
      x: 40,
      width: 200,
      color: '#b91c1c',
      bold: true,
    });
  }
  doc.addPage();
  line(doc, 'بینک کی کاپی', 40, { size, x: 40, width: 300 });
  return finish(doc);
}

/** The page streams of a PDF, inflated, in order. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    try {
      const inflated = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
      if (inflated.includes(' Tf')) streams.push(inflated);
    } catch {
      // not a deflated stream (none in these files)
    }
  }
  return streams;
}

describe('drawing from the caches writes what pdfkit writes', () => {
  it('the same lines, drawn with the caches off and from warm caches, give the same bytes', async () => {
    caches(false);
    const without = await page();
    caches(true);
    await page(); // fills the caches
    const cached = await page();
    expect(cached.equals(without)).toBe(true);
    // Both pages' streams hold the words, their ActualText spans and the colours.
    const streams = contentStreams(cached);
    expect(streams).toHaveLength(2);
    expect(streams[0]).toContain('/ActualText (');
    expect(streams[0]).toContain('0.7254901960784313 0.10980392156862745 0.10980392156862745 scn');
    expect(streams[0]!.match(/BDC/g)?.length).toBe(streams[0]!.match(/EMC/g)?.length);
  });

  it('a cached line at another size is drawn at that size, not from the other size (control)', async () => {
    caches(true);
    const twelve = await page(12);
    const fourteen = await page(14);
    expect(fourteen.equals(twelve)).toBe(false);
    expect(contentStreams(fourteen)[0]).toContain(' 14 Tf');
    expect(contentStreams(twelve)[0]).not.toContain(' 14 Tf');
    // and with the caches off the 14 pt page is the same as from the caches
    caches(false);
    expect((await page(14)).equals(fourteen)).toBe(true);
  });
});

describe('the subset font program kept per face and glyph list', () => {
  type Subset = { includeGlyph(gid: number): number; encode(): Uint8Array };
  const subsetOf = (gids: number[]) => {
    const font = parsedFont(FONTS.urdu) as unknown as { createSubset(): Subset };
    const subset = font.createSubset();
    for (const gid of gids) subset.includeGlyph(gid);
    return subset;
  };

  it('the same glyphs in the same order give the same bytes as fontkit writes', () => {
    caches(false);
    const fresh = Buffer.from(subsetOf([0, 120, 45, 300]).encode());
    caches(true);
    const first = subsetOf([0, 120, 45, 300]).encode();
    const hit = subsetOf([0, 120, 45, 300]).encode();
    expect(hit).toBe(first); // the kept bytes
    expect(Buffer.from(hit).equals(fresh)).toBe(true);
  });

  it('other glyphs, or the same in another order, give other bytes', () => {
    caches(true);
    const a = Buffer.from(subsetOf([0, 120, 45, 300]).encode());
    const more = Buffer.from(subsetOf([0, 120, 45, 300, 301]).encode());
    const reordered = Buffer.from(subsetOf([0, 45, 120, 300]).encode());
    expect(more.equals(a)).toBe(false);
    expect(reordered.equals(a)).toBe(false);
    caches(false);
    expect(Buffer.from(subsetOf([0, 45, 120, 300]).encode()).equals(reordered)).toBe(true);
  });
});
