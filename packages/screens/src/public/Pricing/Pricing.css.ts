import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const plans = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(18rem, 100%), 1fr))',
  alignItems: 'stretch',
});

export const trial = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  marginBlockStart: vars.space['10'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const trialTitle = style({ fontSize: vars.fontSize.xl, color: 'inherit' });
export const trialText = style({ color: 'inherit', marginBlockStart: vars.space['1'] });
export const trialBody = style({ flex: '1 1 20rem' });

export const addons = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const addon = style({
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const addonHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const addonPrice = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const addonAmount = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});
