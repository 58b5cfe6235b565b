import { Slot } from '@radix-ui/react-slot';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import type { space } from '../theme/themes/base';
import * as styles from './Layout.css';

export type Space = keyof typeof space;

const container = cva(styles.container, {
  variants: { size: styles.containerSize },
  defaultVariants: { size: 'default' },
});
export const containerSizes = ['narrow', 'default', 'full'] as const;

export interface ContainerProps
  extends ComponentPropsWithRef<'div'>,
    VariantProps<typeof container> {
  asChild?: boolean;
}

/** Centred page column with responsive inline padding. */
export function Container({ asChild, size, className, ...props }: ContainerProps) {
  const Comp = asChild ? Slot : 'div';
  return <Comp data-slot="container" className={cx(container({ size }), className)} {...props} />;
}

const flex = cva('', {
  variants: {
    gap: styles.gap,
    align: styles.align,
    justify: styles.justify,
  },
  defaultVariants: { gap: '4' },
});

export interface StackProps extends ComponentPropsWithRef<'div'>, VariantProps<typeof flex> {
  asChild?: boolean;
}

/** Vertical flow with a token gap. */
export function Stack({ asChild, gap, align, justify, className, ...props }: StackProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="stack"
      className={cx(styles.stack, flex({ gap, align, justify }), className)}
      {...props}
    />
  );
}

export interface InlineProps extends StackProps {
  /** Keep children on one line (default wraps). */
  nowrap?: boolean;
}

/** Horizontal, wrapping row with a token gap (respects writing direction). */
export function Inline({
  asChild,
  gap = '3',
  align = 'center',
  justify,
  nowrap,
  className,
  ...props
}: InlineProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="inline"
      className={cx(
        styles.inline,
        nowrap && styles.noWrap,
        flex({ gap, align, justify }),
        className,
      )}
      {...props}
    />
  );
}

export interface GridProps
  extends ComponentPropsWithRef<'div'>,
    Pick<VariantProps<typeof flex>, 'gap'> {
  /** Minimum column width; columns auto-fill (e.g. '16rem'). */
  min?: string;
  asChild?: boolean;
}

/** Responsive grid: as many columns of at least `min` as fit, one column on narrow screens. */
export function Grid({ asChild, min = '16rem', gap = '6', className, style, ...props }: GridProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="grid"
      className={cx(styles.grid, flex({ gap }), className)}
      style={{ ...assignInlineVars({ [styles.gridMin]: min }), ...style }}
      {...props}
    />
  );
}
