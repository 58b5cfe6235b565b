import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const termList = style({
  display: 'grid',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const termDates = style({ display: 'block', color: vars.color.textMuted });
/** A date never breaks at its hyphens in a narrow phone column. */
export const date = style({ whiteSpace: 'nowrap' });
