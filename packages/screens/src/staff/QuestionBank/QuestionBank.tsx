// /dashboard/courses/:courseId/question-bank — a course's bank of
// tagged questions (paged, filtered by tag or text), with the form to add or edit one.
import type { BankQuestion, BankTagCount, QuestionFileFormat } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  FormErrorSummary,
  Icon,
  Pagination,
  SearchInput,
  Select,
  TextField,
} from '@watni/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useQuizBuilderMessages } from '../../messages/areas';
import { useQuestionBankMessages } from '../../messages/QuestionBankMessages';
import { StaffLoading } from '../_shared/StaffPage';
import { AssessmentsFrame } from '../ManageAssessments/ManageAssessments';
import { QuestionEditor } from '../QuizBuilder/QuestionEditor';
import { fieldIds, type QuizErrors } from '../QuizBuilder/quizForm';
import { ExportMenu } from './BankFiles';
import type { BankDraft } from './bankForm';
import { tagsFieldId } from './bankForm';
import * as styles from './QuestionBank.css';

const ALL = '__all__';

export interface QuestionBankViewProps {
  courseTitle?: string | null;
  /** The course's assessments page. */
  backHref: string;
  loading?: boolean;
  /** The service's detail when the bank failed to load. */
  error?: string | null;
  onRetry?: () => void;
  items: readonly BankQuestion[];
  /** Questions matching the filter (all pages). */
  total: number;
  /** Every tag of the bank with its count. */
  tags: readonly BankTagCount[];
  tag: string | null;
  onTagChange: (tag: string | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The question being added (id null) or edited; null when the form is closed. */
  draft: BankDraft | null;
  /** Validation messages by field id (after a save attempt). */
  errors?: QuizErrors;
  saving?: boolean;
  /** The service's refusal of the last save. */
  saveError?: string | null;
  deletingId?: number | null;
  onAdd: () => void;
  onEdit: (question: BankQuestion) => void;
  onDelete: (question: BankQuestion) => void;
  onDraftChange: (draft: BankDraft) => void;
  onSave: () => void;
  onCancel: () => void;
  /** Opens the Import dialog (GIFT, Aiken, QTI). */
  onImport?: () => void;
  /** Downloads the bank (the tag filter applied) in a format. */
  onExport?: (format: QuestionFileFormat) => void;
  exporting?: boolean;
}

export function QuestionBankView(props: QuestionBankViewProps) {
  const { m, f } = useQuestionBankMessages();
  const p = m.page;
  const { loading = false, error = null, courseTitle = null } = props;
  return (
    <AssessmentsFrame
      title={p.title}
      description={courseTitle ? f(p.description, { course: courseTitle }) : p.descriptionNoCourse}
      backHref={props.backHref}
      backLabel={p.back}
      actions={
        props.draft === null ? (
          <div className={styles.actions}>
            <Button onClick={props.onAdd} disabled={loading || error !== null}>
              <Icon name="plus" aria-hidden />
              {p.add}
            </Button>
            {props.onImport ? (
              <Button
                variant="outline"
                onClick={props.onImport}
                disabled={loading || error !== null}
              >
                {m.files.import}
              </Button>
            ) : null}
            {props.onExport ? (
              <ExportMenu
                onExport={props.onExport}
                exporting={props.exporting ?? false}
                disabled={loading || error !== null || props.total === 0}
              />
            ) : null}
          </div>
        ) : undefined
      }
    >
      {loading ? (
        <StaffLoading label={p.loading} />
      ) : error !== null ? (
        <Alert
          tone="error"
          title={p.loadFailed}
          action={
            props.onRetry ? (
              <Button variant="outline" size="sm" onClick={props.onRetry}>
                {p.retry}
              </Button>
            ) : undefined
          }
        >
          {error && error !== p.loadFailed ? error : null}
        </Alert>
      ) : (
        <>
          {props.draft ? <BankQuestionForm {...props} draft={props.draft} /> : null}
          <BankList {...props} />
        </>
      )}
    </AssessmentsFrame>
  );
}

function BankList(props: QuestionBankViewProps) {
  const { m, f } = useQuestionBankMessages();
  const builder = useQuizBuilderMessages();
  const p = m.page;
  const { items, total, tags, tag, page, pageSize } = props;
  const filtered = tag !== null || props.search.trim() !== '';
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <section aria-labelledby="bank-list-heading" className={styles.form}>
      <h2 id="bank-list-heading" className={styles.muted}>
        {f(p.total, { total })}
      </h2>
      {tags.length > 0 || filtered ? (
        <div className={styles.filters}>
          <Select
            label={p.tagFilter}
            value={tag ?? ALL}
            onValueChange={(value) => props.onTagChange(value === ALL ? null : value)}
            options={[
              { value: ALL, label: p.allTags },
              ...tags.map((item) => ({
                value: item.tag,
                label: f(p.tagOption, { tag: item.tag, count: item.count }),
              })),
            ]}
          />
          <SearchInput
            label={p.search}
            showLabel
            value={props.search}
            onValueChange={props.onSearchChange}
          />
        </div>
      ) : null}
      {items.length === 0 ? (
        filtered ? (
          <EmptyState
            headingLevel={3}
            title={p.emptyFiltered}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  props.onTagChange(null);
                  props.onSearchChange('');
                }}
              >
                {p.clearFilter}
              </Button>
            }
          />
        ) : (
          <EmptyState
            headingLevel={3}
            title={p.empty}
            description={p.emptyHint}
            action={
              props.draft === null ? (
                <Button variant="secondary" onClick={props.onAdd}>
                  {p.add}
                </Button>
              ) : undefined
            }
          />
        )
      ) : (
        <ul className={styles.list}>
          {items.map((question, index) => {
            const n = from + index;
            return (
              <li key={question.id} className={styles.card} data-testid="bank-question">
                <p className={styles.text}>{question.question_text}</p>
                <div className={styles.badges}>
                  <Badge tone="info">{builder.questionTypes[question.question_type]}</Badge>
                  <Badge tone="neutral">{f(p.points, { points: question.points })}</Badge>
                </div>
                <div className={styles.badges}>
                  <span className={styles.muted}>{p.tagsLabel}:</span>
                  {question.tags.length ? (
                    question.tags.map((item) => (
                      <Badge key={item} tone="success">
                        {item}
                      </Badge>
                    ))
                  ) : (
                    <span className={styles.muted}>{p.noTags}</span>
                  )}
                </div>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={f(p.editNamed, { n })}
                    disabled={props.saving}
                    onClick={() => props.onEdit(question)}
                  >
                    <Icon name="edit" aria-hidden />
                    {p.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={f(p.removeNamed, { n })}
                    loading={props.deletingId === question.id}
                    disabled={props.deletingId === question.id}
                    onClick={() => props.onDelete(question)}
                  >
                    <Icon name="trash" aria-hidden />
                    {p.remove}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {total > 0 ? (
        <div className={styles.footer}>
          <span className={styles.muted}>{f(p.showing, { from, to, total })}</span>
          {pageCount > 1 ? (
            <Pagination page={page} pageCount={pageCount} onPageChange={props.onPageChange} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function BankQuestionForm(props: QuestionBankViewProps & { draft: BankDraft }) {
  const { m } = useQuestionBankMessages();
  const builder = useQuizBuilderMessages();
  const { draft, errors = {}, saving = false } = props;
  const [focusId, setFocusId] = useState<string | null>(null);
  const headingId = fieldIds.question(draft.question.key);
  const summaryRef = useRef<HTMLDivElement>(null);
  const errorCount = Object.keys(errors).length;

  // The form's heading takes focus when it opens (new question or another one to edit).
  useEffect(() => {
    document.getElementById(headingId)?.focus();
  }, [headingId]);
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);
  useEffect(() => {
    if (errorCount > 0) summaryRef.current?.focus();
  }, [errorCount]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) props.onSave();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormErrorSummary
        ref={summaryRef}
        errors={Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message }))}
        title={builder.errorSummary}
        autoFocus={false}
      />
      {props.saveError ? <Alert tone="error">{props.saveError}</Alert> : null}
      <QuestionEditor
        question={draft.question}
        number={1}
        count={1}
        errors={errors}
        disabled={saving}
        onChange={(question) => props.onDraftChange({ ...draft, question })}
        onMove={() => undefined}
        onRemove={() => undefined}
        onFocusLater={setFocusId}
        standalone={{
          title: draft.question.id === null ? m.form.newTitle : m.form.editTitle,
        }}
      />
      <TextField
        id={tagsFieldId}
        label={m.form.tags}
        hint={m.form.tagsHint}
        value={draft.tags}
        maxLength={500}
        disabled={saving}
        error={errors[tagsFieldId]}
        onChange={(event) => props.onDraftChange({ ...draft, tags: event.currentTarget.value })}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={saving} loadingLabel={m.form.saving}>
          <Icon name="check" aria-hidden />
          {m.form.save}
        </Button>
        <Button variant="ghost" disabled={saving} onClick={props.onCancel}>
          {m.form.cancel}
        </Button>
      </div>
    </form>
  );
}
