import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const jumpList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const jumpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': {
      borderColor: vars.color.primary,
      color: vars.color.primary,
      textDecoration: 'none',
    },
  },
});

export const jumpBar = style({
  paddingBlock: vars.space['5'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const service = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { 'screen and (min-width: 40rem)': { padding: vars.space['8'] } },
});

export const serviceHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const deliverables = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const serviceFooter = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space['2'],
});
