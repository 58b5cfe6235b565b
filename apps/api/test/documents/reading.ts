// Reading a PDF page as a reader does, for the document tests: the words poppler's pdftotext
// finds on it (`-bbox`: each word with its box) grouped into lines by height, and a label looked
// for word by word in the reading direction (Urdu right to left, English left to right).
//
// How the words are known: every Urdu word `line` draws carries its letters as the PDF's
// ActualText, which poppler reports instead of the glyphs' own mapping (Nastaliq draws a letter
// as a dotless shape plus dots, so the glyphs map back to letters ambiguously); a Latin word is
// read from its glyphs. The ORDER is not taken from the text: it is where each word sits on the page,
// x from the glyphs that were drawn. A line laid out in logical order left to right puts the
// first Urdu word at the left, where an Urdu reader reads it last.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PageWord {
  text: string;
  x: number;
  /** The word's box from top to bottom, in points from the page's top. */
  y: number;
  yMax: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#\d+|\w+);/g, (_, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? _),
  );
}

/** The words on page `page` (1-based) with their positions, from pdftotext -bbox. */
export function wordsOf(pdf: Buffer, page = 1): PageWord[] {
  const dir = mkdtempSync(join(tmpdir(), 'reading-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync(
      'pdftotext',
      ['-bbox', '-f', String(page), '-l', String(page), file, '-'],
      {
        encoding: 'utf8',
      },
    );
    const words: PageWord[] = [];
    const height = Number(/<page width="[\d.]+" height="([\d.]+)"/.exec(html)?.[1] ?? 0);
    for (const match of html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      const text = bare(decode(match[5]!));
      const [x, xMax] = [Number(match[1]), Number(match[3])];
      let [top, bottom] = [Number(match[2]), Number(match[4])];
      // poppler 22 gives a word taken from ActualText (an Urdu word) a box 1 pt wide measured
      // from the page's foot; a word read from its glyphs has its real box from the top.
      if (Math.abs(xMax - x - 1) < 1e-6) [top, bottom] = [height - bottom, height - top];
      if (text) words.push({ text, x, y: top, yMax: bottom });
    }
    return words;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A word without the punctuation at its ends ("no.", "ہے،", "پائتھن:"): a comma or colon may
 * be drawn on its own, and the order of words is what is read here.
 */
export function bare(word: string): string {
  return word.normalize('NFC').replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
}

/** Slack (points) when two words' boxes are compared for sharing a line. */
const SAME_LINE = 2;

/**
 * Whether two words share a line: their middles are within half the taller box. poppler's box of an Urdu word
 * varies with its marks and cursive drops (a Latin word's box is flat), so no single height is
 * the line's.
 */
export function sameLine(a: PageWord, b: PageWord): boolean {
  const middle = (w: PageWord) => (w.y + w.yMax) / 2;
  const half = Math.max(a.yMax - a.y, b.yMax - b.y) / 2;
  return Math.abs(middle(a) - middle(b)) <= half + SAME_LINE;
}
/**
 * The next word of a label starts at most this far (points) from the word before it: further
 * away it belongs to another column (the voucher's three copies stand side by side).
 */
const NEAR = 240;

/**
 * Whether `label` can be read on the page: its first word somewhere, and each next word the
 * page's very next word on that line in the reading direction.
 */
export function readsInOrder(words: PageWord[], label: string, rtl: boolean): boolean {
  const tokens = label.trim().split(/\s+/).map(bare).filter(Boolean);
  const next = (from: PageWord): PageWord | undefined => {
    let best: PageWord | undefined;
    for (const word of words) {
      if (word === from || !sameLine(word, from)) continue;
      const ahead = rtl ? word.x < from.x : word.x > from.x;
      if (!ahead || Math.abs(word.x - from.x) > NEAR) continue;
      if (!best || Math.abs(word.x - from.x) < Math.abs(best.x - from.x)) best = word;
    }
    return best;
  };
  return words.some((start) => {
    if (start.text !== tokens[0]) return false;
    let at = start;
    for (const token of tokens.slice(1)) {
      const following = next(at);
      if (!following || following.text !== token) return false;
      at = following;
    }
    return true;
  });
}

/**
 * The labels that cannot be read in order on the page. A label with Arabic letters is read
 * right to left, any other (an English label, a figure, a name in Latin letters on an Urdu
 * page) left to right.
 */
export function unreadable(words: PageWord[], labels: readonly string[]): string[] {
  return labels.filter((label) => !readsInOrder(words, label, /[\u0600-\u06FF]/u.test(label)));
}
