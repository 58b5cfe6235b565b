import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['6'],
  borderRadius: vars.radius.lg,
});

export const variant = styleVariants({
  plain: {},
  bordered: { border: `1.5px dashed ${vars.color.border}`, background: vars.color.surfaceRaised },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
  marginBlockEnd: vars.space['1'],
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const description = style({
  maxInlineSize: '40ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const action = style({
  marginBlockStart: vars.space['2'],
  display: 'flex',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  justifyContent: 'center',
});
