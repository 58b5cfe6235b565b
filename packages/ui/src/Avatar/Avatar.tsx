import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

const avatar = cva(styles.root, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

/** 'Ayesha Khan' -> 'AK'; 'ayesha' -> 'A'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export interface AvatarProps
  extends Omit<ComponentPropsWithRef<typeof AvatarPrimitive.Root>, 'children'>,
    VariantProps<typeof avatar> {
  /** Person's name: accessible name and source of the initials fallback. */
  name: string;
  src?: string;
}

/** Photo with an initials fallback (Radix Avatar). */
export function Avatar({ name, src, size, className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      role="img"
      aria-label={name}
      className={cx(avatar({ size }), className)}
      {...props}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className={styles.image} /> : null}
      <AvatarPrimitive.Fallback className={styles.fallback} delayMs={src ? 400 : 0} aria-hidden>
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
