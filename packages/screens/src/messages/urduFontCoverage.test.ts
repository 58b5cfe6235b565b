// The Urdu typeface is a subset (scripts/subset-urdu-font.mjs): a letter the screens write that is
// not in it would be drawn from another font, and a word containing it would break apart. Every
// Arabic-script character of the screens' and the UI kit's sources (catalogues, formats, fixtures)
// must be in the subset's unicode-range.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const packages = join(import.meta.dirname, '../../..');
const fontFace = readFileSync(join(packages, 'ui/src/i18n/urduFontFace.css'), 'utf8');

/** The code points of the @font-face's unicode-range. */
function coverage(css: string): Set<number> {
  const range = /unicode-range:([^;]*);/.exec(css)?.[1] ?? '';
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    const end = to ? Number.parseInt(to, 16) : start;
    for (let point = start; point <= end; point += 1) points.add(point);
  }
  return points;
}

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === '__screenshots__' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

// The Arabic, Arabic Supplement, Arabic Extended-A and presentation-form blocks.
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

describe('the Urdu font subset', () => {
  it('declares one weight, so that bold is synthesised', () => {
    expect(fontFace.match(/font-weight:\s*([^;]+);/)?.[1]).toBe('400');
  });

  it('covers every Arabic-script character the screens write', () => {
    const covered = coverage(fontFace);
    expect(covered.has(0x06cc)).toBe(true); // sanity: ی
    const missing = new Map<string, string>();
    for (const file of [
      ...sources(join(packages, 'screens/src')),
      ...sources(join(packages, 'ui/src')),
    ]) {
      for (const [character] of readFileSync(file, 'utf8').matchAll(ARABIC_SCRIPT)) {
        const point = character.codePointAt(0) ?? 0;
        if (!covered.has(point))
          missing.set(`U+${point.toString(16).toUpperCase()} ${character}`, file);
      }
    }
    expect([...missing.entries()]).toEqual([]);
  });
});
