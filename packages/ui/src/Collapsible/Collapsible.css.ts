import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const open = keyframes({
  from: { blockSize: 0, opacity: 0 },
  to: { blockSize: 'var(--radix-collapsible-content-height)', opacity: 1 },
});
const close = keyframes({
  from: { blockSize: 'var(--radix-collapsible-content-height)', opacity: 1 },
  to: { blockSize: 0, opacity: 0 },
});

export const root = style({ display: 'grid', gap: vars.space['2'] });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  inlineSize: 'fit-content',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  marginInline: `calc(-1 * ${vars.space['2']})`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.linkHover, background: vars.color.primarySubtle } },
});

export const chevron = style({
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': {
      animation: `${open} ${vars.duration.normal} ${vars.easing.standard}`,
    },
    '&[data-state="closed"]': { animation: `${close} ${vars.duration.fast} ease-in` },
  },
});

export const panel = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.warning.bg,
  border: `1px solid ${vars.color.warning.border}`,
  color: vars.color.warning.text,
  fontSize: vars.fontSize.sm,
});

export const plainPanel = style({ paddingBlock: vars.space['2'] });
