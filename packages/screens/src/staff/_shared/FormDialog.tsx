import { Button, Dialog, type ReturnFocusTarget } from '@watni/ui';
import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { useStaffMessages } from '../../messages/areas';

/**
 * The state of a dialog's form: values, a setter per field, and a submit that validates first,
 * shows the errors beside the fields and moves focus to the first invalid one, or hands the
 * values on when there are none.
 */
export function useValidatedForm<V extends object, E extends object>(
  initial: V,
  validate: (values: V) => E,
  onValid: (values: V) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const formRef = useRef<HTMLFormElement | null>(null);
  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
    else
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
  };
  return { values, setValues, set, errors, formRef, submit };
}

interface FormDialogProps {
  title: ReactNode;
  submitLabel: string;
  saving: boolean;
  /** The form's layout class (also given to the dialog's body). */
  formClassName: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** Where focus goes on close when the control that opened the dialog is gone (it returns there otherwise). */
  returnFocus?: ReturnFocusTarget;
  children: ReactNode;
}

/** A modal form of the staff screens: title, fields, Cancel and the submit button. */
export function FormDialog({
  title,
  submitLabel,
  saving,
  formClassName,
  formRef,
  onSubmit,
  onClose,
  returnFocus,
  children,
}: FormDialogProps) {
  const staffMessages = useStaffMessages();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="lg" aria-describedby={undefined} returnFocus={returnFocus}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <form ref={formRef} className={formClassName} onSubmit={onSubmit} noValidate>
          <Dialog.Body className={formClassName}>{children}</Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                {staffMessages.common.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={saving} loadingLabel={staffMessages.common.saving}>
              {submitLabel}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
