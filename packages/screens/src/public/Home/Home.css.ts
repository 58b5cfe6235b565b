import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const offeringLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const industryList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const industryLink = style({
  display: 'flex',
  overflowWrap: 'anywhere',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': {
      color: vars.color.text,
      borderColor: vars.color.primary,
      boxShadow: vars.shadow.md,
      textDecoration: 'none',
    },
  },
});

export const industryArrow = style({ marginInlineStart: 'auto', color: vars.color.primary });

export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['3'],
});

export const priceStrong = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const programmeCard = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const programmeBadge = style({ justifySelf: 'start' });

export const programmePrice = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
});

export const clientList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const clientItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const clientIcon = style({ color: vars.color.primary });
