import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const industry = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const industryHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const industryTitle = style({
  fontSize: 'clamp(1.625rem, 1.3rem + 1.2vw, 2.25rem)',
  letterSpacing: '-0.02em',
  color: vars.color.text,
});

export const addon = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  justifySelf: 'start',
});

export const jumpList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const jumpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingInline: vars.space['5'],
  paddingBlock: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': {
      borderColor: vars.color.primary,
      color: vars.color.primary,
      textDecoration: 'none',
    },
  },
});
