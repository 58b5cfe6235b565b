import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Icon, type IconName } from '../Icon/Icon';
import { useUiLabels } from '../i18n/labels';
import * as styles from './Alert.css';

export const alertTones = ['info', 'success', 'warning', 'error'] as const;
export type AlertTone = (typeof alertTones)[number];

const alert = cva(styles.root, {
  variants: { tone: styles.tones },
  defaultVariants: { tone: 'info' },
});

const icons: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'checkCircle',
  warning: 'alertTriangle',
  error: 'alertCircle',
};

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** Button or link beside the message (e.g. 'Retry'). */
  action?: ReactNode;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** Override the live-region role. Defaults: error/warning -> alert, info/success -> status. */
  role?: 'alert' | 'status' | 'none';
}

/** Inline message box. Errors and warnings are announced immediately (role=alert). */
export function Alert({
  tone = 'info',
  title,
  action,
  onDismiss,
  dismissLabel: dismissLabelProp,
  role,
  className,
  children,
  ...props
}: AlertProps) {
  const labels = useUiLabels();
  const dismissLabel = dismissLabelProp ?? labels.dismiss;
  const resolvedRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  return (
    <div
      data-slot="alert"
      data-tone={tone}
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      className={cx(alert({ tone }), className)}
      {...props}
    >
      <Icon name={icons[tone]} size={20} className={styles.icon} />
      <div className={styles.content}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      {onDismiss ? (
        <button
          type="button"
          className={styles.dismiss}
          onClick={onDismiss}
          aria-label={dismissLabel}
        >
          <Icon name="x" size={16} />
        </button>
      ) : null}
    </div>
  );
}
