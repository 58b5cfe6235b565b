import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

const skeleton = cva(styles.base, {
  variants: { shape: styles.shape },
  defaultVariants: { shape: 'rect' },
});

export interface SkeletonProps
  extends ComponentPropsWithRef<'span'>,
    VariantProps<typeof skeleton> {
  width?: string;
  height?: string;
  /** Render this many text lines (last one shorter). */
  lines?: number;
}

/** Placeholder shape while content loads. Decorative: pair with an accessible loading status. */
export function Skeleton({
  shape,
  width,
  height,
  lines,
  className,
  style,
  ...props
}: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <span
        data-slot="skeleton"
        aria-hidden
        className={cx(styles.lines, className)}
        style={style}
        {...props}
      >
        {Array.from({ length: lines }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
            key={i}
            className={skeleton({ shape: 'text' })}
            style={assignInlineVars({
              [styles.width]: i === lines - 1 ? '60%' : (width ?? '100%'),
            })}
          />
        ))}
      </span>
    );
  }
  const dims: Record<string, string> = {};
  if (width) dims[styles.width] = width;
  if (height) dims[styles.height] = height;
  return (
    <span
      data-slot="skeleton"
      aria-hidden
      className={cx(skeleton({ shape }), className)}
      style={{ ...assignInlineVars(dims), ...style }}
      {...props}
    />
  );
}
