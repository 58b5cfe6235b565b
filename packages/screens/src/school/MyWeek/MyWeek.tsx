import type { SectionTimetable } from '@watni/api-client';
import { useI18n } from '@watni/ui';
import { useTimetableMessages } from '../../messages/TimetableMessages';
import { TimetableError, TimetableLoading, TimetablePage } from '../_timetable/TimetablePage';
import * as styles from '../_timetable/timetable.css';
import { WeekGrid } from '../_timetable/WeekGrid';

/** One child's (or the student's own) section week, or what stops it from showing. */
export interface WeekOf {
  /** The student's name (a parent's page names each child). */
  name: string;
  studentId: number | null;
  week: SectionTimetable | null;
  /** Not placed in a section this year. */
  notPlaced?: boolean;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

export interface MyWeekViewProps {
  /** A parent sees every child; a student their own section. */
  parent: boolean;
  weeks: readonly WeekOf[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** /school/week: the student's and the parent's week at school, one grid per section. */
export function MyWeekView({
  parent,
  weeks,
  loading = false,
  error = null,
  onRetry,
}: MyWeekViewProps) {
  const t = useTimetableMessages();
  const { format } = useI18n();
  const m = t.week;
  return (
    <TimetablePage title={parent ? m.parentTitle : m.title} description={m.description}>
      {loading ? (
        <TimetableLoading />
      ) : error ? (
        <TimetableError message={error} onRetry={onRetry} />
      ) : weeks.length === 0 ? (
        <p className={styles.muted}>{m.none}</p>
      ) : (
        weeks.map((child) => {
          const heading = parent ? format(m.childTitle, { name: child.name }) : null;
          return (
            <section
              key={child.studentId ?? child.name}
              className={styles.stack}
              aria-label={heading ?? m.title}
              data-testid="week-of"
            >
              {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
              {child.notPlaced ? (
                <p className={styles.muted}>{t.today.notPlaced}</p>
              ) : child.loading ? (
                <TimetableLoading />
              ) : child.error || !child.week ? (
                <TimetableError message={child.error} onRetry={child.onRetry} />
              ) : (
                <>
                  <p className={styles.muted}>
                    {format(m.section, {
                      className: child.week.class_name,
                      section: child.week.section_name,
                    })}
                  </p>
                  <WeekGrid
                    name={format(m.section, {
                      className: child.week.class_name,
                      section: child.week.section_name,
                    })}
                    days={child.week.days}
                    entries={child.week.entries}
                    show="teacher"
                  />
                </>
              )}
            </section>
          );
        })
      )}
    </TimetablePage>
  );
}
