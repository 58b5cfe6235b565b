import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space['3'],
});

export const search = style({ flex: '1 1 14rem', minInlineSize: 0 });

export const select = style({ flex: '0 1 12rem', minInlineSize: '9rem' });

export const summary = style({ color: vars.color.textMuted, margin: 0 });

export const body = style({ display: 'grid', gap: vars.space['4'] });

export const who = style({ display: 'grid', gap: vars.space['1'] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// At most the cell's width: 7rem is 224 px at 200 % text and pushed a phone's page sideways.
export const progress = style({
  display: 'grid',
  gap: vars.space['1'],
  minInlineSize: 'min(7rem, 100%)',
});

export const bar = style({
  display: 'block',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const barFill = style({
  display: 'block',
  blockSize: '100%',
  background: vars.color.primary,
});

export const scores = style({ display: 'grid', gap: vars.space['1'] });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});
