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
