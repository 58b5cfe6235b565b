import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Icon } from '../Icon/Icon';
import { useUiLabels } from '../i18n/labels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './StatTile.css';

export const statTileTones = ['primary', 'accent', 'success', 'warning', 'danger', 'info'] as const;

const iconBox = cva(styles.icon, {
  variants: { tone: styles.iconTone },
  defaultVariants: { tone: 'primary' },
});

export interface StatTrend {
  direction: 'up' | 'down' | 'flat';
  /** e.g. '+12%' or '3 this week'. */
  label: string;
}

export interface StatTileProps extends ComponentPropsWithRef<'div'>, VariantProps<typeof iconBox> {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  trend?: StatTrend;
  icon?: ReactNode;
}

/** A single figure with its label: 'Total users 128'. */
export function StatTile({
  label,
  value,
  hint,
  trend,
  icon,
  tone,
  className,
  ...props
}: StatTileProps) {
  const labels = useUiLabels();
  const trendWords = { up: labels.trendUp, down: labels.trendDown, flat: labels.trendFlat };
  return (
    <div data-slot="stat-tile" className={cx(styles.root, className)} {...props}>
      <div className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>{value}</span>
        {trend ? (
          <span className={cx(styles.trend, styles.trendTone[trend.direction])}>
            {trend.direction !== 'flat' ? (
              <Icon name={trend.direction === 'up' ? 'trendUp' : 'trendDown'} size={16} />
            ) : null}
            <VisuallyHidden>{trendWords[trend.direction]}: </VisuallyHidden>
            {trend.label}
          </span>
        ) : null}
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </div>
      {icon ? (
        <span className={iconBox({ tone })} aria-hidden>
          {icon}
        </span>
      ) : null}
    </div>
  );
}
