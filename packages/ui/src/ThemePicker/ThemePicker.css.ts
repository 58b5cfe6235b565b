import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.25rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const floating = style({
  position: 'fixed',
  insetBlockEnd: vars.space['4'],
  zIndex: vars.zIndex.picker,
});

// The button's size in px, not rem: with 200 % text on a phone it grew to 96 px over the content.
const triggerSize = '48px';

// While it floats, nothing the keyboard reaches may stay under it: focused elements scroll clear
// of the bottom corner, and the page ends with room for it.
const reserved = `calc(${triggerSize} + ${vars.space['4']} + ${vars.space['2']})`;
globalStyle('html:has([data-slot="theme-picker"][data-floating])', {
  scrollPaddingBlockEnd: reserved,
});
globalStyle('html:has([data-slot="theme-picker"][data-floating]) body', {
  paddingBlockEnd: reserved,
});

export const corner = styleVariants({
  end: { insetInlineEnd: vars.space['4'] },
  start: { insetInlineStart: vars.space['4'] },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minInlineSize: triggerSize,
  blockSize: triggerSize,
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { transform: 'translateY(-1px)', borderColor: vars.color.borderStrong },
    '&[data-state="open"]': { borderColor: vars.color.primary },
  },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  inlineSize: '16rem',
  maxInlineSize: 'calc(100vw - 2rem)',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} ${vars.duration.normal} ${vars.easing.standard}`,
});

export const heading = style({
  paddingInline: vars.space['2'],
  paddingBlockEnd: vars.space['2'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const group = style({ display: 'grid', gap: vars.space['1'] });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  inlineSize: '100%',
  padding: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[data-state="checked"]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySubtle,
    },
  },
});

export const swatches = style({ display: 'inline-flex', flexShrink: 0 });

export const swatch = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surfaceRaised}`,
  selectors: { '& + &': { marginInlineStart: '-0.375rem' } },
});

export const optionLabel = style({ flex: 1 });
export const check = style({ color: vars.color.primary });
