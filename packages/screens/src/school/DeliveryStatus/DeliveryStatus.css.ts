import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

export const filters = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'end',
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: '1fr 1fr 2fr' } },
});

export const chip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const reason = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const cellStack = style({ display: 'grid', gap: vars.space['1'], minInlineSize: 0 });

export const address = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  paddingBlockStart: vars.space['4'],
});
