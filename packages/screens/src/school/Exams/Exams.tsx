import type { ExamCreateBody, ExamSummary, SchoolClass } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  DateField,
  EmptyState,
  Select,
  Table,
  TextField,
  useI18n,
} from '@watni/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { ExamsError, ExamsLoading, ExamsPage } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';

export interface TermOption {
  id: number;
  label: string;
}

export interface ExamsViewProps {
  exams: ExamSummary[] | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Admins create exams; they also see the grading scale link. */
  canCreate?: boolean;
  terms?: TermOption[];
  classes?: SchoolClass[];
  creating?: boolean;
  createError?: string | null;
  created?: boolean;
  onCreate?: (body: ExamCreateBody) => void;
}

interface PaperDraft {
  include: boolean;
  date: string;
  max: string;
  passing: string;
}

/** /school/exams: the school's exams, and (admins) the form that creates one. */
export function ExamsView({
  exams,
  loading = false,
  error = null,
  onRetry,
  canCreate = false,
  terms = [],
  classes = [],
  creating = false,
  createError = null,
  created = false,
  onCreate,
}: ExamsViewProps) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.list;
  const [name, setName] = useState('');
  const [termId, setTermId] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [papers, setPapers] = useState<Record<number, PaperDraft>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const term = termId || (terms[0] ? String(terms[0].id) : '');
  const withSubjects = useMemo(() => classes.filter((c) => c.subjects.length), [classes]);

  const draftOf = (subjectId: number): PaperDraft =>
    papers[subjectId] ?? { include: true, date: '', max: '100', passing: '33' };
  const setDraft = (subjectId: number, change: Partial<PaperDraft>) =>
    setPapers((all) => ({ ...all, [subjectId]: { ...draftOf(subjectId), ...change } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(m.nameRequired);
    const body: ExamCreateBody = {
      term_id: Number(term),
      name: name.trim(),
      classes: chosen
        .map((classId) => {
          const klass = classes.find((c) => c.id === classId)!;
          return {
            class_id: classId,
            papers: klass.subjects
              .filter((s) => draftOf(s.id).include)
              .map((s) => {
                const d = draftOf(s.id);
                return {
                  subject_id: s.id,
                  exam_date: d.date || null,
                  max_marks: Number(d.max) || 0,
                  passing_marks: Number(d.passing) || 0,
                };
              }),
          };
        })
        .filter((c) => c.papers.length),
    };
    if (!body.classes.length || !term) return setProblem(m.classRequired);
    setProblem(null);
    onCreate?.(body);
  };

  return (
    <ExamsPage
      title={m.title}
      description={m.description}
      actions={
        <div className={styles.row}>
          <Link to="/school/gradebook">{m.gradebook}</Link>
          {canCreate ? <Link to="/school/grading-scale">{m.gradingScale}</Link> : null}
        </div>
      }
    >
      {loading ? (
        <ExamsLoading />
      ) : error || !exams ? (
        <ExamsError message={error} onRetry={onRetry} />
      ) : exams.length === 0 ? (
        <EmptyState headingLevel={2} title={canCreate ? m.emptyAdmin : m.empty} />
      ) : (
        <Table.Root caption={m.caption}>
          <Table.Head>
            <Table.Row>
              <Table.ColumnHeader>{m.name}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.term}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.classes}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.state}</Table.ColumnHeader>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {exams.map((exam) => (
              <Table.Row key={exam.id}>
                <Table.Cell label={m.name}>
                  <Link
                    to={`/school/exams/${exam.id}`}
                    aria-label={format(m.open, { name: exam.name })}
                  >
                    {exam.name}
                  </Link>
                </Table.Cell>
                <Table.Cell label={m.term}>
                  {exam.term_name}, {exam.year_name}
                </Table.Cell>
                <Table.Cell label={m.classes}>{exam.class_names.join(', ')}</Table.Cell>
                <Table.Cell label={m.state}>
                  <Badge tone={exam.is_published ? 'success' : 'neutral'}>
                    {exam.is_published ? t.common.published : t.common.notPublished}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}

      {canCreate ? (
        <form className={styles.stack} onSubmit={submit} noValidate aria-labelledby="exam-create">
          <h2 id="exam-create" className={styles.heading}>
            {m.createTitle}
          </h2>
          <div className={styles.row} style={{ alignItems: 'end' }}>
            <TextField
              label={m.examName}
              hint={m.examNameHint}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
            />
            <Select
              label={m.termLabel}
              value={term}
              onValueChange={setTermId}
              options={terms.map((x) => ({ value: String(x.id), label: x.label }))}
            />
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{m.classLabel}</legend>
            <div className={styles.row}>
              {withSubjects.map((klass) => (
                <Checkbox
                  key={klass.id}
                  label={klass.name}
                  checked={chosen.includes(klass.id)}
                  onCheckedChange={(checked) =>
                    setChosen((list) =>
                      checked === true ? [...list, klass.id] : list.filter((id) => id !== klass.id),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
          {chosen.map((classId) => {
            const klass = classes.find((c) => c.id === classId);
            if (!klass) return null;
            return (
              <fieldset key={classId} className={styles.fieldset}>
                <legend className={styles.legend}>
                  {format(m.papersOf, { className: klass.name })}
                </legend>
                {klass.subjects.map((subject) => {
                  const d = draftOf(subject.id);
                  return (
                    <div key={subject.id} className={styles.paper}>
                      <Checkbox
                        label={subject.name}
                        aria-label={format(m.include, { subject: subject.name })}
                        checked={d.include}
                        onCheckedChange={(checked) =>
                          setDraft(subject.id, { include: checked === true })
                        }
                      />
                      <DateField
                        label={m.dateShort}
                        aria-label={format(m.date, { subject: subject.name })}
                        value={d.date}
                        disabled={!d.include}
                        onChange={(event) => setDraft(subject.id, { date: event.target.value })}
                      />
                      <TextField
                        label={m.maxShort}
                        aria-label={format(m.max, { subject: subject.name })}
                        inputMode="numeric"
                        value={d.max}
                        disabled={!d.include}
                        onChange={(event) => setDraft(subject.id, { max: event.target.value })}
                      />
                      <TextField
                        label={m.passingShort}
                        aria-label={format(m.passing, { subject: subject.name })}
                        inputMode="numeric"
                        value={d.passing}
                        disabled={!d.include}
                        onChange={(event) => setDraft(subject.id, { passing: event.target.value })}
                      />
                    </div>
                  );
                })}
              </fieldset>
            );
          })}
          {problem || createError ? <Alert tone="error">{problem || createError}</Alert> : null}
          {created && !problem && !createError ? <Alert tone="success">{m.created}</Alert> : null}
          <div>
            <Button type="submit" loading={creating} loadingLabel={m.creating}>
              {m.submit}
            </Button>
          </div>
        </form>
      ) : null}
    </ExamsPage>
  );
}
