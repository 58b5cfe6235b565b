import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Container query on the table's outer box: tables in narrow columns stack too.
const narrow = '(width < 40rem)';

export const outer = style({ containerType: 'inline-size', minInlineSize: 0 });

export const wrapper = style({
  inlineSize: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

/** Applied when rows turn into stacked cards on narrow screens. */
export const stacked = style({
  '@container': { [narrow]: { border: 0, background: 'transparent', overflowX: 'visible' } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['2']}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const th = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  background: vars.color.surfaceAlt,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

export const td = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  verticalAlign: 'middle',
});

export const row = style({
  selectors: {
    'tbody > &:hover': { background: vars.color.surfaceAlt },
  },
});

globalStyle(`tbody > ${row}:last-child > td`, { borderBlockEnd: 0 });

export const alignEnd = style({ textAlign: 'end' });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: `calc(-1 * ${vars.space['1']})`,
  padding: vars.space['1'],
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const sortIcon = style({
  opacity: 0.5,
  selectors: { '[aria-sort] &[data-active]': { opacity: 1 } },
});

// Narrow screens: each row becomes a card; cells show their column name from data-label.
globalStyle(
  `${stacked} ${table}, ${stacked} ${table} > tbody, ${stacked} ${table} > tbody > tr, ${stacked} ${table} > tbody > tr > td`,
  {
    '@container': { [narrow]: { display: 'block' } },
  },
);
globalStyle(`${stacked} ${table} > thead`, {
  '@container': {
    [narrow]: {
      // A block, so the clip applies: a table row group ignores overflow, and its row stuck
      // out sideways.
      display: 'block',
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${stacked} ${table} > caption`, {
  '@container': { [narrow]: { display: 'block', paddingInline: 0 } },
});
globalStyle(`${stacked} ${table} > tbody > tr`, {
  '@container': {
    [narrow]: {
      marginBlockEnd: vars.space['3'],
      padding: vars.space['2'],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.sm,
    },
  },
});
globalStyle(`${stacked} ${table} > tbody > tr > td`, {
  '@container': {
    [narrow]: {
      display: 'grid',
      // Neither column may outgrow the card (large text, long e-mail addresses).
      gridTemplateColumns: 'minmax(min(6rem, 38%), 38%) minmax(0, 1fr)',
      overflowWrap: 'anywhere',
      gap: vars.space['3'],
      paddingBlock: vars.space['2'],
      paddingInline: vars.space['2'],
      borderBlockEnd: `1px solid ${vars.color.border}`,
      textAlign: 'start',
    },
  },
});
globalStyle(`${stacked} ${table} > tbody > tr > td:last-child`, {
  '@container': { [narrow]: { borderBlockEnd: 0 } },
});
globalStyle(`${stacked} ${table} > tbody > tr > td[data-label]`, {
  '@container': { [narrow]: { justifyItems: 'start', alignItems: 'center' } },
});
globalStyle(`${stacked} ${table} > tbody > tr > td[data-label]::before`, {
  '@container': {
    [narrow]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.semibold,
      fontSize: vars.fontSize.xs,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      paddingBlockStart: '0.125rem',
    },
  },
});
globalStyle(`${stacked} ${table} > tbody > tr > td:not([data-label])`, {
  '@container': { [narrow]: { gridTemplateColumns: '1fr' } },
});
