import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const stack = style({
  display: 'grid',
  gap: vars.space['4'],
  // A wide child (a week, a register) scrolls in its own box instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
});
export const loading = style({ display: 'grid', placeItems: 'center', padding: vars.space['8'] });
