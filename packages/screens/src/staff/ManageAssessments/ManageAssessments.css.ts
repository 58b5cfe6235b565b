import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
});

export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const card = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const head = style({ display: 'grid', gap: vars.space['2'] });

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const facts = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space['1'] });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
