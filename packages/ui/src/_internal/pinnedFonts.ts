// Visual baselines are pictures of text, so they may only use fonts the project ships. The
// theme's stacks start with system fonts (-apple-system, Segoe UI, Roboto, Noto Sans, Arial...),
// which resolve to whatever the machine has installed: a machine with fonts-noto-core drew every
// label in Noto Sans while the baselines were taken in Liberation Sans. Tests that take pictures
// point the theme's font variables at self-hosted files instead (Noto Sans, Noto Sans Mono, and
// Noto Nastaliq Urdu, which the Urdu catalogue already loads) and wait until they are loaded.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-mono/400.css';
// The Urdu face the product ships (the subset, bold synthesised from it), not fontsource's.
import '../i18n/urduFontFace.css';
import { vars } from '../theme/contract.css';

const SANS = '"Noto Sans", "Noto Nastaliq Urdu", sans-serif';
const MONO = '"Noto Sans Mono", monospace';

/** `var(--name)` → `--name` */
const property = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, '$1');

/** Sets the theme's font stacks to the shipped fonts on <html> and waits for every face used. */
export async function pinShippedFonts(): Promise<void> {
  const style = document.documentElement.style;
  style.setProperty(property(vars.font.body), SANS);
  style.setProperty(property(vars.font.heading), SANS);
  style.setProperty(property(vars.font.mono), MONO);
  await Promise.all([
    ...['400', '500', '600', '700'].map((weight) =>
      document.fonts.load(`${weight} 16px "Noto Sans"`),
    ),
    document.fonts.load('400 16px "Noto Sans Mono"'),
    document.fonts.load('400 16px "Noto Nastaliq Urdu"', 'اردو'),
  ]);
}
