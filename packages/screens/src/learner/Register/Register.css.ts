import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const form = style({ display: 'grid', gap: vars.space['5'] });
