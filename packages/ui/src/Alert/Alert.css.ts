import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  borderWidth: 1,
  borderStyle: 'solid',
  borderInlineStartWidth: 4,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

const tone = (t: 'success' | 'warning' | 'danger' | 'info') => ({
  background: vars.color[t].bg,
  color: vars.color[t].text,
  borderColor: vars.color[t].border,
  borderInlineStartColor: vars.color[t].solid,
});

export const tones = styleVariants({
  info: tone('info'),
  success: tone('success'),
  warning: tone('warning'),
  error: tone('danger'),
});

export const icon = style({ marginBlockStart: '0.0625rem', flexShrink: 0 });
export const content = style({ flex: 1, minInlineSize: 0, display: 'grid', gap: vars.space['1'] });
export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });
export const action = style({ flexShrink: 0, alignSelf: 'center' });

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  marginBlock: '-0.25rem',
  marginInlineEnd: '-0.25rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgb(0 0 0 / 0.06)' } },
});
