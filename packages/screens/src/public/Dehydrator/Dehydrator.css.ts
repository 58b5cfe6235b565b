import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

export const crumbs = style({
  paddingBlock: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The specifications scroll inside their own region on a narrow phone, not the page. */
export const specScroll = style({ overflowX: 'auto', maxInlineSize: '100%' });

export const specTable = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const specCaption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space['3'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${specTable} th, ${specTable} td`, {
  paddingInline: vars.space['5'],
  paddingBlock: vars.space['3'],
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${specTable} tbody tr:last-child th, ${specTable} tbody tr:last-child td`, {
  borderBlockEnd: 'none',
});
globalStyle(`${specTable} thead th`, {
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${specTable} tbody th`, {
  inlineSize: '35%',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const warranty = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const warrantyTitle = style({ fontSize: vars.fontSize.xl, color: 'inherit' });
export const warrantyText = style({ color: 'inherit', marginBlockStart: vars.space['2'] });
