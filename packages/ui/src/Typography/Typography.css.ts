import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const heading = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const headingSize = styleVariants({
  display: { fontSize: vars.fontSize.display, letterSpacing: '-0.02em' },
  xl: { fontSize: vars.fontSize['3xl'] },
  lg: { fontSize: vars.fontSize['2xl'] },
  md: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold },
  sm: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold },
});

export const text = style({ margin: 0 });

export const textSize = styleVariants({
  xs: { fontSize: vars.fontSize.xs },
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
});

export const textTone = styleVariants({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  primary: { color: vars.color.primary },
  danger: { color: vars.color.danger.solid },
  success: { color: vars.color.success.text },
  inherit: { color: 'inherit' },
});

export const textWeight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  semibold: { fontWeight: vars.fontWeight.semibold },
  bold: { fontWeight: vars.fontWeight.bold },
});

/** Rich HTML from authors (lesson bodies): restores reading rhythm inside the reset. */
export const prose = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  maxInlineSize: '72ch',
  overflowWrap: 'break-word',
});
globalStyle(`${prose} > * + *`, { marginBlockStart: vars.space['4'] });
globalStyle(`${prose} :is(h1, h2, h3, h4)`, { marginBlockStart: vars.space['8'] });
globalStyle(`${prose} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${prose} h1`, { fontSize: vars.fontSize['3xl'] });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize['2xl'] });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.xl });
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: vars.space['6'] });
globalStyle(`${prose} li + li`, { marginBlockStart: vars.space['2'] });
globalStyle(`${prose} blockquote`, {
  borderInlineStart: `4px solid ${vars.color.primary}`,
  paddingInlineStart: vars.space['4'],
  color: vars.color.textMuted,
});
globalStyle(`${prose} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space['1'],
});
globalStyle(`${prose} pre`, {
  fontFamily: vars.font.mono,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  overflowX: 'auto',
});
globalStyle(`${prose} img`, { borderRadius: vars.radius.md });
globalStyle(`${prose} table`, { borderCollapse: 'collapse', inlineSize: '100%' });
globalStyle(`${prose} :is(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space['2'],
  textAlign: 'start',
});
