import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space['4'], minInlineSize: 0 });

export const list = style({
  display: 'flex',
  // With large text on a phone the tabs wrap onto a second line rather than hide off-screen.
  flexWrap: 'wrap',
  gap: vars.space['1'],
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  maxInlineSize: '100%',
});

export const listVariant = styleVariants({
  line: { borderBlockEnd: `1px solid ${vars.color.border}`, gap: vars.space['2'] },
  pills: {
    padding: vars.space['1'],
    background: vars.color.surfaceAlt,
    borderRadius: vars.radius.lg,
    inlineSize: 'fit-content',
  },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  minBlockSize: vars.size.control.md,
  paddingInline: vars.space['3'],
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color, background-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const triggerVariant = styleVariants({
  line: {
    marginBlockEnd: '-1px',
    borderBlockEnd: '2px solid transparent',
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    selectors: {
      '&[data-state="active"]': {
        color: vars.color.primary,
        borderBlockEndColor: vars.color.primary,
      },
    },
  },
  pills: {
    borderRadius: vars.radius.md,
    minBlockSize: vars.size.control.sm,
    selectors: {
      '&[data-state="active"]': {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        boxShadow: vars.shadow.sm,
      },
    },
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.5rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.6,
  fontVariantNumeric: 'tabular-nums',
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '[data-state="active"] > &': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      borderColor: 'transparent',
    },
  },
});

export const content = style({
  minInlineSize: 0,
  selectors: { '&:focus-visible': { outlineOffset: '4px' } },
});
