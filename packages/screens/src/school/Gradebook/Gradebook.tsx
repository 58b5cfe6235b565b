import type { SectionGradebook } from '@watni/api-client';
import { Alert, Button, EmptyState, Select, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { ExamsError, ExamsLoading, ExamsPage } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';

export interface GradebookViewProps {
  sections: { id: number; label: string }[];
  sectionId: number | null;
  onSection: (id: number) => void;
  book: SectionGradebook | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onExport?: () => void;
  exporting?: boolean;
}

/** /school/gradebook: a section's students × exam papers, with online quiz averages beside. */
export function GradebookView({
  sections,
  sectionId,
  onSection,
  book,
  loading = false,
  error = null,
  onRetry,
  onExport,
  exporting = false,
}: GradebookViewProps) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.gradebook;
  return (
    <ExamsPage
      title={m.title}
      description={m.description}
      actions={<Link to="/school/exams">{t.common.back}</Link>}
    >
      <div className={styles.row} style={{ alignItems: 'end' }}>
        <Select
          label={m.sectionLabel}
          placeholder={m.choose}
          value={sectionId ? String(sectionId) : undefined}
          onValueChange={(value) => onSection(Number(value))}
          options={sections.map((s) => ({ value: String(s.id), label: s.label }))}
        />
        {book && onExport ? (
          <Button variant="outline" onClick={onExport} loading={exporting}>
            {m.export}
          </Button>
        ) : null}
      </div>
      {sectionId === null ? null : loading ? (
        <ExamsLoading />
      ) : error || !book ? (
        <ExamsError message={error} onRetry={onRetry} />
      ) : (
        <>
          {book.courses.length === 0 ? <Alert tone="info">{m.noCourses}</Alert> : null}
          {book.columns.length === 0 && book.courses.length === 0 ? (
            <EmptyState headingLevel={2} title={m.empty} />
          ) : (
            <div className={styles.gridWrap}>
              <table className={styles.grid}>
                <caption>{m.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.results.student}</th>
                    {book.columns.map((c) => (
                      <th scope="col" key={`${c.exam_id}-${c.subject_id}`} className={styles.num}>
                        {c.exam_name}: {c.subject_name} ({c.max_marks})
                      </th>
                    ))}
                    {book.courses.map((c) => (
                      <th scope="col" key={c.course_id} className={styles.num}>
                        {format(m.quizAverage, { course: c.title })}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {book.rows.map((row) => (
                    <tr key={row.student_id}>
                      <th scope="row" className={styles.name}>
                        {row.roll_no}. {row.first_name} {row.last_name}
                      </th>
                      {row.cells.map((cell, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns' order
                        <td key={i} className={styles.num}>
                          {cell.absent ? t.common.absentShort : (cell.marks ?? t.common.none)}
                        </td>
                      ))}
                      {row.quiz_averages.map((average, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: averages follow the courses' order
                        <td key={`q${i}`} className={styles.num}>
                          {average === null
                            ? t.common.none
                            : format(t.common.percent, { value: average })}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </ExamsPage>
  );
}
