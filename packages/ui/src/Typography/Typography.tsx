import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Typography.css';

export const headingSizes = ['display', 'xl', 'lg', 'md', 'sm'] as const;
export const textTones = ['default', 'muted', 'primary', 'danger', 'success', 'inherit'] as const;
export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;

const heading = cva(styles.heading, {
  variants: { size: styles.headingSize },
  defaultVariants: { size: 'lg' },
});

export interface HeadingProps extends ComponentPropsWithRef<'h2'>, VariantProps<typeof heading> {
  /** Document outline level; the look is set by `size`. */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  asChild?: boolean;
}

export function Heading({ level = 2, size, asChild, className, ...props }: HeadingProps) {
  const Comp = asChild ? Slot : (`h${level}` as const);
  return <Comp data-slot="heading" className={cx(heading({ size }), className)} {...props} />;
}

const text = cva(styles.text, {
  variants: { size: styles.textSize, tone: styles.textTone, weight: styles.textWeight },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});

export interface TextProps extends ComponentPropsWithRef<'p'>, VariantProps<typeof text> {
  asChild?: boolean;
}

export function Text({ size, tone, weight, asChild, className, ...props }: TextProps) {
  const Comp = asChild ? Slot : 'p';
  return (
    <Comp data-slot="text" className={cx(text({ size, tone, weight }), className)} {...props} />
  );
}

export interface ProseProps extends ComponentPropsWithRef<'div'> {
  /**
   * Trusted, already-sanitised HTML (e.g. a lesson's content_body). Sanitising is the caller's job.
   */
  html?: string;
}

/** Typographic rhythm for long-form or author-supplied HTML. */
export function Prose({ html, className, children, ...props }: ProseProps) {
  if (html !== undefined) {
    return (
      <div
        data-slot="prose"
        className={cx(styles.prose, className)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendering author HTML is the purpose; callers sanitise
        dangerouslySetInnerHTML={{ __html: html }}
        {...props}
      />
    );
  }
  return (
    <div data-slot="prose" className={cx(styles.prose, className)} {...props}>
      {children}
    </div>
  );
}
