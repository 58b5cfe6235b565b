import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'inherit',
  lineHeight: 0,
});

export const svg = style({
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Keep a slow turn rather than none so "busy" still reads as busy.
    '(prefers-reduced-motion: reduce)': { animation: `${spin} 2.4s linear infinite !important` },
  },
});

export const track = style({ opacity: 0.22 });

export const size = styleVariants({
  sm: { inlineSize: '1rem', blockSize: '1rem' },
  md: { inlineSize: '1.5rem', blockSize: '1.5rem' },
  lg: { inlineSize: '2.5rem', blockSize: '2.5rem' },
});

export const tone = styleVariants({
  current: { color: 'currentColor' },
  primary: { color: vars.color.primary },
});

export const fullPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  minBlockSize: '100dvh',
  paddingInline: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const fill = style({ minBlockSize: '16rem', blockSize: '100%' });
