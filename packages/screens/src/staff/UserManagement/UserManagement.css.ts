import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const stats = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
});

export const filters = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'end',
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const who = style({ display: 'grid', gap: vars.space['1'] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { 'screen and (min-width: 36rem)': { gridTemplateColumns: '1fr 1fr' } },
});
