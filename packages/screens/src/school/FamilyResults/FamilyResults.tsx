import type { MyResult, StudentResult } from '@watni/api-client';
import { Button, Card, EmptyState, Spinner, Table, useI18n } from '@watni/ui';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { ExamsError, ExamsLoading, ExamsPage } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';

export const resultKey = (r: { exam_id: number; student_id: number }) =>
  `${r.exam_id}:${r.student_id}`;

export interface FamilyResultsViewProps {
  results: MyResult[] | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  openKey?: string | null;
  detail?: StudentResult | null;
  detailLoading?: boolean;
  onToggle?: (key: string) => void;
  onDownload?: (result: MyResult, lang: 'en' | 'ur') => void;
  downloading?: boolean;
}

function Detail({ detail }: { detail: StudentResult }) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.family;
  return (
    <div className={styles.stack}>
      <Table.Root caption={m.caption}>
        <Table.Head>
          <Table.Row>
            <Table.ColumnHeader>{m.subject}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.marks}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.outcome}</Table.ColumnHeader>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {detail.subjects.map((s) => (
            <Table.Row key={s.subject_id}>
              <Table.Cell label={m.subject}>{s.subject_name}</Table.Cell>
              <Table.Cell label={m.marks}>
                {s.absent
                  ? t.common.absent
                  : format(t.common.outOf, { marks: s.marks ?? t.common.none, max: s.max_marks })}
              </Table.Cell>
              <Table.Cell
                label={m.outcome}
                className={s.passed === false ? styles.outcome.fail : styles.outcome.pass}
              >
                {s.passed === null ? t.common.none : s.passed ? t.common.pass : t.common.fail}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {detail.attendance_percentage !== null ? (
        <p className={styles.muted}>
          {m.attendance}: {format(t.common.percent, { value: detail.attendance_percentage })}
        </p>
      ) : null}
      {detail.remarks ? (
        <p>
          <strong>{m.remarks}:</strong> {detail.remarks}
        </p>
      ) : null}
    </div>
  );
}

/** /school/results (students, parents): published results and report cards. */
export function FamilyResultsView({
  results,
  loading = false,
  error = null,
  onRetry,
  openKey = null,
  detail = null,
  detailLoading = false,
  onToggle,
  onDownload,
  downloading = false,
}: FamilyResultsViewProps) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.family;
  const outcomeText = { pass: t.common.pass, fail: t.common.fail, incomplete: t.common.incomplete };
  return (
    <ExamsPage title={m.title} description={m.description}>
      {loading ? (
        <ExamsLoading />
      ) : error || !results ? (
        <ExamsError message={error} onRetry={onRetry} />
      ) : results.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <ul className={styles.stack} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {results.map((r) => {
            const key = resultKey(r);
            const open = openKey === key;
            return (
              <li key={key}>
                <Card.Root>
                  <Card.Header>
                    <Card.Title level={2}>
                      {format(m.heading, {
                        exam: r.exam_name,
                        term: `${r.term_name}, ${r.year_name}`,
                      })}
                    </Card.Title>
                    <Card.Description>
                      {format(m.of, {
                        student: r.student_name,
                        section: format(t.common.section, {
                          className: r.class_name,
                          section: r.section_name,
                        }),
                      })}
                    </Card.Description>
                  </Card.Header>
                  <Card.Body className={styles.stack}>
                    <div className={styles.summaryGrid}>
                      <div className={styles.figure}>
                        <span className={styles.muted}>{m.total}</span>
                        <span className={styles.figureValue}>
                          {format(t.common.outOf, { marks: r.total, max: r.max_total })}
                        </span>
                      </div>
                      <div className={styles.figure}>
                        <span className={styles.muted}>{m.percentage}</span>
                        <span className={styles.figureValue}>
                          {format(t.common.percent, { value: r.percentage })}
                        </span>
                      </div>
                      <div className={styles.figure}>
                        <span className={styles.muted}>{m.grade}</span>
                        <span className={styles.figureValue}>{r.grade}</span>
                      </div>
                      <div className={styles.figure}>
                        <span className={styles.muted}>{m.position}</span>
                        <span className={styles.figureValue}>{r.position ?? t.common.none}</span>
                      </div>
                      <div className={styles.figure}>
                        <span className={styles.muted}>{m.outcome}</span>
                        <span className={`${styles.figureValue} ${styles.outcome[r.outcome]}`}>
                          {outcomeText[r.outcome]}
                        </span>
                      </div>
                    </div>
                    <div className={styles.row}>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-expanded={open}
                        onClick={() => onToggle?.(key)}
                      >
                        {m.show}
                      </Button>
                      <Button size="sm" loading={downloading} onClick={() => onDownload?.(r, 'en')}>
                        {m.download}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={downloading}
                        onClick={() => onDownload?.(r, 'ur')}
                      >
                        {m.downloadUrdu}
                      </Button>
                    </div>
                    {open ? (
                      detailLoading || !detail ? (
                        <Spinner label={t.common.loading} />
                      ) : (
                        <Detail detail={detail} />
                      )
                    ) : null}
                  </Card.Body>
                </Card.Root>
              </li>
            );
          })}
        </ul>
      )}
    </ExamsPage>
  );
}
