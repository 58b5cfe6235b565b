import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Shared look of text-like controls (inputs, textarea, select trigger). */
export const control = style({
  display: 'block',
  inlineSize: '100%',
  minInlineSize: 0,
  minBlockSize: vars.size.control.md,
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['2'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  boxShadow: 'inset 0 1px 1px rgb(0 0 0 / 0.03)',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus': { borderColor: vars.color.primary },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger.solid,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger.solid}`,
    },
    '&:disabled, &[data-disabled]': {
      background: vars.color.surfaceAlt,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** Small square controls (checkbox, radio) share border and focus treatment. */
export const toggleBox = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const choiceText = style({
  display: 'grid',
  gap: '0.125rem',
  paddingBlockStart: '0.0625rem',
});

export const choiceLabel = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const choiceDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const errorText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger.solid,
});
