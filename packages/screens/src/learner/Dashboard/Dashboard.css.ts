import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const greeting = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

// Single-column grids whose column may shrink below its content's widest word (200 % text).
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const adminBlock = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.primarySubtle,
  border: `1px solid ${vars.color.border}`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const tile = style({
  display: 'flex',
  overflowWrap: 'anywhere',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  transition: 'box-shadow 150ms ease, border-color 150ms ease',
  ':hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.md },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const tileIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const tileTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const tileText = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
