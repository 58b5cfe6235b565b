import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.lg },
  md: { fontSize: vars.fontSize.xl },
  lg: { fontSize: vars.fontSize['2xl'] },
});

export const mark = style({ flexShrink: 0, inlineSize: '1.6em', blockSize: '1.6em' });
export const markBg = style({ fill: vars.color.primary });
export const markFg = style({ stroke: vars.color.onPrimary });
export const markDot = style({ fill: vars.color.accent });
