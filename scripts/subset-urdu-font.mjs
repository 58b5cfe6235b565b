#!/usr/bin/env node
// The Urdu typeface the site ships: Noto Nastaliq Urdu (regular), cut down to the characters Urdu
// is written with, by HarfBuzz's subsetter (`subset-font`, the wasm build of hb-subset).
//
//   node scripts/subset-urdu-font.mjs           writes packages/ui/src/i18n/fonts/*.woff2 and
//                                               its @font-face, packages/ui/src/i18n/urduFontFace.css
//   node scripts/subset-urdu-font.mjs --check   exit 1 when the committed file is not what the
//                                               installed @fontsource/noto-nastaliq-urdu gives
//
// Fontsource's "arabic" file covers every Arabic-script language (Arabic, Persian, Sindhi,
// Pashto, Saraiki...): 333 characters, 159 kB a weight. Urdu needs about a third of them. Every
// OpenType layout feature is kept (HarfBuzz's `--layout-features=*`, subset-font's default) with
// the glyphs they reach from the kept characters (layout closure): Nastaliq's joining forms, its
// contextual cascade (GSUB, most of the file) and its mark positioning work as in the full font.
// One weight only: bold Urdu is synthesised by the browser (`font-synthesis` is on by default),
// which halves the bytes; the screenshots of docs/frontend.md compare it with the real bold.
//
// The character list is Unicode's (The Unicode Standard, chapter 9.2 "Arabic", and the Arabic
// block chart U+0600–U+06FF): the Urdu alphabet's letters, the Arabic forms that appear in
// Urdu text and names (ك ي ه ى ة أ إ), the vowel marks, Urdu (U+06F0–06F9) and Arabic-Indic
// (U+0660–0669) digits, Arabic punctuation, and the joiners and direction marks.
// Characters outside it fall back to the next font of the stack (they are not tofu).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(
  root,
  'node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2',
);
const target = join(root, 'packages/ui/src/i18n/fonts/noto-nastaliq-urdu-400.woff2');
const stylesheet = join(root, 'packages/ui/src/i18n/urduFontFace.css');

/** The characters kept, as code point ranges (inclusive). Also read by the coverage test. */
export const URDU_RANGES = [
  [0x0020, 0x0020], // space
  [0x00a0, 0x00a0], // no-break space
  [0x060c, 0x060c], // ، Arabic comma
  [0x0610, 0x0614], // honorific signs written over names (ؐ ؑ ؒ ؓ ؔ)
  [0x061b, 0x061c], // ؛ semicolon, Arabic letter mark
  [0x061e, 0x061f], // triple dot, ؟ question mark
  [0x0621, 0x063a], // ء … غ: the Arabic letters Urdu shares (with أ إ ة)
  [0x0640, 0x0658], // tatweel, ف … ي, the vowel marks, hamza above/below, noon ghunna mark
  [0x0660, 0x066d], // Arabic-Indic digits, percent, decimal and thousands separators, star
  [0x0670, 0x0670], // superscript alef
  [0x0679, 0x0679], // ٹ
  [0x067e, 0x067e], // پ
  [0x0686, 0x0686], // چ
  [0x0688, 0x0688], // ڈ
  [0x0691, 0x0691], // ڑ
  [0x0698, 0x0698], // ژ
  [0x06a9, 0x06a9], // ک
  [0x06af, 0x06af], // گ
  [0x06ba, 0x06ba], // ں
  [0x06be, 0x06be], // ھ
  [0x06c0, 0x06c3], // ۀ ہ ۂ ۃ
  [0x06cc, 0x06cc], // ی
  [0x06d2, 0x06d4], // ے ۓ ۔ (full stop)
  [0x06f0, 0x06f9], // Urdu digits ۰ … ۹
  [0x200c, 0x200e], // zero-width non-joiner and joiner, left-to-right mark
  [0x2010, 0x2011], // hyphens
  [0xfdf2, 0xfdf2], // ﷲ
  [0xfdfa, 0xfdfa], // ﷺ
];

/** The CSS unicode-range of the kept characters (the @font-face says what the file covers). */
export const URDU_UNICODE_RANGE = URDU_RANGES.map(([from, to]) => {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
}).join(', ');

/**
 * The @font-face of the file. Weight 400 alone, so that bold text is synthesised from it (a face
 * declared as 400–700 would be used as is for bold, and bold Urdu would look regular). Written
 * as Biome formats CSS, so that `npx biome check --write` leaves the file as it is.
 */
export const URDU_FONT_FACE = `/* Written by scripts/subset-urdu-font.mjs: edit the script, not this file. */
/* Noto Nastaliq Urdu (SIL Open Font License 1.1, fonts/OFL.txt), subset to Urdu's characters. */
@font-face {
  font-family: "Noto Nastaliq Urdu";
  font-style: normal;
  font-weight: 400;
  font-display: swap;
  src: url("./fonts/noto-nastaliq-urdu-400.woff2") format("woff2");
  unicode-range:
    ${URDU_UNICODE_RANGE};
}
`;

export async function subsetUrdu() {
  let text = '';
  for (const [from, to] of URDU_RANGES)
    for (let c = from; c <= to; c += 1) text += String.fromCodePoint(c);
  return subsetFont(readFileSync(source), text, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetUrdu();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(target);
    if (!committed.equals(font) || readFileSync(stylesheet, 'utf8') !== URDU_FONT_FACE) {
      console.error(
        `${target} is not the subset of the installed font: run node scripts/subset-urdu-font.mjs`,
      );
      process.exit(1);
    }
    console.log(`${target} is up to date (${Math.round(font.length / 1024)} kB).`);
  } else {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, font);
    writeFileSync(stylesheet, URDU_FONT_FACE);
    const before = readFileSync(source).length;
    console.log(
      `${target}: ${Math.round(font.length / 1024)} kB (the full Arabic-script file: ${Math.round(before / 1024)} kB)`,
    );
    console.log(`unicode-range: ${URDU_UNICODE_RANGE}`);
  }
}
