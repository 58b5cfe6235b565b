import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

// The pay button's label wraps on a phone (the Urdu sentence with the provider and the amount is
// longer than 375 px allows): its lines get the body's line height and some room above and below,
// so the tall Nastaliq letters of a second line are neither clipped nor run into the first.
export const payButton = style({
  lineHeight: vars.lineHeight.normal,
  paddingBlock: vars.space['1'],
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});
