import { style } from '@vanilla-extract/css';

export const wrapper = style({ display: 'contents' });

export const switcher = style({ whiteSpace: 'nowrap' });

// The other language's name in its own script; Urdu's tall Nastaliq letters need line room.
export const name = style({
  selectors: { '&:lang(ur)': { lineHeight: 1.6 } },
});
