import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = [
  'primary',
  'secondary',
  'accent',
  'outline',
  'ghost',
  'danger',
] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const buttonStyles = cva(styles.base, {
  variants: { variant: styles.variant, size: styles.size },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps
  extends ComponentPropsWithRef<'button'>,
    VariantProps<typeof buttonStyles> {
  /** Render the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
  /**
   * Busy: shows a spinner and `loadingLabel`, sets aria-busy and aria-disabled and ignores clicks.
   * It stays focusable (a `disabled` button drops keyboard focus to `<body>`).
   */
  loading?: boolean;
  /** Text while loading, e.g. 'Submitting...'. Defaults to the normal children. */
  loadingLabel?: ReactNode;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  fullWidth?: boolean;
  /** Square button holding only an icon; give it an aria-label. */
  iconOnly?: boolean;
}

export function Button({
  asChild = false,
  variant,
  size,
  loading = false,
  loadingLabel,
  startIcon,
  endIcon,
  fullWidth,
  iconOnly,
  disabled,
  className,
  children,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const busy = loading || undefined;
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cx(
        buttonStyles({ variant, size }),
        fullWidth && styles.fullWidth,
        iconOnly && styles.iconOnly[size ?? 'md'],
        className,
      )}
      aria-busy={busy}
      {...(asChild
        ? { 'aria-disabled': disabled || loading || undefined }
        : {
            type: type ?? 'button',
            disabled,
            'aria-disabled': (loading && !disabled) || undefined,
          })}
      {...props}
      // While busy a click (or Enter in a form) must not act again: no second submit.
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <Spinner size="sm" tone="current" decorative /> : startIcon}
      {loading && loadingLabel !== undefined && !asChild ? (
        loadingLabel
      ) : (
        <Slottable>{children}</Slottable>
      )}
      {loading ? null : endIcon}
    </Comp>
  );
}
