import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { space } from '../theme/themes/base';

type SpaceKey = keyof typeof space;
const spaceKeys = Object.keys(space) as SpaceKey[];
const gapVariants = (): Record<SpaceKey, string> =>
  styleVariants(
    Object.fromEntries(spaceKeys.map((k) => [k, { gap: vars.space[k] }])) as Record<
      SpaceKey,
      { gap: string }
    >,
  );

export const container = style({
  inlineSize: '100%',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    'screen and (min-width: 40rem)': { paddingInline: vars.space['6'] },
    'screen and (min-width: 64rem)': { paddingInline: vars.space['8'] },
  },
});

export const containerSize = styleVariants({
  narrow: { maxInlineSize: vars.size.containerNarrow },
  default: { maxInlineSize: vars.size.container },
  full: { maxInlineSize: 'none' },
});

export const stack = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const inline = style({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  minInlineSize: 0,
});
export const noWrap = style({ flexWrap: 'nowrap' });
export const gap = gapVariants();

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const gridMin = createVar();
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(${gridMin}, 100%), 1fr))`,
  vars: { [gridMin]: '16rem' },
});
