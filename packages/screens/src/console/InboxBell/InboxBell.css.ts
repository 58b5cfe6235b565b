import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  marginInlineStart: 'auto',
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const count = style({
  position: 'absolute',
  insetBlockStart: '0.2rem',
  insetInlineEnd: '0.1rem',
  minInlineSize: '1.25rem',
  paddingInline: '0.3rem',
  borderRadius: vars.radius.full,
  background: vars.color.danger.solid,
  color: vars.color.danger.onSolid,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: '1.25rem',
  textAlign: 'center',
});
