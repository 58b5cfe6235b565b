import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: '2fr 1fr' } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const summary = style({ display: 'grid', gap: vars.space['4'] });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const price = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const panel = style({ display: 'grid', gap: vars.space['4'] });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});

export const description = style({ margin: 0, color: vars.color.text, whiteSpace: 'pre-line' });

// The price card and, for a paid course, how to pay
export const side = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });
