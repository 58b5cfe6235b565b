import { style } from '@vanilla-extract/css';

/** A verification code on a line of its own, never broken at its hyphens. */
export const code = style({ display: 'block', whiteSpace: 'nowrap' });
