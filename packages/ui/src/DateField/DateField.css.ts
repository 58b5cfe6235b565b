import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const date = style({
  maxInlineSize: '14rem',
  fontVariantNumeric: 'tabular-nums',
});

/** The chosen day in the school's format, under the box (the box follows the device). */
export const reading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
});
