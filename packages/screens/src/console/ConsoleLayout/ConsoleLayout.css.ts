import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

const wide = 'screen and (min-width: 64rem)';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minBlockSize: '100dvh',
  background: vars.color.surfaceAlt,
  '@media': { [wide]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
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
  selectors: { '&:focus': { transform: 'none' } },
});

export const sidebar = style({
  display: 'none',
  '@media': {
    [wide]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['4'],
      position: 'sticky',
      insetBlockStart: 0,
      blockSize: '100dvh',
      overflowY: 'auto',
      padding: vars.space['4'],
      background: vars.color.surface,
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const topbar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minBlockSize: '4rem',
  paddingInline: vars.space['4'],
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  flexShrink: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [wide]: { display: 'none' } },
});

export const crumbs = style({ flex: '1 1 auto', minInlineSize: 0 });

export const crumbList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minInlineSize: 0,
  maxInlineSize: '100%',
});

export const crumbLink = style({
  color: vars.color.link,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.linkHover } },
});

// One line, shortened with an ellipsis when it does not fit: with large text on a phone the page's
// name is never broken letter by letter over the bell (the page's heading names it in full).
export const crumbCurrent = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
});

/** On phones only the current page's crumb shows (the drawer names the rest). */
export const crumbHiddenOnPhone = style({
  display: 'none',
  '@media': { [wide]: { display: 'inline-flex' } },
});

export const main = style({
  flex: '1 0 auto',
  outline: 'none',
  minInlineSize: 0,
});

globalStyle(`${main} [id]`, { scrollMarginBlockStart: '5rem' });

// Focused elements scroll clear of the sticky top bar (and a page's own sticky bar under it, like
// the quiz's timer), and of the toasts' strip at the bottom of a phone.
globalStyle(`html:has(${root})`, {
  scrollPaddingBlockStart: '5.5rem',
  scrollPaddingBlockEnd: '3rem',
});

export const nav = style({ display: 'grid', gap: vars.space['4'] });

export const groupLabel = style({
  margin: 0,
  paddingInline: vars.space['3'],
  paddingBlockEnd: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const navList = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minBlockSize: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});
