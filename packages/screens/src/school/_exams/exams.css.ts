import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const stack = style({ display: 'grid', gap: vars.space['4'] });
export const tight = style({ display: 'grid', gap: vars.space['2'] });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  margin: 0,
  display: 'grid',
  gap: vars.space['3'],
  minInlineSize: 0,
});
export const legend = style({ fontWeight: 600, paddingInline: vars.space['1'] });
export const paper = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space['2'],
  alignItems: 'end',
  paddingBlock: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

// ------------------------------------------------------------------ the marks grid
export const gridWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const grid = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${grid} th, ${grid} td`, {
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  textAlign: 'start',
  verticalAlign: 'middle',
});
globalStyle(`${grid} thead th`, { background: vars.color.surfaceAlt, fontWeight: 600 });
globalStyle(`${grid} caption`, { textAlign: 'start', padding: vars.space['2'], fontWeight: 600 });
export const num = style({
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${grid} td.${num}, ${grid} th.${num}`, { textAlign: 'end' });
// Names wrap between words: `anywhere` let the table squeeze the column to one letter's width at
// 375 px and cut "Fatima" as "Fati-ma"; `break-word` splits only a word longer than the line.
export const name = style({ fontWeight: 600, overflowWrap: 'break-word', wordBreak: 'normal' });
export const restoredText = style({ margin: 0 });
export const restoredActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginBlockStart: vars.space['2'],
});
export const marksInput = style({
  inlineSize: '5.5rem',
  minBlockSize: '2.75rem',
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger.text } },
});
export const rowError = style({
  color: vars.color.danger.text,
  fontSize: vars.fontSize.xs,
  margin: 0,
});
export const actionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});
export const troubleList = style({
  margin: 0,
  paddingInlineStart: vars.space['4'],
});
export const status = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['2'],
  background: vars.color.surfaceRaised,
  borderBlockStart: `1px solid ${vars.color.border}`,
  margin: 0,
});
export const statusTone = styleVariants({
  idle: { color: vars.color.textMuted },
  saving: { color: vars.color.info.text },
  saved: { color: vars.color.success.text },
  refused: { color: vars.color.danger.text, fontWeight: 600 },
});
export const outcome = styleVariants({
  pass: { color: vars.color.success.text, fontWeight: 600 },
  fail: { color: vars.color.danger.text, fontWeight: 600 },
  incomplete: { color: vars.color.textMuted },
});
export const summaryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
  gap: vars.space['2'],
});
export const figure = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['2'],
  display: 'grid',
  gap: vars.space['1'],
});
export const figureValue = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
