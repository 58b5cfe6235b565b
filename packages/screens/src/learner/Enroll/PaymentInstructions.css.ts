import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const card = style({ display: 'grid', gap: vars.space['3'] });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const intro = style({ margin: 0, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const facts = style({ display: 'grid', gap: vars.space['3'], margin: 0 });

export const fact = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const code = style([
  value,
  {
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '0.02em',
    overflowWrap: 'anywhere',
    textAlign: 'start',
    unicodeBidi: 'isolate',
  },
]);

export const instructions = style({ margin: 0, whiteSpace: 'pre-line', color: vars.color.text });
