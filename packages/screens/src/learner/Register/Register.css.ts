import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const form = style({ display: 'grid', gap: vars.space['5'] });

export const fieldset = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const legend = style({
  paddingInline: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
