import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  minInlineSize: 0,
});

export const text = style({ display: 'grid', gap: vars.space['1'], minInlineSize: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.01em',
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const trendTone = styleVariants({
  up: { color: vars.color.success.text },
  down: { color: vars.color.danger.text },
  flat: { color: vars.color.textMuted },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.md,
});

export const iconTone = styleVariants({
  primary: { background: vars.color.primarySubtle, color: vars.color.primary },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
  success: { background: vars.color.success.bg, color: vars.color.success.text },
  warning: { background: vars.color.warning.bg, color: vars.color.warning.text },
  danger: { background: vars.color.danger.bg, color: vars.color.danger.text },
  info: { background: vars.color.info.bg, color: vars.color.info.text },
});
