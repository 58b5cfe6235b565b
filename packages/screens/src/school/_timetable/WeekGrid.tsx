import type { BellScheduleDay, TimetableEntry } from '@watni/api-client';
import { useI18n, VisuallyHidden } from '@watni/ui';
import { useTimetableMessages } from '../../messages/TimetableMessages';
import { entryAt, maxPeriod, schoolDays } from './format';
import * as styles from './timetable.css';

export interface WeekGridProps {
  /** The table's caption: the section's or the teacher's name. */
  name: string;
  days: readonly BellScheduleDay[];
  entries: readonly TimetableEntry[];
  /** What a lesson's second line names: its teacher (a section's week) or section (a teacher's). */
  show: 'teacher' | 'section';
  /** When given, every lesson period is a button (the admin's editor). */
  onCellClick?: (weekday: number, period: number) => void;
}

/**
 * The week as a table: weekdays across (Monday first), periods down; each period with its own
 * times (Friday is shorter). Scrolls sideways inside its own box on a phone.
 */
export function WeekGrid({ name, days, entries, show, onCellClick }: WeekGridProps) {
  const t = useTimetableMessages();
  const { format } = useI18n();
  const weekdays = t.common.weekdays.split(',');
  const shown = schoolDays(days);
  const rows = Array.from({ length: maxPeriod(shown) }, (_, i) => i + 1);
  const caption = format(t.grid.caption, { name });
  if (!shown.length) return <p className={styles.muted}>{t.common.noPeriods}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll from the keyboard
    <section className={styles.scroller} aria-label={caption} tabIndex={0}>
      <table className={styles.grid}>
        <caption className={styles.caption}>
          {caption}
          <span className={`${styles.small} ${styles.noPrint}`}> — {t.grid.scrollHint}</span>
        </caption>
        <thead>
          <tr>
            <td className={styles.rowHead} />
            {shown.map((day) => (
              <th key={day.weekday} scope="col" className={styles.headCell}>
                {weekdays[day.weekday]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((number) => (
            <tr key={number}>
              <th scope="row" className={styles.rowHead}>
                {format(t.common.periodShort, { number })}
              </th>
              {shown.map((day) => {
                const period = day.periods.find((p) => p.number === number);
                const dayName = weekdays[day.weekday] ?? '';
                if (!period) return <td key={day.weekday} className={styles.cell} />;
                const time = format(t.common.time, {
                  start: period.starts_at,
                  end: period.ends_at,
                });
                if (period.is_break)
                  return (
                    <td key={day.weekday} className={styles.cell}>
                      <div className={`${styles.lesson} ${styles.lessonTone.break}`}>
                        <span className={styles.subject}>{period.label ?? t.common.break}</span>
                        <span className={styles.small}>{time}</span>
                      </div>
                    </td>
                  );
                const entry = entryAt(entries, day.weekday, number);
                const second = entry
                  ? show === 'teacher'
                    ? entry.teacher_name
                    : format(t.common.section, {
                        className: entry.class_name,
                        section: entry.section_name,
                      })
                  : null;
                const body = (
                  <>
                    {onCellClick ? (
                      <VisuallyHidden>
                        {`${format(t.grid.editCell, { day: dayName, number })}:`}{' '}
                      </VisuallyHidden>
                    ) : null}
                    <span className={entry ? styles.subject : undefined}>
                      {entry ? entry.subject_name : t.grid.empty}
                    </span>{' '}
                    {second ? <span>{second}</span> : null}{' '}
                    {entry?.room ? (
                      <span className={styles.small}>
                        {format(t.common.room, { room: entry.room })}
                      </span>
                    ) : null}{' '}
                    <span className={styles.small}>{time}</span>
                  </>
                );
                const tone = entry ? styles.lessonTone.filled : styles.lessonTone.free;
                return (
                  <td key={day.weekday} className={styles.cell}>
                    {onCellClick ? (
                      <button
                        type="button"
                        className={`${styles.lessonButton} ${tone}`}
                        onClick={() => onCellClick(day.weekday, number)}
                      >
                        {body}
                      </button>
                    ) : (
                      <div className={`${styles.lesson} ${tone}`}>{body}</div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
