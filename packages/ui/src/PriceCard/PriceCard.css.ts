import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  minInlineSize: 0,
});

export const featured = style({
  borderColor: vars.color.primary,
  boxShadow: `0 0 0 1px ${vars.color.primary}, ${vars.shadow.lg}`,
  '@media': { 'screen and (min-width: 64rem)': { transform: 'translateY(-0.5rem)' } },
});

export const ribbon = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.sm,
  selectors: { '[dir="rtl"] &': { transform: 'translate(50%, -50%)' } },
});

export const header = style({ display: 'grid', gap: vars.space['2'] });
export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
});
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const priceRow = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space['1'],
});
export const price = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
});
export const period = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });
export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBlockStart: vars.space['1'],
});

export const features = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space['5'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  flexGrow: 1,
  alignContent: 'start',
});

export const feature = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });
export const check = style({
  flexShrink: 0,
  marginBlockStart: '0.0625rem',
  color: vars.color.success.text,
});

export const cta = style({ display: 'grid', gap: vars.space['2'] });
