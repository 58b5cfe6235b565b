import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (min-width: 48rem)': { gridTemplateColumns: 'auto 1fr auto', alignItems: 'center' },
  },
});

export const position = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontWeight: vars.fontWeight.semibold,
});

export const body = style({ display: 'grid', gap: vars.space['2'], minInlineSize: 0 });

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const url = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  gridColumn: '1 / -1',
  '@media': {
    'screen and (min-width: 48rem)': { gridColumn: 'auto', justifyContent: 'flex-end' },
  },
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const pair = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { 'screen and (min-width: 36rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const editorLoading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['8'],
});

export const formNote = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
