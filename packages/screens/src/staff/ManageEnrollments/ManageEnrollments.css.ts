import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const panel = style({ display: 'grid', gap: vars.space['4'], paddingTop: vars.space['4'] });

export const who = style({ display: 'grid', gap: vars.space['1'] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
