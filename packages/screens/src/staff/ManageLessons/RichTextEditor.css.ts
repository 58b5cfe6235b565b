import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const box = style({
  display: 'grid',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { borderColor: vars.color.primary },
    '[data-invalid] &': {
      borderColor: vars.color.danger.solid,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger.solid}`,
    },
    '&[data-disabled]': { background: vars.color.surfaceAlt },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '2.25rem',
  minBlockSize: '2.25rem',
  paddingInline: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': {
      background: vars.color.surfaceRaised,
      borderColor: vars.color.border,
    },
    '&[aria-pressed="true"]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      borderColor: vars.color.primary,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  padding: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const linkField = style({ display: 'grid', gap: vars.space['1'], flex: '1 1 14rem' });

export const linkLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const linkError = style({ color: vars.color.danger.text, fontSize: vars.fontSize.sm });

export const linkActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const prose = style({ maxInlineSize: 'none' });

export const content = style({
  minBlockSize: '10rem',
  maxBlockSize: '24rem',
  overflowY: 'auto',
  padding: vars.space['3'],
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

globalStyle(`${content} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${content} a`, { color: vars.color.link, textDecoration: 'underline' });
