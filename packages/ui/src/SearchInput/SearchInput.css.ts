import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({
  paddingInlineStart: vars.space['10'],
  paddingInlineEnd: vars.space['10'],
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space['3'],
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space['1'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } },
});
