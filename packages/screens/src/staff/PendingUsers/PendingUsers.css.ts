import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const count = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const form = style({ display: 'grid', gap: vars.space['4'] });
