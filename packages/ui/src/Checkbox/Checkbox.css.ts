import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const box = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  marginBlockStart: '0.125rem',
  borderRadius: vars.radius.sm,
});

export const root = style({ display: 'grid', gap: vars.space['1'] });
