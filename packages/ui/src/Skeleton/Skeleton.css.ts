import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const width = createVar();
export const height = createVar();

export const base = style({
  display: 'block',
  inlineSize: width,
  blockSize: height,
  background: `linear-gradient(90deg, ${vars.color.surfaceAlt} 25%, ${vars.color.border} 50%, ${vars.color.surfaceAlt} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  vars: { [width]: '100%', [height]: '1rem' },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { borderRadius: vars.radius.sm, blockSize: '0.875rem' },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full },
});

export const lines = style({ display: 'grid', gap: vars.space['2'] });
