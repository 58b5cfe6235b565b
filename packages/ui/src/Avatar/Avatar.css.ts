import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontWeight: vars.fontWeight.semibold,
  userSelect: 'none',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: { inlineSize: '2rem', blockSize: '2rem', fontSize: vars.fontSize.xs },
  md: { inlineSize: '2.5rem', blockSize: '2.5rem', fontSize: vars.fontSize.sm },
  lg: { inlineSize: '3.5rem', blockSize: '3.5rem', fontSize: vars.fontSize.lg },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
export const fallback = style({ lineHeight: 1 });
