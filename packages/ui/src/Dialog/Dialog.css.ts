import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}`,
});

export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  margin: 'auto',
  blockSize: 'fit-content',
  maxBlockSize: `calc(100dvh - 2 * ${vars.space['4']})`,
  inlineSize: `calc(100% - 2 * ${vars.space['4']})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { 'screen and (max-width: 30rem)': { padding: vars.space['5'] } },
});

export const size = styleVariants({
  sm: { maxInlineSize: '26rem' },
  md: { maxInlineSize: '34rem' },
  lg: { maxInlineSize: '46rem' },
});

export const header = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingInlineEnd: vars.space['8'],
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const body = style({ display: 'grid', gap: vars.space['4'] });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['2'],
  '@media': {
    'screen and (max-width: 30rem)': { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space['3'],
  insetInlineEnd: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } },
});
