import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  // Labels wrap rather than push the page sideways (200 % text on a phone); a button never
  // outgrows its column.
  maxInlineSize: '100%',
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color, box-shadow, transform',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'translateY(1px)' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.85 },
    '&:hover': { textDecoration: 'none' },
  },
});

const enabled = '&:hover:not(:disabled):not([aria-disabled="true"])';

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    boxShadow: vars.shadow.sm,
    selectors: { [enabled]: { background: vars.color.primaryHover, color: vars.color.onPrimary } },
  },
  secondary: {
    background: vars.color.secondary,
    color: vars.color.onSecondary,
    boxShadow: vars.shadow.sm,
    selectors: {
      [enabled]: { background: vars.color.secondaryHover, color: vars.color.onSecondary },
    },
  },
  accent: {
    background: vars.color.accent,
    color: vars.color.onAccent,
    boxShadow: vars.shadow.sm,
    selectors: { [enabled]: { background: vars.color.accentHover, color: vars.color.onAccent } },
  },
  outline: {
    background: vars.color.surfaceRaised,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { [enabled]: { background: vars.color.primarySubtle, color: vars.color.primary } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { [enabled]: { background: vars.color.surfaceAlt, color: vars.color.text } },
  },
  danger: {
    background: vars.color.danger.solid,
    color: vars.color.danger.onSolid,
    boxShadow: vars.shadow.sm,
    selectors: {
      [enabled]: { background: vars.color.danger.text, color: vars.color.danger.onSolid },
    },
  },
});

export const size = styleVariants({
  sm: {
    minBlockSize: vars.size.control.sm,
    paddingInline: vars.space['3'],
    fontSize: vars.fontSize.sm,
    gap: vars.space['1'],
  },
  md: {
    minBlockSize: vars.size.control.md,
    paddingInline: vars.space['4'],
    fontSize: vars.fontSize.sm,
  },
  lg: {
    minBlockSize: vars.size.control.lg,
    paddingInline: vars.space['6'],
    fontSize: vars.fontSize.md,
  },
});

export const fullWidth = style({ inlineSize: '100%' });

export const iconOnly = styleVariants({
  sm: { paddingInline: 0, inlineSize: vars.size.control.sm },
  md: { paddingInline: 0, inlineSize: vars.size.control.md },
  lg: { paddingInline: 0, inlineSize: vars.size.control.lg },
});
