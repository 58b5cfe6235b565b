import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const card = style({
  display: 'grid',
  alignContent: 'space-between',
  gap: vars.space['4'],
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

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { 'screen and (min-width: 36rem)': { gridTemplateColumns: '1fr 1fr' } },
});
