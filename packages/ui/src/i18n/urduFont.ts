// The self-hosted Urdu typeface (Noto Nastaliq Urdu, the script Pakistani readers expect): one
// weight, subset to the characters Urdu uses (scripts/subset-urdu-font.mjs; 115 kB, where
// fontsource's regular and bold Arabic-script files were 159 + 158 kB). Bold is synthesised by the
// browser. Imported only by the Urdu labels chunk, so an English page never downloads it, and its
// unicode-range keeps even a loaded stylesheet from fetching it for Latin-only text.
import fontUrl from './fonts/noto-nastaliq-urdu-400.woff2?url';
import './urduFontFace.css';
import './urdu.css';

// A browser asks for a font only once text in it is laid out: on a signed-in first visit that is
// after the screens' code and data have arrived, and the Urdu text then waits for 115 kB on a slow
// network. Urdu is certain to be shown once this chunk runs, so the font is asked for now.
if (typeof document !== 'undefined' && !document.querySelector(`link[href="${fontUrl}"]`)) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = fontUrl;
  document.head.append(link);
}
