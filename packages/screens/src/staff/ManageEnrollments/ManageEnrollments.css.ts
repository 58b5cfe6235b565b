import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const panel = style({ display: 'grid', gap: vars.space['4'], paddingTop: vars.space['4'] });

export const who = style({ display: 'grid', gap: vars.space['1'] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

// The bar of the selected enrollments
export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
});

export const bulkCount = style({ fontWeight: vars.fontWeight.semibold });
