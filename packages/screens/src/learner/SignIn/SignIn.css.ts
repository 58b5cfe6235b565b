import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const form = style({ display: 'grid', gap: vars.space['5'] });

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
