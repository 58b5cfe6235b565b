import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Urdu text: Nastaliq first, the usual stack for Latin words and digits. Nastaliq's letters climb
// and descend far more than Latin ones, so lines need more room or they overlap.
const urdu = 'html[lang="ur"]';
globalStyle(`${urdu} body`, {
  fontFamily: `"Noto Nastaliq Urdu", ${vars.font.body}`,
  lineHeight: 2,
});
globalStyle(`${urdu} :is(h1, h2, h3, h4, h5, h6)`, {
  fontFamily: `"Noto Nastaliq Urdu", ${vars.font.heading}`,
  lineHeight: 1.8,
});
// Form controls keep a snug line for Latin text, and a select's value hides what overflows (for
// its ellipsis): Nastaliq there lost the tops and tails of its letters. In Urdu every control,
// and the options of a select's list, get the line Nastaliq needs; the box grows with it.
globalStyle(
  `${urdu} :is(input, textarea, select, button, [role="combobox"], [role="option"], [data-slot="input"])`,
  { lineHeight: 2 },
);
globalStyle(`${urdu} [role="combobox"] > span`, {
  lineHeight: 2,
  paddingBlock: '0.125em',
});
