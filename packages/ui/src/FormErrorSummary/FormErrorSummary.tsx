import {
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';
import { cx } from '../_internal/cx';
import { Icon } from '../Icon/Icon';
import { useUiLabels } from '../i18n/labels';
import * as styles from './FormErrorSummary.css';

export interface FormErrorItem {
  /** Id of the field control to move focus to (as passed to TextField `id`). Omit for form-level errors. */
  fieldId?: string;
  message: ReactNode;
}

export interface FormErrorSummaryProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  errors: readonly FormErrorItem[];
  title?: ReactNode;
  /** Move focus to the summary when it appears (after a failed submit). */
  autoFocus?: boolean;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/** role=alert list of the form's errors; each links to (and focuses) its field. Renders nothing when empty. */
export function FormErrorSummary({
  errors,
  title: titleProp,
  autoFocus = true,
  className,
  ...props
}: FormErrorSummaryProps) {
  const labels = useUiLabels();
  const title = titleProp ?? labels.errorSummary;
  const ref = useRef<HTMLDivElement>(null);
  const count = errors.length;
  useEffect(() => {
    if (autoFocus && count > 0) ref.current?.focus();
  }, [autoFocus, count]);
  if (count === 0) return null;
  return (
    <div
      ref={ref}
      data-slot="form-error-summary"
      role="alert"
      tabIndex={-1}
      className={cx(styles.root, className)}
      {...props}
    >
      <p className={styles.title}>
        <Icon name="alertCircle" size={20} />
        {title}
      </p>
      <ul className={styles.list}>
        {errors.map((error, i) => (
          <li key={error.fieldId ?? i}>
            {error.fieldId ? (
              <a href={`#${error.fieldId}`} onClick={(e) => focusField(e, error.fieldId as string)}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
