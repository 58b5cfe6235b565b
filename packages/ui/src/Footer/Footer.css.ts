import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  background: vars.color.surfaceInverse,
  color: vars.color.onSurfaceInverse,
  fontSize: vars.fontSize.sm,
});
// The theme focus ring is tuned for light surfaces; on the dark band use the light text colour.
globalStyle(`${root} :focus-visible`, { outlineColor: vars.color.onSurfaceInverse });

export const grid = style({
  display: 'grid',
  gap: vars.space['8'],
  paddingBlock: vars.space['12'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
  '@media': {
    'screen and (min-width: 64rem)': {
      gridTemplateColumns: '1.6fr repeat(var(--footer-columns), 1fr)',
    },
  },
});

export const about = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  maxInlineSize: '24rem',
});
export const description = style({
  color: vars.color.onSurfaceInverseMuted,
  lineHeight: vars.lineHeight.normal,
});

export const columnTitle = style({
  marginBlockEnd: vars.space['4'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.onSurfaceInverse,
});

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.onSurfaceInverseMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.onSurfaceInverse, textDecoration: 'underline' } },
});

export const contactItem = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  color: vars.color.onSurfaceInverseMuted,
});
export const contactIcon = style({ color: vars.color.accent, marginBlockStart: '0.125rem' });
export const contactLabel = style({
  display: 'block',
  color: vars.color.onSurfaceInverse,
  fontWeight: vars.fontWeight.medium,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['6'],
  borderBlockStart: `1px solid color-mix(in srgb, ${vars.color.onSurfaceInverse} 16%, transparent)`,
  color: vars.color.onSurfaceInverseMuted,
});
globalStyle(`${bottom} a`, { color: vars.color.onSurfaceInverseMuted });
globalStyle(`${bottom} a:hover`, { color: vars.color.onSurfaceInverse });
