import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const track = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: '2.75rem',
  blockSize: '1.5rem',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const thumb = style({
  display: 'block',
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  transform: 'translateX(0.1875rem)',
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(1.4375rem)' },
    '[dir="rtl"] &': { transform: 'translateX(-0.1875rem)' },
    '[dir="rtl"] &[data-state="checked"]': { transform: 'translateX(-1.4375rem)' },
  },
});

export const layout = styleVariants({
  inline: {},
  between: { justifyContent: 'space-between', flexDirection: 'row-reverse' },
});

export const trackWrap = style({ paddingBlockStart: '0.0625rem' });
