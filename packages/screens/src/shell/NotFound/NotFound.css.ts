import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const root = style({
  paddingBlock: vars.space['20'],
  textAlign: 'center',
});

export const inner = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['5'],
  maxInlineSize: '36rem',
  marginInline: 'auto',
});

export const code = style({
  fontSize: 'clamp(4rem, 3rem + 5vw, 7rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.fontSize['3xl'],
  color: vars.color.text,
});

export const text = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const helpful = style({
  display: 'grid',
  gap: vars.space['3'],
  marginBlockStart: vars.space['6'],
  paddingBlockStart: vars.space['6'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  inlineSize: '100%',
});

export const helpfulTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
