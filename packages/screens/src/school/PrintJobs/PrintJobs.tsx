import type { PrintJob, PrintJobCreate } from '@watni/api-client';
import { Alert, Button, RadioGroup, Select, Table, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { usePrintingMessages } from '../../messages/PrintingMessages';
import { ExamsError, ExamsLoading, ExamsPage, pakistanDate } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';

export interface PrintChoices {
  exams: { id: number; name: string }[];
  classes: { id: number; name: string; sections: { id: number; name: string }[] }[];
}

export interface PrintJobsViewProps {
  choices: PrintChoices | null;
  jobs: PrintJob[] | null;
  /** The job just asked for, followed until it is done. */
  current: PrintJob | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  submitting?: boolean;
  submitError?: string | null;
  defaultMonth?: string;
  onSubmit: (body: PrintJobCreate) => void;
  onDownload: (job: PrintJob) => void;
}

type Kind = PrintJobCreate['kind'];
type Scope = PrintJobCreate['scope'];

const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** The progress of one job: a bar with pages done of total, then the download. */
function JobProgress({ job, onDownload }: { job: PrintJob; onDownload: (job: PrintJob) => void }) {
  const m = usePrintingMessages().print;
  const { format } = useI18n();
  return (
    <section className={styles.tight} aria-labelledby="print-current">
      <h2 id="print-current" className={styles.heading}>
        {m.current}
      </h2>
      <div role="status" aria-live="polite" className={styles.tight}>
        {job.status === 'failed' ? (
          <Alert tone="error">{format(m.failed, { error: job.error ?? '' })}</Alert>
        ) : job.status === 'done' ? (
          <p>{format(m.done, { total: job.total })}</p>
        ) : job.status === 'queued' ? (
          <p>{m.queued}</p>
        ) : (
          <p>{format(m.progress, { done: job.done, total: job.total })}</p>
        )}
      </div>
      <progress
        aria-label={m.progressLabel}
        value={job.done}
        max={Math.max(1, job.total)}
        style={{ inlineSize: '100%' }}
      />
      {job.status === 'done' && job.file_type ? (
        <div>
          <Button onClick={() => onDownload(job)}>
            {format(m.download, { type: job.file_type.toUpperCase() })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** /school/print: the office prints report cards or vouchers in bulk, one job with progress. */
export function PrintJobsView({
  choices,
  jobs,
  current,
  loading = false,
  error = null,
  onRetry,
  submitting = false,
  submitError = null,
  defaultMonth = '',
  onSubmit,
  onDownload,
}: PrintJobsViewProps) {
  const t = usePrintingMessages();
  const m = t.print;
  const { format, locale } = useI18n();
  const [kind, setKind] = useState<Kind>('report_cards');
  const [scope, setScope] = useState<Scope>('section');
  const [examId, setExamId] = useState('');
  const [month, setMonth] = useState(defaultMonth);
  const [classId, setClassId] = useState('');
  const [sectionId, setSectionId] = useState('');
  const [language, setLanguage] = useState<'en' | 'ur'>(locale === 'ur' ? 'ur' : 'en');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const klass = choices?.classes.find((c) => String(c.id) === classId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (kind === 'report_cards' && !examId) next.exam = m.examRequired;
    if (kind === 'vouchers' && !MONTH.test(month)) next.month = m.monthRequired;
    if (scope !== 'school' && !classId) next.klass = m.classRequired;
    if (scope === 'section' && !sectionId) next.section = m.sectionRequired;
    setProblems(next);
    if (Object.keys(next).length) return;
    onSubmit({
      kind,
      scope,
      language,
      ...(kind === 'report_cards' ? { exam_id: Number(examId) } : { month }),
      ...(scope === 'class' ? { class_id: Number(classId) } : {}),
      ...(scope === 'section' ? { section_id: Number(sectionId) } : {}),
    });
  };

  const kindName = (k: Kind) => (k === 'report_cards' ? m.reportCards : m.vouchers);
  const scopeName = (s: Scope) =>
    s === 'section' ? m.scopeSection : s === 'class' ? m.scopeClass : m.scopeSchool;
  const statusName = (s: PrintJob['status']) =>
    ({
      queued: m.statusQueued,
      running: m.statusRunning,
      done: m.statusDone,
      failed: m.statusFailed,
    })[s];

  return (
    <ExamsPage title={m.title} description={m.description}>
      {loading ? (
        <ExamsLoading />
      ) : error || !choices ? (
        <ExamsError message={error ?? m.loadFailed} onRetry={onRetry} />
      ) : (
        <>
          <form className={styles.stack} onSubmit={submit} noValidate>
            <RadioGroup
              label={m.what}
              orientation="horizontal"
              value={kind}
              onValueChange={(v) => setKind(v as Kind)}
              options={[
                { value: 'report_cards', label: m.reportCards },
                { value: 'vouchers', label: m.vouchers },
              ]}
            />
            {kind === 'report_cards' ? (
              <Select
                label={m.exam}
                placeholder={m.choose}
                value={examId}
                onValueChange={setExamId}
                error={problems.exam}
                required
                options={choices.exams.map((e) => ({ value: String(e.id), label: e.name }))}
              />
            ) : (
              <TextField
                label={m.month}
                hint={m.monthHint}
                value={month}
                onChange={(e) => setMonth(e.target.value.trim())}
                error={problems.month}
                inputMode="numeric"
                dir="ltr"
                required
              />
            )}
            <RadioGroup
              label={m.scope}
              orientation="horizontal"
              value={scope}
              onValueChange={(v) => setScope(v as Scope)}
              options={[
                { value: 'section', label: m.scopeSection },
                { value: 'class', label: m.scopeClass },
                { value: 'school', label: m.scopeSchool },
              ]}
            />
            {scope !== 'school' ? (
              <Select
                label={m.klass}
                placeholder={m.choose}
                value={classId}
                onValueChange={(v) => {
                  setClassId(v);
                  setSectionId('');
                }}
                error={problems.klass}
                required
                options={choices.classes.map((c) => ({ value: String(c.id), label: c.name }))}
              />
            ) : null}
            {scope === 'section' && klass ? (
              <Select
                label={m.section}
                placeholder={m.choose}
                value={sectionId}
                onValueChange={setSectionId}
                error={problems.section}
                required
                options={klass.sections.map((s) => ({ value: String(s.id), label: s.name }))}
              />
            ) : null}
            <RadioGroup
              label={m.language}
              orientation="horizontal"
              value={language}
              onValueChange={(v) => setLanguage(v as 'en' | 'ur')}
              options={[
                { value: 'en', label: m.english },
                { value: 'ur', label: m.urdu },
              ]}
            />
            {submitError ? <Alert tone="error">{submitError}</Alert> : null}
            <div>
              <Button type="submit" loading={submitting}>
                {m.submit}
              </Button>
            </div>
          </form>
          {current ? <JobProgress job={current} onDownload={onDownload} /> : null}
          <section className={styles.tight} aria-labelledby="print-recent">
            <h2 id="print-recent" className={styles.heading}>
              {m.recent}
            </h2>
            {!jobs?.length ? (
              <p className={styles.muted}>{m.noJobs}</p>
            ) : (
              <Table.Root>
                <Table.Head>
                  <Table.Row>
                    <Table.ColumnHeader>{m.what}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.status}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.progressLabel}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.file}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {jobs.map((job) => (
                    <Table.Row key={job.id}>
                      <Table.Cell label={m.what}>
                        {format(m.jobName, {
                          kind: kindName(job.kind),
                          scope: scopeName(job.scope),
                          language: job.language === 'ur' ? m.urdu : m.english,
                        })}
                      </Table.Cell>
                      <Table.Cell label={m.status}>
                        {statusName(job.status)}
                        {job.expires_at ? (
                          <div className={styles.muted}>
                            {format(m.expires, { date: pakistanDate(job.expires_at, locale) })}
                          </div>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell label={m.progressLabel}>
                        {format(m.progress, { done: job.done, total: job.total })}
                      </Table.Cell>
                      <Table.Cell label={m.file}>
                        {job.status === 'done' && job.file_type ? (
                          <Button size="sm" variant="outline" onClick={() => onDownload(job)}>
                            {format(m.download, { type: job.file_type.toUpperCase() })}
                          </Button>
                        ) : null}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </section>
        </>
      )}
    </ExamsPage>
  );
}
