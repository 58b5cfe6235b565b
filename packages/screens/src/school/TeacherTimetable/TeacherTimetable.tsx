import type { TeacherTimetable } from '@watni/api-client';
import { Button, useI18n } from '@watni/ui';
import { useTimetableMessages } from '../../messages/TimetableMessages';
import { TimetableError, TimetableLoading, TimetablePage } from '../_timetable/TimetablePage';
import * as styles from '../_timetable/timetable.css';
import { WeekGrid } from '../_timetable/WeekGrid';

export interface TeacherTimetableViewProps {
  week: TeacherTimetable | null;
  /** The signed-in teacher's own week ("My timetable"). */
  own?: boolean;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onPrint?: () => void;
}

/** /school/timetable/teachers/:teacherId: a teacher's week, printable (only the week prints). */
export function TeacherTimetableView({
  week,
  own = false,
  loading = false,
  error = null,
  onRetry,
  onPrint = () => window.print(),
}: TeacherTimetableViewProps) {
  const t = useTimetableMessages();
  const { format } = useI18n();
  const m = t.teacher;
  const title = own || !week ? m.myTitle : format(m.title, { name: week.teacher_name });
  return (
    <TimetablePage
      title={title}
      description={m.description}
      actions={
        week ? (
          <Button variant="outline" size="sm" className={styles.noPrint} onClick={onPrint}>
            {m.print}
          </Button>
        ) : undefined
      }
    >
      {loading ? (
        <TimetableLoading />
      ) : error || !week ? (
        <TimetableError message={error} onRetry={onRetry} />
      ) : (
        <section className={`${styles.stack} ${styles.printArea}`} aria-label={title}>
          <h2 className={styles.heading}>{format(m.title, { name: week.teacher_name })}</h2>
          <p className={styles.muted}>
            {week.entries.length ? format(m.lessons, { count: week.entries.length }) : m.noLessons}
          </p>
          <WeekGrid
            name={week.teacher_name}
            days={week.days}
            entries={week.entries}
            show="section"
          />
        </section>
      )}
    </TimetablePage>
  );
}
