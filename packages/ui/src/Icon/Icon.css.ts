import { globalStyle, style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});

export const flipRtl = style({});
globalStyle(`[dir="rtl"] ${flipRtl}`, { transform: 'scaleX(-1)' });
