import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const questions = style({
  display: 'grid',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const question = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const questionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const questionText = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const answers = style({ display: 'grid', gap: vars.space['1'], margin: 0 });

export const answerRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) 1fr',
  gap: vars.space['2'],
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr' } },
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const definition = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const feedback = style({
  margin: 0,
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `3px solid ${vars.color.primary}`,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
});
