import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  inlineSize: 'min(100%, 26rem)',
  maxBlockSize: '100dvh',
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  outline: 'none',
});

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideIn} ${vars.duration.slow} ${vars.easing.standard}`,
    },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
});

export const tone = styleVariants({
  success: { borderInlineStartColor: vars.color.success.solid },
  error: { borderInlineStartColor: vars.color.danger.solid },
  info: { borderInlineStartColor: vars.color.info.solid },
  warning: { borderInlineStartColor: vars.color.warning.solid },
});

export const icon = styleVariants({
  success: { color: vars.color.success.text, flexShrink: 0 },
  error: { color: vars.color.danger.text, flexShrink: 0 },
  info: { color: vars.color.info.text, flexShrink: 0 },
  warning: { color: vars.color.warning.text, flexShrink: 0 },
});

export const text = style({
  flex: 1,
  display: 'grid',
  gap: '0.125rem',
  paddingBlockStart: '0.0625rem',
});
export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  margin: '-0.25rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } },
});
