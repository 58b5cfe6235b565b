import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  minInlineSize: vars.size.control.md,
  minBlockSize: vars.size.control.md,
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary, color: vars.color.primary },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      cursor: 'default',
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const ellipsis = style({
  minInlineSize: '1.5rem',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const edgeLabel = style({
  '@media': { 'screen and (max-width: 30rem)': { display: 'none' } },
});

export const pageNumber = style({
  '@media': {
    'screen and (max-width: 30rem)': {
      selectors: { '&:not([data-current])': { display: 'none' } },
    },
  },
});
