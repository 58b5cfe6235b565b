import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['6'],
});

export const divider = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space['6'],
});

export const text = style({
  display: 'grid',
  gap: vars.space['2'],
  minInlineSize: 'min(100%, 20rem)',
  flex: '1 1 24rem',
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.015em',
  color: vars.color.text,
  '@media': { 'screen and (max-width: 30rem)': { fontSize: vars.fontSize['2xl'] } },
});

export const description = style({ color: vars.color.textMuted, maxInlineSize: '65ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
