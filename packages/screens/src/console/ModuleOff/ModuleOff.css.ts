import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['16'],
});

export const icon = style({ color: vars.color.textMuted });

export const body = style({ maxWidth: '36rem', color: vars.color.textMuted, margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});
