import { style } from '@vanilla-extract/css';

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  maxInlineSize: '14rem',
});

export const fullWidth = style({ maxInlineSize: 'none' });
