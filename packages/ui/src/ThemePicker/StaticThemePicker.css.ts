import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The ui ThemePicker places its popover with Radix (floating-ui) above the trigger; this one is
// placed by CSS: the trigger sits fixed in the corner, so the panel opens 8 px above it, aligned
// to the same edge, and never wider than the screen.
export const anchor = style({ position: 'relative' });

export const panel = style({
  position: 'absolute',
  insetBlockEnd: `calc(100% + ${vars.space['2']})`,
  insetInlineEnd: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});
