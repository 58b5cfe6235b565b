import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import { useUiLabels } from '../i18n/labels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['current', 'primary'] as const;

const spinner = cva(styles.root, {
  variants: { size: styles.size, tone: styles.tone },
  defaultVariants: { size: 'md', tone: 'primary' },
});

export interface SpinnerProps extends ComponentPropsWithRef<'span'>, VariantProps<typeof spinner> {
  /** Announced to screen readers. */
  label?: string;
  /** Purely visual (inside a button that already says it is busy): no role, no label. */
  decorative?: boolean;
}

export function Spinner({
  label: labelProp,
  decorative = false,
  size,
  tone,
  className,
  ...props
}: SpinnerProps) {
  const labels = useUiLabels();
  const label = labelProp ?? labels.loading;
  return (
    <span
      data-slot="spinner"
      className={cx(spinner({ size, tone }), className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'status' })}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        className={cx(styles.svg, styles.size[size ?? 'md'])}
      >
        <circle
          className={styles.track}
          cx="12"
          cy="12"
          r="9"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {decorative ? null : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}

export interface FullPageLoaderProps extends ComponentPropsWithRef<'div'> {
  /** Visible and announced text. */
  label?: string;
  /** Fill the parent instead of the whole viewport height. */
  fill?: boolean;
}

/** Centred spinner with a visible label, e.g. while authentication state loads. */
export function FullPageLoader({
  label: labelProp,
  fill,
  className,
  ...props
}: FullPageLoaderProps) {
  const labels = useUiLabels();
  const label = labelProp ?? labels.loadingEllipsis;
  return (
    <div
      data-slot="full-page-loader"
      role="status"
      aria-live="polite"
      className={cx(styles.fullPage, fill && styles.fill, className)}
      {...props}
    >
      <Spinner size="lg" decorative />
      <span>{label}</span>
    </div>
  );
}
