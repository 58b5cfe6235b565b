import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const columns = styleVariants({
  '2': { gridTemplateColumns: 'repeat(auto-fit, minmax(min(18rem, 100%), 1fr))' },
  '3': { gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))' },
  '4': { gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))' },
});

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '3rem',
  blockSize: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });
export const footer = style({ marginBlockStart: vars.space['1'] });
