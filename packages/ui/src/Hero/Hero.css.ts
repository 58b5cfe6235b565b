import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: vars.space['16'],
  '@media': { 'screen and (min-width: 64rem)': { paddingBlock: vars.space['20'] } },
});

export const tone = styleVariants({
  brand: {
    color: vars.color.onPrimary,
    backgroundColor: vars.color.primary,
    backgroundImage: [
      `radial-gradient(60rem 30rem at 100% 0%, color-mix(in srgb, ${vars.color.accent} 22%, transparent), transparent 60%)`,
      `linear-gradient(135deg, ${vars.color.primary} 0%, ${vars.color.secondary} 100%)`,
    ].join(', '),
  },
  subtle: {
    color: vars.color.text,
    backgroundColor: vars.color.surfaceAlt,
    backgroundImage: `radial-gradient(50rem 24rem at 100% 0%, color-mix(in srgb, ${vars.color.primary} 10%, transparent), transparent 65%)`,
  },
  plain: { color: vars.color.text, backgroundColor: vars.color.surface },
});
// On the brand gradient the light-surface focus ring is replaced by the on-primary colour.
globalStyle(`${tone.brand} :focus-visible`, { outlineColor: vars.color.onPrimary });

export const inner = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['10'],
  alignItems: 'center',
});

export const withMedia = style({
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: '1.1fr 0.9fr' } },
});

export const text = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  justifyItems: 'start',
  maxInlineSize: '44rem',
});

export const centered = style({
  justifyItems: 'center',
  textAlign: 'center',
  marginInline: 'auto',
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const eyebrowTone = styleVariants({
  brand: { background: vars.color.accent, color: vars.color.onAccent },
  subtle: { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
  plain: { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
});

export const title = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
  letterSpacing: '-0.025em',
  color: 'inherit',
});

export const subtitle = style({
  fontSize: vars.fontSize.lg,
  maxInlineSize: '38rem',
  lineHeight: vars.lineHeight.normal,
});
export const subtitleTone = styleVariants({
  brand: { color: vars.color.onPrimary, opacity: 0.92 },
  subtle: { color: vars.color.textMuted },
  plain: { color: vars.color.textMuted },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginBlockStart: vars.space['2'],
});

export const highlights = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['8'],
  margin: 0,
  marginBlockStart: vars.space['4'],
  padding: 0,
});

export const highlight = style({ display: 'grid', gap: '0.125rem' });
export const highlightValue = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
});
export const highlightLabel = style({ fontSize: vars.fontSize.sm, margin: 0, opacity: 0.9 });

export const media = style({ minInlineSize: 0 });
