import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const form = style({ display: 'grid', gap: vars.space['6'] });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.linkHover },
});

export const section = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 30rem)': { padding: vars.space['4'] } },
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const row = style({
  display: 'grid',
  alignItems: 'start',
  gap: vars.space['4'],
  '@media': {
    'screen and (min-width: 40rem)': {
      gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    },
  },
});

export const questionsHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const total = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const questions = style({
  display: 'grid',
  gap: vars.space['5'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const question = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  '@media': { 'screen and (max-width: 30rem)': { padding: vars.space['3'] } },
});

export const questionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const questionTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const group = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['1'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const itemRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space['2'],
});

/** Lines the remove button up with the input (below the field's label, above its error). */
export const itemRemove = style({
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.snug} + ${vars.space['2']})`,
});

export const groupError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger.solid,
});

export const addRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const footerTotal = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  '@media': { 'screen and (min-width: 40rem)': { fontSize: vars.fontSize.lg } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  position: 'sticky',
  bottom: vars.space['2'],
  zIndex: 1,
  padding: vars.space['3'],
  // Clear of the floating theme picker in the bottom corner (3rem wide, 1rem from the edge).
  paddingInlineEnd: '4.5rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.md,
});
