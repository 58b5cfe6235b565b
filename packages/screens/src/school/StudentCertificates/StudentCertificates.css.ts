import { style } from '@vanilla-extract/css';

/**
 * A verification code on a line of its own. It may wrap after a hyphen, between its groups of
 * four (K7QD-9M2X- / 4RTA-8HNV), never inside one: kept on one line it was wider than the card at
 * 200 % text on a phone and pushed the page sideways.
 */
export const code = style({ display: 'block', maxInlineSize: '100%' });
