import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const filters = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'end',
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: '2fr 1fr' } },
});
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['4'],
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const stack = style({ display: 'grid', gap: vars.space['1'], justifyItems: 'start' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const form = style({ display: 'grid', gap: vars.space['4'] });
export const center = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['8'],
});
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.15em',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});
