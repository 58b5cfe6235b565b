import type { MyDatesheet } from '@watni/api-client';
import { useI18n } from '@watni/ui';
import { useDatesheetMessages } from '../../messages/DatesheetMessages';
import { ExamsError, ExamsLoading, ExamsPage } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';
import { DatesheetTable, PrintButtons } from '../Datesheet/DatesheetEditor';

export interface MyDatesheetViewProps {
  /** A parent sees each child's; a student their own. */
  parent: boolean;
  items: MyDatesheet[] | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onPrint?: (item: MyDatesheet, lang: 'en' | 'ur') => void;
  printing?: boolean;
}

/** /school/datesheet: the published datesheets of a student's class, or of each of a parent's children. */
export function MyDatesheetView({
  parent,
  items,
  loading = false,
  error = null,
  onRetry,
  onPrint,
  printing = false,
}: MyDatesheetViewProps) {
  const t = useDatesheetMessages();
  const { format } = useI18n();
  const m = t.family;
  return (
    <ExamsPage title={parent ? m.parentTitle : m.title} description={m.description}>
      {loading ? (
        <ExamsLoading />
      ) : error || !items ? (
        <ExamsError message={error || t.common.loadFailed} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <p className={styles.muted}>{m.empty}</p>
      ) : (
        items.map((item) => {
          const id = `datesheet-${item.exam_id}-${item.student_id}`;
          return (
            <section
              key={id}
              className={styles.tight}
              aria-labelledby={`${id} ${id}-for`}
              data-testid="datesheet-of"
            >
              <h2 id={id} className={styles.heading}>
                {format(m.of, { exam: item.exam_name, term: item.term_name })}
              </h2>
              <p id={`${id}-for`} className={styles.muted}>
                <bdi>
                  {format(m.for, { student: item.student_name, className: item.class_name })}
                </bdi>
              </p>
              <DatesheetTable className={item.class_name} papers={item.papers} />
              <PrintButtons
                classId={item.class_id}
                className={item.class_name}
                disabled={printing}
                onPrint={onPrint ? (_classId, _name, lang) => onPrint(item, lang) : undefined}
              />
            </section>
          );
        })
      )}
    </ExamsPage>
  );
}
