import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['2'],
  border: 0,
  margin: 0,
  padding: 0,
});

export const items = styleVariants({
  vertical: { display: 'grid', gap: vars.space['3'] },
  horizontal: { display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] },
});

export const radio = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  marginBlockStart: '0.125rem',
  borderRadius: vars.radius.full,
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.surfaceRaised,
      borderColor: vars.color.primary,
    },
  },
});

export const dot = style({
  inlineSize: '0.625rem',
  blockSize: '0.625rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const card = style({
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  flex: '1 1 14rem',
  cursor: 'pointer',
  selectors: {
    '&:has([data-state="checked"])': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      background: vars.color.primarySubtle,
    },
  },
});
