import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import { type ReturnFocusTarget, useReturnFocus } from '../_internal/useReturnFocus';
import { Icon } from '../Icon/Icon';
import { useUiLabels } from '../i18n/labels';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

const content = cva(styles.content, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

export interface DialogContentProps
  extends ComponentPropsWithRef<typeof DialogPrimitive.Content>,
    VariantProps<typeof content> {
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  hideClose?: boolean;
  /**
   * Where focus goes on close when the element that opened the dialog is gone or disabled
   * (e.g. the next row after a delete). Focus returns to the opener otherwise.
   */
  returnFocus?: ReturnFocusTarget;
}

function Content({
  size,
  closeLabel: closeLabelProp,
  hideClose,
  returnFocus,
  onOpenAutoFocus,
  onCloseAutoFocus,
  className,
  children,
  ...props
}: DialogContentProps) {
  const focus = useReturnFocus(returnFocus, { onOpenAutoFocus, onCloseAutoFocus });
  const labels = useUiLabels();
  const closeLabel = closeLabelProp ?? labels.close;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={styles.overlay} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cx(content({ size }), className)}
        {...props}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className={styles.close}
            aria-label={closeLabel}
            data-slot="dialog-close-icon"
          >
            <Icon name="x" size={20} />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function Header({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div data-slot="dialog-header" className={cx(styles.header, className)} {...props} />;
}

function Title({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cx(styles.title, className)}
      {...props}
    />
  );
}

function Description({
  className,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cx(styles.description, className)}
      {...props}
    />
  );
}

function Body({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div data-slot="dialog-body" className={cx(styles.body, className)} {...props} />;
}

function Footer({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div data-slot="dialog-footer" className={cx(styles.footer, className)} {...props} />;
}

function Trigger(props: ComponentPropsWithRef<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function Close(props: ComponentPropsWithRef<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/**
 * Modal dialog (Radix): focus trapped, Escape closes, focus returns to whatever opened it
 * (a `Dialog.Trigger` or any other control), else to `returnFocus`.
 * `Dialog.Root` > `Dialog.Trigger`, `Dialog.Content` > `Dialog.Header` (Title, Description), `Dialog.Body`, `Dialog.Footer` (`Dialog.Close asChild`).
 */
export const Dialog = {
  Root: DialogPrimitive.Root,
  Trigger,
  Content,
  Header,
  Title,
  Description,
  Body,
  Footer,
  Close,
};
