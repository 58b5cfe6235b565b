import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const stack = style({ display: 'grid', gap: vars.space['4'] });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});
export const spread = style([row, { justifyContent: 'space-between' }]);
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

// ------------------------------------------------------------------ the register (phone first)
export const students = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});
export const student = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  '@media': {
    'screen and (min-width: 48rem)': {
      gridTemplateColumns: 'minmax(12rem, 1fr) auto',
      alignItems: 'center',
    },
  },
});
export const studentName = style({ display: 'grid', gap: vars.space['1'], minInlineSize: 0 });
export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const noteRow = style({
  '@media': { 'screen and (min-width: 48rem)': { gridColumn: '1 / -1' } },
});

/** The four marks as one row of large radio buttons. */
export const picker = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space['1'],
  minInlineSize: 0,
});
export const pickerLegend = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
export const option = style({ position: 'relative', display: 'block' });
export const radio = style({
  position: 'absolute',
  opacity: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  cursor: 'pointer',
});
export const optionLabel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '2.75rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'center',
  userSelect: 'none',
});
export const optionTone = styleVariants({
  present: {},
  absent: {},
  late: {},
  leave: {},
});
globalStyle(`${radio}:focus-visible + ${optionLabel}`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
});
globalStyle(`${radio}:disabled + ${optionLabel}`, { opacity: 0.6, cursor: 'not-allowed' });
globalStyle(`${optionTone.present} ${radio}:checked + ${optionLabel}`, {
  background: vars.color.success.solid,
  color: vars.color.success.onSolid,
  borderColor: vars.color.success.solid,
});
globalStyle(`${optionTone.absent} ${radio}:checked + ${optionLabel}`, {
  background: vars.color.danger.solid,
  color: vars.color.danger.onSolid,
  borderColor: vars.color.danger.solid,
});
globalStyle(`${optionTone.late} ${radio}:checked + ${optionLabel}`, {
  background: vars.color.warning.solid,
  color: vars.color.warning.onSolid,
  borderColor: vars.color.warning.solid,
});
globalStyle(`${optionTone.leave} ${radio}:checked + ${optionLabel}`, {
  background: vars.color.info.solid,
  color: vars.color.info.onSolid,
  borderColor: vars.color.info.solid,
});

/** The save bar stays at the bottom of a phone's screen. */
export const saveBar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 2,
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  background: vars.color.surfaceRaised,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  '@media': {
    'screen and (min-width: 48rem)': {
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
    },
  },
});
export const syncState = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
});

// ------------------------------------------------------------------ month grid
export const gridWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { print: { overflow: 'visible', border: 0 } },
});
export const grid = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.xs,
  inlineSize: 'max-content',
  minInlineSize: '100%',
  '@media': { print: { fontSize: '8pt' } },
});
globalStyle(`${grid} th, ${grid} td`, {
  border: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['1'],
  textAlign: 'center',
  whiteSpace: 'nowrap',
});
globalStyle(`${grid} thead th`, { background: vars.color.surfaceAlt, fontWeight: 600 });
globalStyle(`${grid} caption`, {
  textAlign: 'start',
  padding: vars.space['2'],
  fontWeight: 600,
});
export const stickyName = style({
  position: 'sticky',
  insetInlineStart: 0,
  background: vars.color.surfaceRaised,
  textAlign: 'start',
  zIndex: 1,
  '@media': { print: { position: 'static' } },
});
globalStyle(`${grid} th.${stickyName}, ${grid} td.${stickyName}`, { textAlign: 'start' });
export const closedDay = style({ background: vars.color.surfaceAlt, color: vars.color.textMuted });
export const markTone = styleVariants({
  present: {},
  absent: { background: vars.color.danger.bg, color: vars.color.danger.text, fontWeight: 700 },
  late: { background: vars.color.warning.bg, color: vars.color.warning.text, fontWeight: 600 },
  leave: { background: vars.color.info.bg, color: vars.color.info.text, fontWeight: 600 },
});
export const noPrint = style({ '@media': { print: { display: 'none' } } });

// ------------------------------------------------------------------ student calendar
export const calendar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const weekday = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
  overflow: 'hidden',
});
export const dayCell = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '2.5rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.1,
});
export const dayNumber = style({ fontWeight: 600 });
export const dayTone = styleVariants({
  present: { background: vars.color.success.bg, color: vars.color.success.text },
  absent: { background: vars.color.danger.bg, color: vars.color.danger.text },
  late: { background: vars.color.warning.bg, color: vars.color.warning.text },
  leave: { background: vars.color.info.bg, color: vars.color.info.text },
  closed: { background: vars.color.surfaceAlt, color: vars.color.textMuted },
  none: { background: vars.color.surface, color: vars.color.text },
});
export const bigFigure = style({ fontSize: vars.fontSize['2xl'], fontWeight: 700, margin: 0 });
export const monthNav = style({
  display: 'inline-grid',
  gridTemplateColumns: 'auto minmax(0, auto) auto',
  alignItems: 'center',
  justifyItems: 'center',
  gap: vars.space['1'],
});

// The sticky save bar covers the bottom of the viewport: a field or button the keyboard reaches
// there would be hidden under it (WCAG 2.4.11), so scrolling into view keeps that much room.
globalStyle(`html:has(${saveBar})`, { scrollPaddingBlockEnd: '10rem' });
globalStyle(`main:has(${saveBar}) :is(input, button, select, a, [tabindex])`, {
  scrollMarginBlockEnd: '10rem',
});
