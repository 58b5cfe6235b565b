import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { cva } from 'class-variance-authority';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';
import { type ReturnFocusTarget, useReturnFocus } from '../_internal/useReturnFocus';
import { Button } from '../Button/Button';
import * as styles from '../Dialog/Dialog.css';
import { useUiLabels } from '../i18n/labels';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';

export const confirmTones = ['default', 'danger'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

const content = cva(styles.content, {
  variants: { size: styles.size },
  defaultVariants: { size: 'sm' },
});

interface BaseProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (delete, deactivate, reject). */
  tone?: ConfirmTone;
  /** Confirm is in progress: spinner on the confirm button, both buttons disabled. */
  loading?: boolean;
  loadingLabel?: string;
  /** Cancel, Escape. */
  onCancel?: () => void;
  /** Where focus goes on close when the opener is gone or disabled; otherwise it returns to the opener. */
  returnFocus?: ReturnFocusTarget;
}

/**
 * Escape cancels from the moment focus is inside the dialog. Radix listens for Escape only once
 * the dialog is its top layer, which takes an extra render after opening while a toast is shown
 * (the approval toast, say); an Escape pressed in between was lost and the dialog stayed open.
 * When Radix does handle it, it has already prevented the default and this does nothing.
 */
function escapeCancels(loading: boolean, onCancel: (() => void) | undefined) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || loading) return;
    event.preventDefault();
    onCancel?.();
  };
}

export interface ConfirmDialogProps extends BaseProps {
  onConfirm: () => void;
}

/**
 * Confirmation (Radix AlertDialog): focus starts on Cancel, Escape cancels, clicking outside does not;
 * on close focus returns to the control that opened it (else `returnFocus`, else `<main>`).
 * The parent owns `open`; the dialog never closes itself on confirm.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  tone = 'default',
  loading = false,
  loadingLabel,
  onConfirm,
  onCancel,
  returnFocus,
}: ConfirmDialogProps) {
  const focus = useReturnFocus(returnFocus);
  const labels = useUiLabels();
  const confirmLabel = confirmLabelProp ?? labels.confirm;
  const cancelLabel = cancelLabelProp ?? labels.cancel;
  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !loading) onCancel?.();
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={styles.overlay} data-slot="confirm-overlay" />
        <AlertDialogPrimitive.Content
          className={content()}
          data-slot="confirm-dialog"
          data-tone={tone}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onKeyDown={escapeCancels(loading, onCancel)}
        >
          <div className={styles.header}>
            <AlertDialogPrimitive.Title className={styles.title}>
              {title}
            </AlertDialogPrimitive.Title>
            {message ? (
              <AlertDialogPrimitive.Description className={styles.description}>
                {message}
              </AlertDialogPrimitive.Description>
            ) : null}
          </div>
          <div className={styles.footer}>
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={loading}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action asChild>
              <Button
                variant={tone === 'danger' ? 'danger' : 'primary'}
                loading={loading}
                loadingLabel={loadingLabel}
                onClick={(event) => {
                  // Keep the dialog open: the parent closes it (possibly after async work).
                  event.preventDefault();
                  onConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

export interface PromptDialogProps extends BaseProps {
  /** Label of the text input, e.g. 'Rejection reason'. */
  inputLabel: string;
  defaultValue?: string;
  placeholder?: string;
  /** Use a multi-line textarea. */
  multiline?: boolean;
  /** Label only for assistive tech (when the title already says what to type). */
  hideInputLabel?: boolean;
  /** Require a non-blank value before confirming. */
  required?: boolean;
  onConfirm: (value: string) => void;
}

/** Confirmation with a text input, replacing window.prompt: 'Enter rejection reason (optional):'. */
export function PromptDialog({
  open,
  title,
  message,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  tone = 'default',
  loading = false,
  loadingLabel,
  inputLabel,
  defaultValue = '',
  placeholder,
  multiline = false,
  hideInputLabel = false,
  required = false,
  onConfirm,
  onCancel,
  returnFocus,
}: PromptDialogProps) {
  const labels = useUiLabels();
  const confirmLabel = confirmLabelProp ?? labels.ok;
  const cancelLabel = cancelLabelProp ?? labels.cancel;
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();
  const focus = useReturnFocus(returnFocus, {
    onOpenAutoFocus: (event) => {
      event.preventDefault();
      document.getElementById(fieldProps.id)?.focus();
    },
  });
  useEffect(() => {
    if (open) {
      setValue(defaultValue);
      setError(undefined);
    }
  }, [open, defaultValue]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (required && value.trim() === '') {
      setError(labels.enterValue);
      return;
    }
    onConfirm(value);
  };
  const fieldProps = {
    id: `prompt${inputId.replace(/:/g, '')}`,
    label: inputLabel,
    value,
    placeholder,
    required,
    error,
    disabled: loading,
    hideLabel: hideInputLabel,
  };
  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !loading) onCancel?.();
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={styles.overlay} data-slot="prompt-overlay" />
        <AlertDialogPrimitive.Content
          className={content({ size: 'md' })}
          data-slot="prompt-dialog"
          data-tone={tone}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onKeyDown={escapeCancels(loading, onCancel)}
        >
          <form onSubmit={submit} className={styles.body} noValidate>
            <div className={styles.header}>
              <AlertDialogPrimitive.Title className={styles.title}>
                {title}
              </AlertDialogPrimitive.Title>
              {message ? (
                <AlertDialogPrimitive.Description className={styles.description}>
                  {message}
                </AlertDialogPrimitive.Description>
              ) : null}
            </div>
            {multiline ? (
              <TextArea
                {...fieldProps}
                rows={3}
                onChange={(e) => setValue(e.currentTarget.value)}
              />
            ) : (
              <TextField {...fieldProps} onChange={(e) => setValue(e.currentTarget.value)} />
            )}
            <div className={styles.footer}>
              <AlertDialogPrimitive.Cancel asChild>
                <Button variant="outline" disabled={loading}>
                  {cancelLabel}
                </Button>
              </AlertDialogPrimitive.Cancel>
              <Button
                type="submit"
                variant={tone === 'danger' ? 'danger' : 'primary'}
                loading={loading}
                loadingLabel={loadingLabel}
              >
                {confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
