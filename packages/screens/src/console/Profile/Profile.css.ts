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

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const url = style({
  width: '100%',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
