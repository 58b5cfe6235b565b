import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const pair = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
