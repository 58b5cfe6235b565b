import { Button, Icon, useI18n } from '@watni/ui';
import * as styles from './attendance.css';
import { monthName, shiftMonth } from './format';

/** "‹ November 2026 ›": the month between two small buttons named for screen readers. */
export function MonthNav({
  month,
  previousLabel,
  nextLabel,
  onMonthChange,
}: {
  month: string;
  previousLabel: string;
  nextLabel: string;
  onMonthChange: (month: string) => void;
}) {
  const { locale } = useI18n();
  return (
    <div className={styles.monthNav}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={previousLabel}
        title={previousLabel}
        onClick={() => onMonthChange(shiftMonth(month, -1))}
      >
        <Icon name="chevronLeft" />
      </Button>
      <strong>{monthName(month, locale)}</strong>
      <Button
        variant="ghost"
        size="sm"
        aria-label={nextLabel}
        title={nextLabel}
        onClick={() => onMonthChange(shiftMonth(month, 1))}
      >
        <Icon name="chevronRight" />
      </Button>
    </div>
  );
}
