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
