import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './themes.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  tabSize: 4,
});

globalStyle('body', {
  margin: 0,
  minBlockSize: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  marginBlock: 0,
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  textWrap: 'balance',
});

globalStyle('p, figure, blockquote, dl, dd', { marginBlock: 0 });

// A word longer than its line breaks rather than push the page sideways (200 % text on a phone).
// `anywhere` (not `break-word`) also lets grid and flex items holding the text shrink below it;
// it changes nothing where every word fits.
globalStyle('h1, h2, h3, h4, h5, h6, p, li, dt, dd, label, legend, figcaption, blockquote', {
  overflowWrap: 'anywhere',
});

globalStyle('img, svg, video, canvas, iframe', { maxInlineSize: '100%' });
// A file input is as wide as its button and "No file chosen" together: 600 px at 200 % text.
// A percentage width (not only a maximum) lets the boxes around it shrink below that.
globalStyle('input[type="file"]', { inlineSize: '100%', maxInlineSize: '100%' });
globalStyle('img, video', { blockSize: 'auto', display: 'block' });

globalStyle('button, input, select, textarea, optgroup', {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});

globalStyle('a', {
  color: vars.color.link,
  textUnderlineOffset: '0.18em',
  textDecorationThickness: '1px',
});
globalStyle('a:hover', { color: vars.color.linkHover, textDecorationThickness: '2px' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('::selection', {
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

// The dialogs' scroll lock: react-remove-scroll marks <body> with data-scroll-locked. Its own
// <style> is refused by the CSP (and left out of the site build), so the lock is this static rule;
// the reserved gutter keeps the page from shifting when the scrollbar goes.
globalStyle('body[data-scroll-locked]', {
  overflow: 'hidden !important' as 'hidden',
  overscrollBehavior: 'contain',
});
globalStyle('html:has(> body[data-scroll-locked])', { scrollbarGutter: 'stable' });

globalStyle('[hidden]', { display: 'none !important' as 'none' });

// Reduced motion: no keyframes at all (not a 0.01 ms run: until the browser paints its first
// frame, such a run still shows its first keyframe, a dialog at opacity 0 on a busy phone).
// Radix's presence sees no animation and opens and closes at once. The spinner keeps its own
// slow turn (a class rule, more specific than this one).
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationName: 'none !important',
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

// Phone numbers read left to right in every language (in Urdu, '+92 42 3578 1200' would
// otherwise come out with its groups reversed).
globalStyle('a[href^="tel:"]', { direction: 'ltr', unicodeBidi: 'isolate' });
