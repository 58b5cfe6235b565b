import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({ color: vars.color.textMuted, flexShrink: 0 });

export const content = style({
  zIndex: vars.zIndex.popover,
  minInlineSize: 'var(--radix-select-trigger-width)',
  maxBlockSize: 'min(var(--radix-select-content-available-height), 20rem)',
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const viewport = style({ padding: vars.space['1'] });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '2.25rem',
  paddingInlineStart: vars.space['8'],
  paddingInlineEnd: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space['2'],
  display: 'inline-flex',
  color: vars.color.primary,
});
