import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const region = style({
  paddingInline: vars.space['4'],
  selectors: { '&:not(:empty)': { paddingBlockStart: vars.space['3'] } },
});
