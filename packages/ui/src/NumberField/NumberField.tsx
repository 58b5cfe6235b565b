import type { ChangeEvent } from 'react';
import { cx } from '../_internal/cx';
import { Field, splitFieldProps } from '../Field/Field';
import { Input, type TextFieldProps } from '../TextField/TextField';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<TextFieldProps, 'type'> {
  min?: number;
  max?: number;
  step?: number | 'any';
  /** Called with the parsed number, or null when the input is empty or not a number. */
  onValueChange?: (value: number | null) => void;
  fullWidth?: boolean;
}

/** Number input (type=number) with min/max/step, e.g. a price with step 0.01. */
export function NumberField({
  onValueChange,
  onChange,
  step,
  fullWidth,
  inputClassName,
  ...props
}: NumberFieldProps) {
  const { field, rest } = splitFieldProps(props);
  const decimal = typeof step === 'number' ? !Number.isInteger(step) : step === 'any';
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (onValueChange) {
      const n = event.currentTarget.valueAsNumber;
      onValueChange(Number.isNaN(n) ? null : n);
    }
  };
  return (
    <Field {...field}>
      <Input
        type="number"
        inputMode={decimal ? 'decimal' : 'numeric'}
        step={step}
        onChange={handleChange}
        className={cx(styles.number, fullWidth && styles.fullWidth, inputClassName)}
        {...rest}
      />
    </Field>
  );
}
