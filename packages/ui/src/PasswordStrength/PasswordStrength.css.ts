import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['1'],
  marginBlockStart: vars.space['1'],
});

export const bars = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space['1'],
});

export const bar = style({
  blockSize: '0.375rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const filled = styleVariants({
  weak: { background: vars.color.danger.solid },
  fair: { background: vars.color.warning.solid },
  good: { background: vars.color.success.solid },
  strong: { background: vars.color.success.solid },
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
