import { Button, Dialog, TextArea } from '@watni/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as styles from './platform.css';

interface ReasonDialogProps {
  title: string;
  description: ReactNode;
  reasonLabel: string;
  reasonHint: string;
  /** Whether a blank reason is refused (with this sentence). */
  requiredMessage?: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  returnFocus?: () => HTMLElement | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** A confirmation that asks why (suspend, reactivate, decline, reject); the reason is trimmed. */
export function ReasonDialog({
  title,
  description,
  reasonLabel,
  reasonHint,
  requiredMessage,
  confirmLabel,
  busyLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
  returnFocus,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (requiredMessage && !trimmed) {
      setError(requiredMessage);
      return;
    }
    setError(undefined);
    onConfirm(trimmed);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content returnFocus={returnFocus}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Header>
        <form onSubmit={submit} noValidate>
          <Dialog.Body className={styles.form}>
            <TextArea
              label={reasonLabel}
              hint={reasonHint}
              required={Boolean(requiredMessage)}
              maxLength={500}
              rows={3}
              value={reason}
              error={error}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button
              type="submit"
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={busy}
              loadingLabel={busyLabel}
            >
              {confirmLabel}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
