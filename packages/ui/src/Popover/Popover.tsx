import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Popover.css';

function Content({
  className,
  sideOffset = 8,
  collisionPadding = 16,
  ...props
}: ComponentPropsWithRef<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        className={cx(styles.content, className)}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

function Trigger(props: ComponentPropsWithRef<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/**
 * A panel anchored to its trigger (Radix Popover: Escape and outside clicks close it, focus
 * returns to the trigger). `Popover.Root` > `Popover.Trigger asChild`, `Popover.Content`.
 */
export const Popover = {
  Root: PopoverPrimitive.Root,
  Trigger,
  Content,
  Close: PopoverPrimitive.Close,
};
