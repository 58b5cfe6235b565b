import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const panel = style({ display: 'grid', gap: vars.space['4'], paddingTop: vars.space['4'] });

export const who = style({ display: 'grid', gap: vars.space['1'] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const detail = style({ display: 'grid', gap: vars.space['5'] });

export const detailHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const detailTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  // Focused by script when a submission opens (tabIndex -1): no ring on a non-interactive heading.
  ':focus': { outline: 'none' },
});

export const summary = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});

export const fact = style({ display: 'grid', gap: vars.space['1'] });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const questions = style({
  display: 'grid',
  gap: vars.space['4'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const question = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const questionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const questionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const questionText = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const answerBlock = style({ display: 'grid', gap: vars.space['1'] });

export const answer = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const grading = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: '16rem 1fr', alignItems: 'start' },
  },
});

export const form = style({ display: 'grid', gap: vars.space['5'] });

export const formFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});
