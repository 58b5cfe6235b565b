import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const stack = style({
  display: 'grid',
  gap: vars.space['4'],
  // A wide child (the week) never widens the page: it scrolls in its own box.
  gridTemplateColumns: 'minmax(0, 1fr)',
});
export const tight = style({ display: 'grid', gap: vars.space['1'] });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'end',
});
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });

// ------------------------------------------------------------------ the week grid
/** The week scrolls inside its own box on a phone; the page never scrolls sideways. */
export const scroller = style({
  overflowX: 'auto',
  maxInlineSize: '100%',
  minInlineSize: 0,
  // The containing block of the cells' visually hidden labels: they scroll with the week too.
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const grid = style({
  borderCollapse: 'collapse',
  minInlineSize: '100%',
  fontSize: vars.fontSize.sm,
});
export const caption = style({
  textAlign: 'start',
  padding: vars.space['2'],
  fontWeight: 600,
  captionSide: 'top',
});
export const headCell = style({
  padding: vars.space['2'],
  textAlign: 'start',
  background: vars.color.surfaceAlt,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const rowHead = style([
  headCell,
  { position: 'sticky', insetInlineStart: 0, zIndex: 1, borderBlockEnd: 0 },
]);
export const cell = style({
  padding: vars.space['1'],
  verticalAlign: 'top',
  minInlineSize: '8.5rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  borderInlineStart: `1px solid ${vars.color.border}`,
});
export const lesson = style({
  display: 'grid',
  gap: '2px',
  inlineSize: '100%',
  minBlockSize: '3.5rem',
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid transparent`,
});
export const lessonButton = style([
  lesson,
  {
    cursor: 'pointer',
    border: `1px dashed ${vars.color.border}`,
    selectors: {
      '&:hover': { borderColor: vars.color.primary },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    },
  },
]);
export const lessonTone = styleVariants({
  filled: { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
  free: { color: vars.color.textMuted },
  break: { color: vars.color.textMuted, background: vars.color.surfaceAlt },
});
export const subject = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const small = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

// ------------------------------------------------------------------ bell schedule rows
export const periodRow = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'end',
  '@media': {
    'screen and (min-width: 48rem)': {
      gridTemplateColumns: 'auto minmax(7rem, 9rem) minmax(7rem, 9rem) auto minmax(8rem, 1fr) auto',
    },
  },
});
export const periodNumber = style({
  fontWeight: 600,
  gridColumn: '1 / -1',
  '@media': { 'screen and (min-width: 48rem)': { gridColumn: 'auto', alignSelf: 'center' } },
});
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

// ------------------------------------------------------------------ today
export const todayItem = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  gap: vars.space['2'],
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const todayTone = styleVariants({
  past: { borderStyle: 'dotted' },
  current: {
    borderColor: vars.color.primary,
    background: vars.color.primarySubtle,
    color: vars.color.onPrimarySubtle,
  },
  next: { borderStyle: 'dashed', borderColor: vars.color.primary },
  later: {},
});
export const todayTime = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// ------------------------------------------------------------------ print
/** Only the printable area is printed; the console around it and the buttons are left out. */
export const printArea = style({});
export const noPrint = style({ '@media': { print: { display: 'none' } } });
globalStyle('body *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printArea}, ${printArea} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(printArea, {
  '@media': {
    print: { position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, inlineSize: '100%' },
  },
});
globalStyle(`${printArea} ${scroller}`, {
  '@media': { print: { overflow: 'visible', border: 0 } },
});
