import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'end',
});

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const card = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const text = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const file = style({ display: 'grid', gap: vars.space['1'], color: vars.color.text });

/** GIFT and Aiken are read line by line: a fixed-width face keeps the lines as written. */
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre',
  overflowX: 'auto',
});

export const problems = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  paddingInlineStart: vars.space['4'],
});

export const previewList = style({
  display: 'grid',
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
  maxHeight: '20rem',
  overflowY: 'auto',
});

export const previewItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const previewText = style({
  flex: '1 1 12rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const menu = style({
  display: 'grid',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const menuItem = style({ width: '100%', justifyContent: 'flex-start' });

/** The chosen QTI 3.0 package's name, in place of the text field, with a way back to text. */
export const packageRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
