import { style } from '@vanilla-extract/css';

export const textarea = style({ minBlockSize: '6.5rem', resize: 'vertical' });
