import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const layout = style({
  display: 'grid',
  // minmax(0, …): the form and the details shrink with the phone, whatever the text size.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['10'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 60rem)': { gridTemplateColumns: '1.5fr 1fr' } },
});

export const form = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (min-width: 40rem)': { padding: vars.space['8'] } },
});

export const row = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const formTitle = style({ fontSize: vars.fontSize['2xl'], color: vars.color.text });

export const submitRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const success = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
  padding: vars.space['8'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: `4px solid ${vars.color.success.solid}`,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const successIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.success.bg,
  color: vars.color.success.text,
});

export const successTitle = style({ fontSize: vars.fontSize['2xl'], color: vars.color.text });

export const aside = style({ display: 'grid', gap: vars.space['6'] });

export const detailList = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const detail = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' });
export const detailIcon = style({
  color: vars.color.primary,
  flexShrink: 0,
  marginBlockStart: '0.15em',
});
export const detailLabel = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const departments = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const departmentTitle = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
