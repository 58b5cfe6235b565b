import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const toolbar = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'end',
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: '2fr 1fr' } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({ height: '100%', display: 'flex', flexDirection: 'column' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const price = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const body = style({ display: 'grid', gap: vars.space['3'], flex: 1 });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

// a signed-in learner's enrolment state in place of Enroll Now.
export const state = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});
