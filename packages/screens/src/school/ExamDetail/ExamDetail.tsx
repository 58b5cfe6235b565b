import type { Exam, ExamCompleteness, MarkSheetList, ReportCardRun } from '@watni/api-client';
import { Alert, Badge, Button, EmptyState, Table, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { ExamsError, ExamsLoading, ExamsPage, pakistanDate } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';

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
}

/** The marks missing per section and subject, each with the head's absent / exempt buttons. */
function Gaps({
  completeness,
  canFill,
  filling,
  onFillGap,
}: {
  completeness: ExamCompleteness;
  canFill: boolean;
  filling?: boolean;
  onFillGap?: ExamDetailViewProps['onFillGap'];
}) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.exam;
  if (completeness.complete) return <Alert tone="success">{m.complete}</Alert>;
  return (
    <Alert
      tone="warning"
      role="none"
      title={format(m.gapsTitle, { count: completeness.missing_total })}
    >
      <ul className={styles.troubleList} aria-label={m.gapsList}>
        {completeness.gaps.map((gap) => {
          const section = format(t.common.section, {
            className: gap.class_name,
            section: gap.section_name,
          });
          const where = format(m.gapWhere, { subject: gap.subject_name, section });
          return (
            <li key={`${gap.section_id}:${gap.subject_id}`} className={styles.tight}>
              <span>
                <bdi>{where}</bdi>
                {': '}
                {format(m.gapCount, { count: gap.missing })}
              </span>
              <span className={styles.muted}>
                {gap.students.slice(0, 8).map((st, i) => (
                  <span key={st.student_id}>
                    {i ? m.gapSeparator : ''}
                    {format(m.gapStudent, { roll: st.roll_no })} <bdi>{st.name}</bdi>
                  </span>
                ))}
                {gap.students.length > 8
                  ? ` ${format(m.gapMore, { count: gap.students.length - 8 })}`
                  : null}
              </span>
              {canFill ? (
                <span className={styles.actionsRow}>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={filling}
                    aria-label={format(m.fillAbsentFor, { where })}
                    onClick={() => onFillGap?.(gap.section_id, gap.subject_id, 'absent')}
                  >
                    {m.fillAbsent}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={filling}
                    aria-label={format(m.fillExemptFor, { where })}
                    onClick={() => onFillGap?.(gap.section_id, gap.subject_id, 'exempt')}
                  >
                    {m.fillExempt}
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}

/** The publication state of an exam and (admins) its publish / withdraw button. */
export function PublishBar({
  exam,
  canPublish,
  publishing,
  publishError,
  onPublish,
  completeness,
  filling,
  onFillGap,
}: Pick<
  ExamDetailViewProps,
  | 'canPublish'
  | 'publishing'
  | 'publishError'
  | 'onPublish'
  | 'completeness'
  | 'filling'
  | 'onFillGap'
> & {
  exam: { name: string; is_published: boolean; published_at: string | null };
}) {
  const t = useExamsMessages();
  const { format, locale } = useI18n();
  const m = t.exam;
  return (
    <div className={styles.tight}>
      <Alert tone={exam.is_published ? 'success' : 'info'}>
        {exam.is_published && exam.published_at
          ? format(m.publishedNote, { date: pakistanDate(exam.published_at, locale) })
          : m.unpublishedNote}
      </Alert>
      {!exam.is_published && completeness ? (
        <Gaps
          completeness={completeness}
          canFill={Boolean(canPublish)}
          filling={filling}
          onFillGap={onFillGap}
        />
      ) : null}
      {publishError ? <Alert tone="error">{publishError}</Alert> : null}
      {canPublish ? (
        <div>
          <Button
            variant={exam.is_published ? 'outline' : 'primary'}
            loading={publishing}
            loadingLabel={m.publishing}
            onClick={() => {
              if (exam.is_published) onPublish?.(false);
              // With marks missing the server refuses and names them; no confirmation to agree to.
              else if (completeness && !completeness.complete) onPublish?.(true);
              else if (window.confirm(format(m.confirmPublish, { name: exam.name })))
                onPublish?.(true);
            }}
          >
            {exam.is_published ? m.unpublish : m.publish}
          </Button>
        </div>
      ) : null}
    </div>
  );
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
  completeness = null,
  filling = false,
  onFillGap,
  run = null,
  startingRun = false,
  onStartRun,
  onDownloadRunFile,
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
