import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const fact = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const timer = style({
  position: 'sticky',
  top: vars.space['2'],
  zIndex: 1,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.md,
  fontWeight: vars.fontWeight.semibold,
});

export const timerLow = style({
  background: vars.color.danger.bg,
  color: vars.color.danger.text,
  borderColor: vars.color.danger.border,
});

export const clock = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.xl });

export const questions = style({
  display: 'grid',
  gap: vars.space['5'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const question = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const questionHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const questionText = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  whiteSpace: 'pre-line',
});

export const hintList = style({ margin: 0, paddingInlineStart: vars.space['5'] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
});

export const header = style({ display: 'grid', gap: vars.space['5'] });

export const form = style({ display: 'grid', gap: vars.space['6'] });
