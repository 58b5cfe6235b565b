import type { ComponentPropsWithRef } from 'react';
import { control } from '../_internal/control.css';
import { cx } from '../_internal/cx';
import { Field, type FieldOwnProps, splitFieldProps, useFieldControl } from '../Field/Field';

export type InputProps = ComponentPropsWithRef<'input'>;

/** Bare styled input. Inside a Field it picks up id, aria-describedby and aria-invalid. */
export function Input({ className, ...props }: InputProps) {
  const wired = useFieldControl(props);
  return <input data-slot="input" className={cx(control, className)} {...wired} />;
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
