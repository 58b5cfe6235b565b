import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const product = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const productVisual = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '9rem',
  background: `linear-gradient(135deg, ${vars.color.primarySubtle}, ${vars.color.surfaceAlt})`,
  color: vars.color.primary,
});

export const productBody = style({
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  padding: vars.space['6'],
});

export const productFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  marginBlockStart: vars.space['2'],
});

export const tagRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const moreGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))',
});
