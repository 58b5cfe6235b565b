import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.link,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.18em',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.linkHover, textDecorationThickness: '2px' },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const tone = styleVariants({
  default: {},
  muted: { color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } },
  danger: {
    color: vars.color.danger.solid,
    selectors: { '&:hover': { color: vars.color.danger.text } },
  },
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  inherit: { fontSize: 'inherit' },
});
