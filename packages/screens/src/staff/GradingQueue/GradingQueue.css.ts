import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const count = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const hidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { background: vars.color.primaryHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
