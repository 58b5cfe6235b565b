import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.border}`,
  borderInlineStart: `4px solid ${vars.color.danger.solid}`,
  background: vars.color.danger.bg,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': { outlineOffset: '3px' } },
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  marginBlockEnd: vars.space['2'],
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['8'],
  display: 'grid',
  gap: vars.space['1'],
});

globalStyle(`${list} a`, { color: vars.color.danger.text, fontWeight: vars.fontWeight.medium });
globalStyle(`${list} a:hover`, { color: vars.color.danger.text });
