import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space['2'], minInlineSize: 0 });

export const labelRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['1'] });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const required = style({ color: vars.color.danger.solid, fontWeight: vars.fontWeight.bold });

export const optional = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBlockStart: `calc(-1 * ${vars.space['1']})`,
});
