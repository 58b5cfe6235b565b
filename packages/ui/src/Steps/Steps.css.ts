import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))',
});

export const step = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `2px solid ${vars.color.border}`,
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  marginBlockEnd: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: `0 0 0 4px ${vars.color.primarySubtle}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
