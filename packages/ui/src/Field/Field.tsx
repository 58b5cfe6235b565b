import { Root as LabelRoot } from '@radix-ui/react-label';
import {
  type ComponentPropsWithRef,
  createContext,
  type ReactNode,
  useContext,
  useId,
} from 'react';
import { errorText } from '../_internal/control.css';
import { cx } from '../_internal/cx';
import { Icon } from '../Icon/Icon';
import { useUiLabels } from '../i18n/labels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Field.css';

interface FieldContextValue {
  controlId: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** The surrounding Field, if any (id, described-by ids, invalid/required state). */
export function useField(): FieldContextValue | null {
  return useContext(FieldContext);
}

type ControlAria = {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
};

/** Merges a control's own props with the wiring of its Field (id, aria-describedby, aria-invalid). */
export function useFieldControl<P extends ControlAria>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return {
    ...props,
    id: props.id ?? field.controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}

export interface FieldOwnProps {
  /** Visible label (required for accessibility; hide it visually with `hideLabel`). */
  label: ReactNode;
  /** Help text, e.g. 'Min. 6 characters'. */
  hint?: ReactNode;
  /** Error message; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Show '(optional)' after the label. */
  optional?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  /** Id of the control (also the target of FormErrorSummary links). */
  id?: string;
}

export interface FieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'div'>, 'id'> {
  children: ReactNode;
}

/** Label, required marker, hint and error around one control, all wired for assistive tech. */
export function Field({
  label,
  hint,
  error,
  required = false,
  optional = false,
  disabled = false,
  hideLabel = false,
  id,
  className,
  children,
  ...props
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field${autoId.replace(/:/g, '')}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const labelId = `${controlId}-label`;
  const value: FieldContextValue = {
    controlId,
    labelId,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
    required,
    disabled,
  };
  const labels = useUiLabels();
  const labelNode = (
    <div className={styles.labelRow}>
      <LabelRoot id={labelId} htmlFor={controlId} className={styles.label}>
        {label}
      </LabelRoot>
      {required ? (
        <span className={styles.required} aria-hidden>
          *
        </span>
      ) : null}
      {optional && !required ? <span className={styles.optional}>{labels.optional}</span> : null}
    </div>
  );
  return (
    <FieldContext.Provider value={value}>
      <div
        data-slot="field"
        data-invalid={error ? '' : undefined}
        className={cx(styles.root, className)}
        {...props}
      >
        {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
        {hint ? (
          <p id={hintId} data-slot="field-hint" className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {children}
        {error ? (
          <p id={errorId} data-slot="field-error" className={errorText}>
            <Icon name="alertCircle" size={16} style={{ marginBlockStart: '0.125rem' }} />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}

export function splitFieldProps<P extends FieldOwnProps & { className?: string | undefined }>(
  props: P,
) {
  const { label, hint, error, required, optional, disabled, hideLabel, id, className, ...rest } =
    props;
  return {
    field: { label, hint, error, required, optional, disabled, hideLabel, id, className },
    rest,
  };
}
