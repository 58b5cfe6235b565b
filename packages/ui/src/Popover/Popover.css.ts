import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.25rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  minInlineSize: '15rem',
  maxInlineSize: 'calc(100vw - 2rem)',
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { '&:focus': { outline: 'none' } },
});
