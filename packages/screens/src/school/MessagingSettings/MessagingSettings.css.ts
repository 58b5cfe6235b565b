import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const form = style({ display: 'grid', gap: vars.space['6'], minInlineSize: 0 });

export const cards = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    'screen and (min-width: 72rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({ minInlineSize: 0 });

export const cardBody = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['4'],
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const grid = style({ display: 'grid', gap: vars.space['3'], minInlineSize: 0 });

export const test = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const testRow = style({ display: 'grid', gap: vars.space['2'], alignItems: 'end' });
