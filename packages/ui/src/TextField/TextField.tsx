import type { ChangeEvent, ClipboardEvent, ComponentPropsWithRef, SyntheticEvent } from 'react';
import { control } from '../_internal/control.css';
import { cx } from '../_internal/cx';
import { Field, type FieldOwnProps, splitFieldProps, useFieldControl } from '../Field/Field';
import { isNumericInput, latinDigits } from '../NumberField/latinDigits';

export type InputProps = ComponentPropsWithRef<'input'>;
type BeforeInputEvent = Parameters<NonNullable<InputProps['onBeforeInput']>>[0];

/**
 * Types `text` into the focused input in place of what the user typed or pasted (one undo step,
 * the caret after it, and the input event React reads as a change). A number input keeps no
 * caret a script may set, so this is the one way to give it Latin digits while typing.
 */
function insertInstead(event: SyntheticEvent<HTMLInputElement>, typed: string): void {
  const latin = latinDigits(typed);
  if (latin === typed) return;
  event.preventDefault();
  const input = event.currentTarget;
  if (document.execCommand?.('insertText', false, latin)) return;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, input.value + latin);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Bare styled input. Inside a Field it picks up id, aria-describedby and aria-invalid. A numeric
 * input (inputMode numeric/decimal/tel, type tel/number) takes Urdu and Arabic-Indic digits and
 * holds Latin ones: what the change handler reads is already `1000` for a typed `۱۰۰۰`.
 */
export function Input({ className, onChange, onBeforeInput, onPaste, ...props }: InputProps) {
  const wired = useFieldControl(props);
  if (!isNumericInput(props)) {
    return (
      <input
        data-slot="input"
        className={cx(control, className)}
        onChange={onChange}
        onBeforeInput={onBeforeInput}
        onPaste={onPaste}
        {...wired}
      />
    );
  }
  const handleBeforeInput = (event: BeforeInputEvent) => {
    onBeforeInput?.(event);
    const typed = (event.nativeEvent as { data?: string | null }).data;
    if (!event.defaultPrevented && typed) insertInstead(event, typed);
  };
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    const pasted = event.clipboardData?.getData('text');
    if (!event.defaultPrevented && pasted) insertInstead(event, pasted);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Autofill or a keyboard whose digits came past beforeinput: same length, so the caret stays.
    const input = event.currentTarget;
    const latin = latinDigits(input.value);
    if (latin !== input.value) {
      const caret = input.type === 'number' ? null : input.selectionStart;
      input.value = latin;
      if (caret !== null) input.setSelectionRange(caret, caret);
    }
    onChange?.(event);
  };
  return (
    <input
      data-slot="input"
      className={cx(control, className)}
      {...wired}
      onChange={handleChange}
      onBeforeInput={handleBeforeInput}
      onPaste={handlePaste}
    />
  );
}

export interface TextFieldProps
  extends FieldOwnProps,
    Omit<InputProps, 'id' | 'required' | 'disabled'> {
  inputClassName?: string;
}

/** `<TextField label="Email" type="email" required error={...} hint={...} />` */
export function TextField({ inputClassName, type = 'text', ...props }: TextFieldProps) {
  const { field, rest } = splitFieldProps(props);
  return (
    <Field {...field}>
      <Input type={type} className={inputClassName} {...rest} />
    </Field>
  );
}
