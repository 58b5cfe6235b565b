import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Card.css';

export const cardVariants = ['elevated', 'outline', 'subtle'] as const;

const card = cva(styles.root, {
  variants: { variant: styles.variant, interactive: { true: styles.interactive, false: '' } },
  defaultVariants: { variant: 'elevated', interactive: false },
});

export interface CardRootProps extends ComponentPropsWithRef<'div'>, VariantProps<typeof card> {
  asChild?: boolean;
}

function Root({ asChild, variant, interactive, className, ...props }: CardRootProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp data-slot="card" className={cx(card({ variant, interactive }), className)} {...props} />
  );
}

function Header({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div data-slot="card-header" className={cx(styles.header, className)} {...props} />;
}

export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /** Heading level in the page outline (look stays the same). */
  level?: 2 | 3 | 4;
}

function Title({ level = 3, className, ...props }: CardTitleProps) {
  const H = `h${level}` as const;
  return <H data-slot="card-title" className={cx(styles.title, className)} {...props} />;
}

function Description({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return (
    <p data-slot="card-description" className={cx(styles.description, className)} {...props} />
  );
}

function Body({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div data-slot="card-body" className={cx(styles.body, className)} {...props} />;
}

function Footer({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div data-slot="card-footer" className={cx(styles.footer, className)} {...props} />;
}

/** Surface grouping related content: `Card.Root` > `Card.Header` (Title, Description), `Card.Body`, `Card.Footer`. */
export const Card = { Root, Header, Title, Description, Body, Footer };
