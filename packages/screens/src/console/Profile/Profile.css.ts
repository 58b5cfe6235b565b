import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: '3fr 2fr' } },
});

export const card = style({ padding: vars.space['5'] });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
