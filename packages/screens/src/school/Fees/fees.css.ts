import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

/** A voucher's amounts, one row each, the label at the start and the amount at the end. */
export const sums = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
  maxInlineSize: '28rem',
});
export const sumLabel = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });
export const sumAmount = style({
  margin: 0,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
export const sumTotal = style({ fontWeight: 600 });
