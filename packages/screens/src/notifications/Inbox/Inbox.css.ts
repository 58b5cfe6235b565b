import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const item = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const unread = style({
  borderInlineStart: `4px solid ${vars.color.primary}`,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const body = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
