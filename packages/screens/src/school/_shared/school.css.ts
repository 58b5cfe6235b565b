import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const stack = style({ display: 'grid', gap: vars.space['4'] });
export const section = style({ display: 'grid', gap: vars.space['4'] });
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});
export const inlineForm = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': {
    'screen and (min-width: 48rem)': {
      gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    },
  },
});
export const filters = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'end',
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: '2fr 1fr 1fr' } },
});
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['4'],
});
export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
export const facts = style({
  display: 'grid',
  // The term at most half the line: `max-content` took all of it at 200 % text on a phone, left
  // the value 23 px and pushed the page sideways.
  gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
export const who = style({ display: 'grid', gap: vars.space['1'] });

// The import's column mapping: a fieldset without the browser's frame, one select per column.
export const fieldset = style({
  display: 'grid',
  gap: vars.space['3'],
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});
export const mappingGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});
export const problems = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  overflowWrap: 'anywhere',
});
