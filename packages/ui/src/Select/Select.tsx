import * as SelectPrimitive from '@radix-ui/react-select';
import type { ComponentPropsWithRef } from 'react';
import { control } from '../_internal/control.css';
import { cx } from '../_internal/cx';
import { Field, type FieldOwnProps, useFieldControl } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import { useUiLabels } from '../i18n/labels';
import * as styles from './Select.css';

export interface SelectOption {
  /** Must not be the empty string (Radix reserves it for "no value"). */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldOwnProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Form field name: a hidden native select carries the value in form submissions. */
  name?: string;
  className?: string;
  triggerClassName?: string;
  ref?: ComponentPropsWithRef<'button'>['ref'];
}

function Trigger({
  placeholder,
  className,
  ref,
  ...props
}: ComponentPropsWithRef<'button'> & { placeholder?: string | undefined }) {
  const wired = useFieldControl<typeof props & { required?: boolean | undefined }>(props);
  const { required, disabled: _disabled, ...aria } = wired;
  return (
    <SelectPrimitive.Trigger
      ref={ref}
      data-slot="select-trigger"
      className={cx(control, styles.trigger, className)}
      aria-required={required || undefined}
      {...aria}
    >
      <span className={styles.value}>
        <SelectPrimitive.Value placeholder={placeholder} />
      </span>
      <SelectPrimitive.Icon asChild>
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/** Labelled single-choice dropdown (Radix Select): keyboard, typeahead and ARIA built in. */
export function Select({
  label,
  hint,
  error,
  required,
  optional,
  disabled,
  hideLabel,
  id,
  className,
  triggerClassName,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder: placeholderProp,
  name,
  ref,
}: SelectProps) {
  const labels = useUiLabels();
  const placeholder = placeholderProp ?? labels.select;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      disabled={disabled}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      <SelectPrimitive.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        required={required}
        disabled={disabled}
      >
        <Trigger ref={ref} placeholder={placeholder} className={triggerClassName} />
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            className={styles.content}
          >
            <SelectPrimitive.Viewport className={styles.viewport}>
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                  data-slot="select-item"
                >
                  <SelectPrimitive.ItemIndicator className={styles.indicator}>
                    <Icon name="check" size={16} />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </Field>
  );
}
