import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const story = style({
  display: 'grid',
  gap: vars.space['4'],
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const visit = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: '1.2fr 1fr' } },
});

export const addressList = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const addressItem = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
});

export const addressIcon = style({
  color: vars.color.primary,
  flexShrink: 0,
  marginBlockStart: '0.15em',
});
export const addressLabel = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
