import type { SectionResults } from '@watni/api-client';
import { Alert, Button, EmptyState, Table, TextField, useI18n } from '@watni/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { ExamsError, ExamsLoading, ExamsPage } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';
import { ExportMenu, type ExportMenuProps } from '../_shared/ExportMenu';
import { PublishBar } from '../ExamDetail/ExamDetail';

export interface SectionResultsViewProps {
  results: SectionResults | null;
  termName?: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  canPublish?: boolean;
  publishing?: boolean;
  publishError?: string | null;
  onPublish?: (publish: boolean) => void;
  /** The class teacher and admins write remarks. */
  canRemark?: boolean;
  onSaveRemarks?: (studentId: number, remarks: string) => Promise<void>;
  onDownload?: (lang: 'en' | 'ur') => void;
  downloading?: boolean;
  /** The Export menu (CSV / Excel) of these results. */
  exportMenu?: ExportMenuProps;
}

function RemarksField({
  name,
  initial,
  onSave,
}: {
  name: string;
  initial: string;
  onSave: (remarks: string) => Promise<void>;
}) {
  const t = useExamsMessages().results;
  const { format } = useI18n();
  const [value, setValue] = useState(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | string>('idle');
  return (
    <form
      className={styles.tight}
      onSubmit={(event) => {
        event.preventDefault();
        setState('saving');
        onSave(value).then(
          () => setState('saved'),
          (error: unknown) => setState(error instanceof Error ? error.message : String(error)),
        );
      }}
    >
      <TextField
        label={format(t.remarksFor, { name })}
        value={value}
        maxLength={500}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className={styles.row}>
        <Button type="submit" size="sm" variant="outline" loading={state === 'saving'}>
          {t.saveRemarks}
        </Button>
        {state === 'saved' ? <span role="status">{t.remarksSaved}</span> : null}
        {state !== 'idle' && state !== 'saving' && state !== 'saved' ? (
          <span role="alert">{state}</span>
        ) : null}
      </div>
    </form>
  );
}

/** /school/exams/:examId/results/:sectionId: the section's results, report cards, publication. */
export function SectionResultsView({
  results,
  termName = '',
  loading = false,
  error = null,
  onRetry,
  canPublish = false,
  publishing = false,
  publishError = null,
  onPublish,
  canRemark = false,
  onSaveRemarks,
  onDownload,
  downloading = false,
  exportMenu,
}: SectionResultsViewProps) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.results;
  const section = results
    ? format(t.common.section, { className: results.class_name, section: results.section_name })
    : '';
  const rows = results
    ? [...results.rows].sort(
        (a, b) => (a.position ?? 9999) - (b.position ?? 9999) || a.roll_no - b.roll_no,
      )
    : [];
  const outcomeText = { pass: t.common.pass, fail: t.common.fail, incomplete: t.common.incomplete };
  return (
    <ExamsPage
      title={results ? format(m.title, { section }) : t.list.title}
      description={
        results ? format(m.description, { exam: results.exam_name, term: termName }) : undefined
      }
      actions={
        results ? (
          <div className={styles.row}>
            <Link to={`/school/exams/${results.exam_id}`}>{results.exam_name}</Link>
            {exportMenu ? <ExportMenu listName={section} {...exportMenu} /> : null}
          </div>
        ) : null
      }
    >
      {loading ? (
        <ExamsLoading />
      ) : error || !results ? (
        <ExamsError message={error} onRetry={onRetry} />
      ) : (
        <>
          <PublishBar
            exam={{
              name: results.exam_name,
              is_published: results.is_published,
              published_at: results.published_at,
            }}
            canPublish={canPublish}
            publishing={publishing}
            publishError={publishError}
            onPublish={onPublish}
          />
          <p className={styles.muted}>
            {format(m.summary, results.summary)}
            {results.summary.average_percentage !== null
              ? ` · ${format(m.average, { value: results.summary.average_percentage })}`
              : ''}
          </p>
          {onDownload ? (
            <div className={styles.row}>
              <Button
                variant="outline"
                size="sm"
                loading={downloading}
                onClick={() => onDownload('en')}
              >
                {m.printAll}
              </Button>
              <Button
                variant="outline"
                size="sm"
                loading={downloading}
                onClick={() => onDownload('ur')}
              >
                {m.printAllUrdu}
              </Button>
            </div>
          ) : null}
          {rows.length === 0 ? (
            <EmptyState headingLevel={2} title={m.empty} />
          ) : (
            <Table.Root caption={m.caption}>
              <Table.Head>
                <Table.Row>
                  <Table.ColumnHeader>{m.position}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.student}</Table.ColumnHeader>
                  {results.subjects.map((s) => (
                    <Table.ColumnHeader key={s.subject_id}>
                      {s.subject_name} ({s.max_marks})
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader>{m.total}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.percentage}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.grade}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.outcome}</Table.ColumnHeader>
                  {canRemark ? <Table.ColumnHeader>{m.remarks}</Table.ColumnHeader> : null}
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {rows.map((row) => {
                  const name = `${row.first_name} ${row.last_name}`;
                  return (
                    <Table.Row key={row.student_id}>
                      <Table.Cell label={m.position}>{row.position ?? t.common.none}</Table.Cell>
                      <Table.Cell label={m.student}>
                        <span className={styles.name}>{name}</span>{' '}
                        <span className={styles.muted}>
                          ({m.roll} {row.roll_no})
                        </span>
                      </Table.Cell>
                      {row.subjects.map((s) => (
                        <Table.Cell
                          key={s.subject_id}
                          label={s.subject_name}
                          className={s.passed === false ? styles.outcome.fail : undefined}
                        >
                          {s.absent ? t.common.absent : (s.marks ?? t.common.none)}
                        </Table.Cell>
                      ))}
                      <Table.Cell label={m.total}>
                        {format(t.common.outOf, { marks: row.total, max: row.max_total })}
                      </Table.Cell>
                      <Table.Cell label={m.percentage}>
                        {format(t.common.percent, { value: row.percentage })}
                      </Table.Cell>
                      <Table.Cell label={m.grade}>{row.grade}</Table.Cell>
                      <Table.Cell label={m.outcome} className={styles.outcome[row.outcome]}>
                        {outcomeText[row.outcome]}
                      </Table.Cell>
                      {canRemark && onSaveRemarks ? (
                        <Table.Cell label={m.remarks}>
                          <RemarksField
                            name={name}
                            initial={row.remarks ?? ''}
                            onSave={(remarks) => onSaveRemarks(row.student_id, remarks)}
                          />
                        </Table.Cell>
                      ) : null}
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          )}
          {publishError ? <Alert tone="error">{publishError}</Alert> : null}
        </>
      )}
    </ExamsPage>
  );
}
