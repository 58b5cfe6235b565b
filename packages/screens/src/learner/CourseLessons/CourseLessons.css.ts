import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space['4'],
  alignItems: 'start',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontWeight: vars.fontWeight.bold,
});

export const numberDone = style({
  background: vars.color.success.bg,
  color: vars.color.success.text,
});

export const itemTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { color: vars.color.link, textDecoration: 'underline' },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  marginTop: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const description = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.textMuted });

export const progress = style({ display: 'grid', gap: vars.space['2'] });

export const bar = style({
  width: '100%',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const barFill = style({ height: '100%', background: vars.color.primary });

export const tick = style({ color: vars.color.success.text });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});

export const quiz = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const quizTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });
