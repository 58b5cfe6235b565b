import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  insetBlockStart: vars.space['2'],
  zIndex: vars.zIndex.toast,
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', color: vars.color.onSecondary },
    '&:hover': { color: vars.color.onSecondary },
  },
});

// At least a screen tall below the 4rem bar: while a lazy page loads, the footer stays below the
// fold instead of jumping up and back down (a layout shift Lighthouse measured at 0.9 on the quiz).
export const main = style({
  flex: '1 0 auto',
  minBlockSize: 'calc(100dvh - 4rem)',
  outline: 'none',
});

// Anchored sections stop below the sticky navigation bar (4rem) when scrolled to.
globalStyle(`${main} [id]`, { scrollMarginBlockStart: '5rem' });

// Nine links plus two buttons: between 64rem and 80rem the links tighten so the bar fits.
export const navbar = style({});
globalStyle(`${navbar} nav a`, {
  '@container': {
    '(64rem <= width < 80rem)': { paddingInline: vars.space['2'] },
  },
});

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
});

export const footerBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  inlineSize: '100%',
});

export const legalLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legalLink = style({
  color: 'inherit',
  selectors: { '&:hover': { color: 'inherit' } },
});
