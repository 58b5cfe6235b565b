import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: vars.size.control.sm,
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&[data-state="on"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const count = style({
  minInlineSize: '1.25rem',
  paddingInline: '0.375rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.6,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-state="on"] > &': { background: vars.color.onPrimary, color: vars.color.primary },
  },
});
