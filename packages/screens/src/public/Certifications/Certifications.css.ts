import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const priceGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
  alignItems: 'stretch',
});

export const programmeGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(24rem, 100%), 1fr))',
  alignItems: 'stretch',
});

export const programmeLength = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
});

export const ctaRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});
