import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const stats = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
});

export const groups = style({ display: 'grid', gap: vars.space['8'] });

export const group = style({ display: 'grid', gap: vars.space['4'] });

export const groupTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const card = style({
  display: 'grid',
  alignContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const cardHead = style({ display: 'grid', gap: vars.space['2'] });

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
