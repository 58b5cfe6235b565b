import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const form = style({
  display: 'grid',
  // One column that keeps the page's width: at 200 % text the fields' content widened it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  minInlineSize: 0,
  gap: vars.space['6'],
  maxWidth: '44rem',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const group = style({
  display: 'grid',
  gap: vars.space['4'],
  border: 0,
  padding: 0,
  margin: 0,
});

export const legend = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  marginBottom: vars.space['2'],
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const sections = style({ display: 'grid', gap: vars.space['6'] });
