import { Button, Icon, useI18n } from '@watni/ui';
import { useDiaryMessages } from '../../messages/DiaryMessages';
import * as styles from './diary.css';
import { dayTitle, shiftDay } from './format';

/** "‹ Friday, 27 Nov 2026 ›", with "Today" or a way back to it. */
export function DayNav({
  day,
  today,
  onDayChange,
}: {
  day: string;
  today: string;
  onDayChange: (day: string) => void;
}) {
  const m = useDiaryMessages().common;
  const { locale } = useI18n();
  return (
    <nav className={styles.dayNav} aria-label={dayTitle(day, locale)}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={m.previousDay}
        title={m.previousDay}
        onClick={() => onDayChange(shiftDay(day, -1))}
      >
        <Icon name="chevronLeft" />
      </Button>
      <div className={styles.dayLabel}>
        <strong aria-live="polite" data-testid="diary-day">
          {dayTitle(day, locale)}
        </strong>
        {day === today ? (
          <span className={styles.muted}>{m.today}</span>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => onDayChange(today)}>
            {m.backToToday}
          </Button>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={m.nextDay}
        title={m.nextDay}
        onClick={() => onDayChange(shiftDay(day, 1))}
      >
        <Icon name="chevronRight" />
      </Button>
    </nav>
  );
}
