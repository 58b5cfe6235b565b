import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const variant = styleVariants({
  elevated: {
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.sm,
  },
  outline: {
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
  },
  subtle: {
    background: vars.color.surfaceAlt,
    border: '1px solid transparent',
  },
});

export const interactive = style({
  transitionProperty: 'box-shadow, border-color, transform',
  transitionDuration: vars.duration.normal,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&:focus-within': { borderColor: vars.color.primary },
  },
});

const padding = {
  paddingInline: vars.space['5'],
  '@media': { 'screen and (min-width: 40rem)': { paddingInline: vars.space['6'] } },
} as const;

export const header = style({
  ...padding,
  paddingBlockStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const body = style({
  ...padding,
  paddingBlock: vars.space['5'],
  flexGrow: 1,
});

export const footer = style({
  ...padding,
  paddingBlock: vars.space['4'],
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});
