import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const panel = style({ display: 'grid', gap: vars.space['8'], paddingTop: vars.space['6'] });

export const cards = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 17rem), 1fr))',
  alignItems: 'stretch',
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const section = style({ display: 'grid', gap: vars.space['4'] });

export const details = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  margin: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const hint = style({
  margin: 0,
  marginBlockStart: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const bill = style({
  display: 'grid',
  margin: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const billRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const billAmount = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const billTotal = style([
  billRow,
  {
    borderBlockEnd: 'none',
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.lg,
  },
]);

export const noteLine = style({ display: 'block' });
