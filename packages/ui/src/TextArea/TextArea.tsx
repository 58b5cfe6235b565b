import type { ComponentPropsWithRef } from 'react';
import { control } from '../_internal/control.css';
import { cx } from '../_internal/cx';
import { Field, type FieldOwnProps, splitFieldProps, useFieldControl } from '../Field/Field';
import * as styles from './TextArea.css';

export type TextareaProps = ComponentPropsWithRef<'textarea'>;

/** Bare styled textarea; wired by a surrounding Field. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const wired = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cx(control, styles.textarea, className)}
      {...wired}
    />
  );
}

export interface TextAreaProps
  extends FieldOwnProps,
    Omit<TextareaProps, 'id' | 'required' | 'disabled'> {
  textareaClassName?: string;
}

export function TextArea({ textareaClassName, ...props }: TextAreaProps) {
  const { field, rest } = splitFieldProps(props);
  return (
    <Field {...field}>
      <Textarea className={textareaClassName} {...rest} />
    </Field>
  );
}
