import { Root as LabelRoot } from '@radix-ui/react-label';
import * as RadioPrimitive from '@radix-ui/react-radio-group';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import {
  choiceDescription,
  choiceLabel,
  choiceRow,
  choiceText,
  errorText,
  toggleBox,
} from '../_internal/control.css';
import { cx } from '../_internal/cx';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as styles from './RadioGroup.css';

export const radioGroupVariants = ['default', 'cards'] as const;

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<ComponentPropsWithRef<typeof RadioPrimitive.Root>, 'children' | 'asChild'> {
  /** Group label (names the radiogroup). */
  label: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: ReactNode;
  variant?: (typeof radioGroupVariants)[number];
}

/** Labelled group of radio buttons (Radix): arrow keys move, one tab stop. */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  variant = 'default',
  orientation = 'vertical',
  required,
  id,
  className,
  ...props
}: RadioGroupProps) {
  const autoId = useId();
  const groupId = id ?? `radio${autoId.replace(/:/g, '')}`;
  const labelId = `${groupId}-label`;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  return (
    <div data-slot="radio-group-field" className={cx(styles.root, className)}>
      <div className={fieldStyles.labelRow}>
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
        {required ? (
          <span className={fieldStyles.required} aria-hidden>
            *
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <RadioPrimitive.Root
        id={groupId}
        data-slot="radio-group"
        aria-labelledby={labelId}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        required={required}
        orientation={orientation}
        className={styles.items[orientation]}
        {...props}
      >
        {options.map((option) => {
          const itemId = `${groupId}-${option.value}`;
          const descId = option.description ? `${itemId}-description` : undefined;
          return (
            <div
              key={option.value}
              className={cx(choiceRow, variant === 'cards' && styles.card)}
              data-slot="radio-option"
            >
              <RadioPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={descId}
                className={cx(toggleBox, styles.radio)}
                data-slot="radio"
              >
                <RadioPrimitive.Indicator className={styles.dot} />
              </RadioPrimitive.Item>
              <span className={choiceText}>
                <LabelRoot
                  htmlFor={itemId}
                  className={choiceLabel}
                  data-disabled={option.disabled ? '' : undefined}
                >
                  {option.label}
                </LabelRoot>
                {option.description ? (
                  <span id={descId} className={choiceDescription}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </RadioPrimitive.Root>
      {error ? (
        <p id={errorId} className={errorText}>
          <Icon name="alertCircle" size={16} style={{ marginBlockStart: '0.125rem' }} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
