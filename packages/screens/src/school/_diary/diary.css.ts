import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const stack = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
});
export const tight = style({ display: 'grid', gap: vars.space['1'] });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});
export const dayNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const dayLabel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '2px',
  flex: '1 1 10rem',
  textAlign: 'center',
});
export const list = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0 });
export const post = style({
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minInlineSize: 0,
});
export const subject = style({ fontWeight: 600, fontSize: vars.fontSize.md, margin: 0 });
export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.7,
});
export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const fileInput = style({ maxInlineSize: '100%', fontSize: vars.fontSize.sm });
export const legend = style({ fontWeight: 500, fontSize: vars.fontSize.sm });
export const receipts = style({ fontSize: vars.fontSize.sm, minInlineSize: 0 });
export const receiptsSummary = style({ cursor: 'pointer', fontWeight: 500 });
export const readers = style({
  margin: 0,
  marginBlockStart: vars.space['2'],
  paddingInlineStart: vars.space['4'],
  display: 'grid',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});
