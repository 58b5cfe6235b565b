import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './LinkButton.css';

export const linkButtonTones = ['default', 'muted', 'danger'] as const;
export const linkButtonSizes = ['sm', 'md', 'inherit'] as const;

const linkButton = cva(styles.base, {
  variants: { tone: styles.tone, size: styles.size },
  defaultVariants: { tone: 'default', size: 'inherit' },
});

export interface LinkButtonProps
  extends ComponentPropsWithRef<'button'>,
    VariantProps<typeof linkButton> {
  /** Render the child (an `<a>` or router Link) with link styling. */
  asChild?: boolean;
}

/** Looks like a text link. A `<button>` for actions, or any link element with `asChild`. */
export function LinkButton({ asChild, tone, size, className, type, ...props }: LinkButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="link-button"
      className={cx(linkButton({ tone, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
