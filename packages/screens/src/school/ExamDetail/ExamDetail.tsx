import type { Exam, ExamCompleteness, MarkSheetList, ReportCardRun } from '@watni/api-client';
import { Alert, Badge, Button, EmptyState, Table, useI18n } from '@watni/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { ExamsError, ExamsLoading, ExamsPage } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';
import { PublishBar } from './ApprovalBar';

export { PublishBar };

export interface ExamDetailViewProps {
  exam: Exam | null;
  sheets: MarkSheetList | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  canPublish?: boolean;
  publishing?: boolean;
  publishError?: string | null;
  onPublish?: (publish: boolean) => void;
  /** Staff who enter marks: hand complete results to the head. */
  canSubmit?: boolean;
  onSubmitForApproval?: () => void;
  /** The head: send submitted results back with a reason. */
  onReturn?: (reason: string) => void;
  /** The marks still missing (publishing is refused until there are none). */
  completeness?: ExamCompleteness | null;
  filling?: boolean;
  /** The head: mark the remaining gaps of a paper in a section absent or exempt. */
  onFillGap?: (sectionId: number, subjectId: number, status: 'absent' | 'exempt') => void;
  /** Admins: the whole class's report cards in the queue (the latest run started here). */
  run?: ReportCardRun | null;
  startingRun?: boolean;
  onStartRun?: (classId: number, language: 'en' | 'ur') => void;
  onDownloadRunFile?: (run: ReportCardRun, sectionId: number, sectionName: string) => void;
  /** The exam's datesheet: its editor, shown below the results. */
  datesheet?: ReactNode;
}

/** Admins: start a class's report cards in the queue, follow the progress, download the files. */
export function ReportCardRuns({
  exam,
  run,
  starting,
  onStart,
  onDownload,
}: {
  exam: Exam;
  run: ReportCardRun | null;
  starting: boolean;
  onStart: (classId: number, language: 'en' | 'ur') => void;
  onDownload?: ExamDetailViewProps['onDownloadRunFile'];
}) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.exam;
  const busy = starting || run?.status === 'queued' || run?.status === 'running';
  return (
    <section className={styles.tight} aria-labelledby="exam-runs">
      <h2 id="exam-runs" className={styles.heading}>
        {m.runsHeading}
      </h2>
      <p className={styles.muted}>{m.runsHint}</p>
      <div className={styles.row}>
        {exam.classes.flatMap((klass) =>
          (['en', 'ur'] as const).map((language) => (
            <Button
              key={`${klass.class_id}-${language}`}
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onStart(klass.class_id, language)}
            >
              {format(m.runStart, {
                className: klass.class_name,
                language: language === 'en' ? t.common.english : t.common.urdu,
              })}
            </Button>
          )),
        )}
      </div>
      {run ? (
        <div className={styles.tight} role="status" aria-live="polite">
          {run.status === 'failed' ? (
            <Alert tone="error">{format(m.runFailed, { error: run.error ?? '' })}</Alert>
          ) : run.status === 'done' ? (
            <p>{format(m.runDone, { className: run.class_name, done: run.done })}</p>
          ) : (
            <p>
              {format(m.runProgress, {
                className: run.class_name,
                done: run.done,
                total: run.total,
              })}
            </p>
          )}
          {run.status === 'done' ? (
            <div className={styles.row}>
              {run.files.map((file) => (
                <Button
                  key={file.section_id}
                  size="sm"
                  onClick={() => onDownload?.(run, file.section_id, file.section_name)}
                >
                  {format(m.runFile, { className: run.class_name, section: file.section_name })}
                </Button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** /school/exams/:examId: the caller's mark sheets, the sections' results, publication. */
export function ExamDetailView({
  exam,
  sheets,
  loading = false,
  error = null,
  onRetry,
  canPublish = false,
  publishing = false,
  publishError = null,
  onPublish,
  canSubmit = false,
  onSubmitForApproval,
  onReturn,
  completeness = null,
  filling = false,
  onFillGap,
  run = null,
  startingRun = false,
  onStartRun,
  onDownloadRunFile,
  datesheet = null,
}: ExamDetailViewProps) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.exam;
  const sections = new Map<number, string>();
  for (const sheet of sheets?.items ?? [])
    sections.set(
      sheet.section_id,
      format(t.common.section, { className: sheet.class_name, section: sheet.section_name }),
    );
  return (
    <ExamsPage
      title={exam ? format(m.title, { name: exam.name }) : t.list.title}
      description={
        exam ? format(m.description, { term: exam.term_name, year: exam.year_name }) : undefined
      }
      actions={<Link to="/school/exams">{t.common.back}</Link>}
    >
      {loading ? (
        <ExamsLoading />
      ) : error || !exam || !sheets ? (
        <ExamsError message={error} onRetry={onRetry} />
      ) : (
        <>
          <PublishBar
            exam={exam}
            canPublish={canPublish}
            publishing={publishing}
            publishError={publishError}
            onPublish={onPublish}
            canSubmit={canSubmit}
            onSubmitForApproval={onSubmitForApproval}
            onReturn={onReturn}
            completeness={completeness}
            filling={filling}
            onFillGap={onFillGap}
          />
          {sheets.items.length === 0 ? (
            <EmptyState headingLevel={2} title={m.sheetsEmpty} />
          ) : (
            <Table.Root caption={m.sheetsCaption}>
              <Table.Head>
                <Table.Row>
                  <Table.ColumnHeader>{m.sheetColumn}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.progress}</Table.ColumnHeader>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {sheets.items.map((sheet) => {
                  const section = format(t.common.section, {
                    className: sheet.class_name,
                    section: sheet.section_name,
                  });
                  return (
                    <Table.Row key={`${sheet.section_id}-${sheet.subject_id}`}>
                      <Table.Cell label={m.sheetColumn}>
                        <Link
                          to={`/school/exams/${exam.id}/marks/${sheet.section_id}/${sheet.subject_id}`}
                        >
                          {format(m.enter, { subject: sheet.subject_name, section })}
                        </Link>
                      </Table.Cell>
                      <Table.Cell label={m.progress}>
                        <Badge
                          tone={
                            sheet.entered >= sheet.students && sheet.students > 0
                              ? 'success'
                              : 'neutral'
                          }
                        >
                          {format(m.progressValue, {
                            entered: sheet.entered,
                            students: sheet.students,
                          })}
                        </Badge>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          )}
          {sections.size ? (
            <section className={styles.tight} aria-labelledby="exam-results">
              <h2 id="exam-results" className={styles.heading}>
                {m.resultsHeading}
              </h2>
              <ul className={styles.tight} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {[...sections].map(([id, label]) => (
                  <li key={id}>
                    <Link to={`/school/exams/${exam.id}/results/${id}`}>
                      {format(m.results, { section: label })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {datesheet}
          {canPublish && onStartRun ? (
            <ReportCardRuns
              exam={exam}
              run={run}
              starting={startingRun}
              onStart={onStartRun}
              onDownload={onDownloadRunFile}
            />
          ) : null}
        </>
      )}
    </ExamsPage>
  );
}
