import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Logo.css';

export const logoSizes = ['sm', 'md', 'lg'] as const;

const logo = cva(styles.root, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface LogoProps extends ComponentPropsWithRef<'span'>, VariantProps<typeof logo> {
  /** Wordmark text. */
  name?: string;
  /** Only the mark (give the surrounding link an accessible name). */
  markOnly?: boolean;
}

/** Watni mark and wordmark, drawn in the active theme's colours. */
export function Logo({ name = 'Watni', markOnly = false, size, className, ...props }: LogoProps) {
  return (
    <span data-slot="logo" className={cx(logo({ size }), className)} {...props}>
      <svg viewBox="0 0 32 32" className={styles.mark} aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" className={styles.markBg} />
        <path
          d="M7.5 10.5 11 22l5-9 5 9 3.5-11.5"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={styles.markFg}
        />
        <circle cx="24.5" cy="7.5" r="2.6" className={styles.markDot} />
      </svg>
      {markOnly ? null : <span>{name}</span>}
    </span>
  );
}
