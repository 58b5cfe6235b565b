import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '2.75rem',
  paddingInline: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

/** The name: visible from 48rem, still read out (visually hidden) on phones. */
export const triggerName = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  '@media': {
    'screen and (min-width: 48rem)': {
      position: 'static',
      inlineSize: 'auto',
      blockSize: 'auto',
      overflow: 'visible',
      clipPath: 'none',
    },
  },
});

export const who = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBlockEnd: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const name = style({ fontWeight: vars.fontWeight.semibold });
export const email = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '2.75rem',
  paddingInline: vars.space['2'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const section = style({
  paddingBlock: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
