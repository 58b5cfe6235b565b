import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Badge.css';

export const badgeTones = [
  'neutral',
  'primary',
  'accent',
  'info',
  'success',
  'warning',
  'danger',
] as const;
export const badgeVariants = ['soft', 'solid'] as const;
export const badgeSizes = ['sm', 'md'] as const;

export type BadgeTone = (typeof badgeTones)[number];

const badge = cva(styles.base, {
  variants: {
    tone: styles.soft,
    variant: { soft: '', solid: '' },
    size: styles.size,
  },
  // Solid classes are declared after soft ones, so they win where both apply.
  compoundVariants: badgeTones.map((tone) => ({
    tone,
    variant: 'solid' as const,
    class: styles.solid[tone],
  })),
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'sm' },
});

export interface BadgeProps extends ComponentPropsWithRef<'span'>, VariantProps<typeof badge> {
  /** Small status dot before the label. */
  dot?: boolean;
}

/** Short status or role label: 'Teacher', 'Required', 'Draft', 'Paid'. */
export function Badge({
  tone,
  variant,
  size,
  dot = false,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      className={cx(badge({ tone, variant, size }), className)}
      {...props}
    >
      {dot ? <span className={styles.dot} aria-hidden /> : null}
      {children}
    </span>
  );
}
