import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

// `minmax(0, 1fr)`: at 200 % text a long word ("announcements") widened the grid past a 375 px
// phone and the page scrolled sideways; the track now keeps the page's width and the word wraps.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
});

export const form = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({ fontWeight: 600, paddingBlockEnd: vars.space['2'] });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const item = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const preview = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const previewLanguage = style({ display: 'grid', gap: vars.space['1'] });
export const bubble = style({
  margin: 0,
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
