import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  color: vars.color.textMuted,
});

export const video = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceInverse,
});

export const frame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

export const completeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  borderBlock: `1px solid ${vars.color.border}`,
});

export const completed = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.success.text,
  background: vars.color.success.bg,
  border: `1px solid ${vars.color.success.border}`,
  borderRadius: vars.radius.full,
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});
