import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const page = style({
  display: 'grid',
  // One column that may shrink below its content's widest word (200 % text on a phone).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  paddingBlock: vars.space['8'],
});

export const center = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['12'],
});
