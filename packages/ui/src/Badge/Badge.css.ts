import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.4,
  // Short labels stay on one line; a long one ("SMS & WhatsApp Notifications" at 200 % text on a
  // phone) wraps instead of pushing the page sideways.
  maxInlineSize: '100%',
  overflowWrap: 'anywhere',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.xs, paddingInline: vars.space['2'], paddingBlock: '0.0625rem' },
  md: { fontSize: vars.fontSize.sm, paddingInline: vars.space['3'], paddingBlock: '0.125rem' },
});

const status = (t: 'success' | 'warning' | 'danger' | 'info') => ({
  soft: {
    background: vars.color[t].bg,
    color: vars.color[t].text,
    borderColor: vars.color[t].border,
  },
  solid: {
    background: vars.color[t].solid,
    color: vars.color[t].onSolid,
    borderColor: 'transparent',
  },
});

export const soft = styleVariants({
  neutral: {
    background: vars.color.surfaceAlt,
    color: vars.color.text,
    borderColor: vars.color.border,
  },
  primary: { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
  info: status('info').soft,
  success: status('success').soft,
  warning: status('warning').soft,
  danger: status('danger').soft,
});

export const solid = styleVariants({
  neutral: {
    background: vars.color.secondary,
    color: vars.color.onSecondary,
    borderColor: 'transparent',
  },
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    borderColor: 'transparent',
  },
  accent: { background: vars.color.accent, color: vars.color.onAccent, borderColor: 'transparent' },
  info: status('info').solid,
  success: status('success').solid,
  warning: status('warning').solid,
  danger: status('danger').solid,
});

export const dot = style({
  inlineSize: '0.4rem',
  blockSize: '0.4rem',
  borderRadius: vars.radius.full,
  background: 'currentColor',
});
