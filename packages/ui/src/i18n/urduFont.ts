// The self-hosted Urdu typeface (Noto Nastaliq Urdu, the script Pakistani readers expect): one
// weight, subset to the characters Urdu uses (scripts/subset-urdu-font.mjs; 115 kB, where
// fontsource's regular and bold Arabic-script files were 159 + 158 kB). Bold is synthesised by the
// browser. Imported only by the Urdu labels chunk, so an English page never downloads it, and its
// unicode-range keeps even a loaded stylesheet from fetching it for Latin-only text.
import './urduFontFace.css';
import './urdu.css';
