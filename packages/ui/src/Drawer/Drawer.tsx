import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './Drawer.css';

export interface DrawerContentProps
  extends Omit<ComponentPropsWithRef<typeof DialogPrimitive.Content>, 'title'> {
  /** The drawer's heading (its accessible name). */
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

function Content({
  title,
  closeLabel = 'Close',
  className,
  children,
  ...props
}: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="drawer-overlay" className={styles.overlay} />
      <DialogPrimitive.Content
        data-slot="drawer-content"
        className={cx(styles.content, className)}
        aria-describedby={undefined}
        {...props}
      >
        <div className={styles.header}>
          <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className={styles.close}
            aria-label={closeLabel}
            data-slot="drawer-close"
          >
            <Icon name="x" size={20} />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function Trigger(props: ComponentPropsWithRef<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="drawer-trigger" {...props} />;
}

/**
 * A side sheet along the inline-start edge (Radix Dialog: focus moves in and is trapped, Escape
 * and the overlay close it, focus returns to the trigger). For navigation on narrow screens.
 * `Drawer.Root` > `Drawer.Trigger`, `Drawer.Content title=…` > children, `Drawer.Close`.
 */
export const Drawer = {
  Root: DialogPrimitive.Root,
  Trigger,
  Content,
  Close: DialogPrimitive.Close,
};
