import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  // Breakpoints are container queries on the header: the same rules work in narrow previews.
  containerType: 'inline-size',
  zIndex: vars.zIndex.sticky,
  background: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const sticky = style({ position: 'sticky', insetBlockStart: 0 });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minBlockSize: '4rem',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  marginInlineEnd: 'auto',
});
globalStyle(`${brand} a`, { color: vars.color.text, textDecoration: 'none' });

export const links = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space['1'],
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.control.md,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': {
      color: vars.color.text,
      background: vars.color.surfaceAlt,
      textDecoration: 'none',
    },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.control.md,
  blockSize: vars.size.control.md,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const panel = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

// Below the breakpoint the links and actions move into a toggled panel under the bar.
const collapsed = (bp: string) => ({
  toggle: { '@container': { [`(width >= ${bp})`]: { display: 'none' } } },
  panel: {
    '@container': {
      [`(width < ${bp})`]: {
        position: 'absolute' as const,
        insetBlockStart: '100%',
        insetInline: 0,
        flexDirection: 'column' as const,
        alignItems: 'stretch' as const,
        gap: vars.space['3'],
        padding: vars.space['4'],
        background: vars.color.surfaceRaised,
        borderBlockEnd: `1px solid ${vars.color.border}`,
        boxShadow: vars.shadow.lg,
        maxBlockSize: 'calc(100dvh - 4rem)',
        overflowY: 'auto' as const,
        selectors: { '&:not([data-open])': { display: 'none' } },
      },
    },
  },
});

export const toggleAt = styleVariants({
  md: collapsed('48rem').toggle,
  lg: collapsed('64rem').toggle,
});
export const panelAt = styleVariants({
  md: collapsed('48rem').panel,
  lg: collapsed('64rem').panel,
});

const below = (bp: string, rule: Record<string, unknown>) => ({
  '@container': { [`(width < ${bp})`]: rule },
});
const stackRule = { flexDirection: 'column', alignItems: 'stretch' } as const;
const actionsRule = {
  ...stackRule,
  paddingBlockStart: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
} as const;

export const linksAt = styleVariants({
  md: below('48rem', stackRule),
  lg: below('64rem', stackRule),
});
export const actionsAt = styleVariants({
  md: below('48rem', actionsRule),
  lg: below('64rem', actionsRule),
});

// Focused elements and #anchors scroll clear of the sticky bar (keyboard users on phones lost
// Shift+Tab stops under it). The bar is 4rem plus its border; a little air above the target.
globalStyle('html:has([data-slot="navbar"][data-sticky])', {
  scrollPaddingBlockStart: 'calc(4rem + 1px + 0.75rem)',
});
