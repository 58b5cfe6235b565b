import type { BankTagCount, QuestionType } from '@watni/api-client';
import {
  Alert,
  Button,
  FormErrorSummary,
  Icon,
  NumberField,
  Select,
  Switch,
  TextArea,
  TextField,
  VisuallyHidden,
} from '@watni/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuizBuilderMessages } from '../../messages/areas';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import { QuestionEditor } from './QuestionEditor';
import * as styles from './QuizBuilder.css';
import {
  assessmentTypes,
  emptyQuestion,
  fieldIds,
  moveItem,
  type QuestionDraft,
  type QuizDraft,
  type QuizErrors,
  questionTypes,
  totalPoints,
} from './quizForm';
import { RandomDraws } from './RandomDraws';

export interface QuizBuilderViewProps {
  mode: 'create' | 'edit';
  /** The course's title, shown under the page title when known. */
  courseTitle?: string | null;
  /** Manage Assessments of the course. */
  backHref: string;
  loading?: boolean;
  /** Load failure, already worded ('Session expired. Please login again.' or 'Error: ' + detail). */
  error?: string | null;
  draft: QuizDraft;
  /** Validation messages by field id (shown beside the fields and in the summary). */
  errors?: QuizErrors;
  /** Bumped by a failed save attempt: moves focus to the error summary. */
  summaryFocus?: number;
  saving?: boolean;
  /** The assessment could not be saved: 'Failed to save quiz' with the detail. */
  saveError?: string | null;
  /** Questions that failed to save: the service's detail by question key. */
  questionFailures?: Record<string, string>;
  /** Other failures after a partial save (a removed question that could not be deleted). */
  otherFailures?: readonly string[];
  onChange: (draft: QuizDraft) => void;
  /** Asks for confirmation, then removes (the container owns the ConfirmDialog). */
  onRemoveQuestion: (question: QuestionDraft, number: number) => void;
  onSave: () => void;
  onRetry?: () => void;
  /** The course bank's tags (null while unknown) and its page. */
  bankTags?: readonly BankTagCount[] | null;
  bankHref?: string;
}

/** The quiz builder: create and edit an assessment and its questions on one screen. */
export function QuizBuilderView(props: QuizBuilderViewProps) {
  const quizBuilderMessages = useQuizBuilderMessages();
  const m = quizBuilderMessages;
  const { mode, loading = false, error = null, backHref } = props;
  const title = mode === 'create' ? m.createTitle : m.editTitle;
  const back = (
    <Link to={backHref} className={styles.back}>
      <Icon name="chevronLeft" aria-hidden />
      {m.back}
    </Link>
  );
  return (
    <StaffPage
      title={title}
      description={props.courseTitle ? m.courseDescription(props.courseTitle) : m.description}
      actions={back}
    >
      {loading ? (
        <StaffLoading label={m.loading} />
      ) : error ? (
        <StaffError message={error} onRetry={props.onRetry} />
      ) : (
        <BuilderForm {...props} />
      )}
    </StaffPage>
  );
}

function BuilderForm({
  draft,
  errors = {},
  summaryFocus = 0,
  saving = false,
  saveError = null,
  questionFailures = {},
  otherFailures = [],
  onChange,
  onRemoveQuestion,
  onSave,
  bankTags = null,
  bankHref,
}: QuizBuilderViewProps) {
  const quizBuilderMessages = useQuizBuilderMessages();
  const m = quizBuilderMessages;
  const f = m.fields;
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const questionsHeading = useRef<HTMLHeadingElement>(null);
  const count = draft.questions.length;
  const previousCount = useRef(count);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  // After a removal, focus returns to the Questions heading (the removed card's buttons are gone).
  useEffect(() => {
    if (count < previousCount.current) questionsHeading.current?.focus();
    previousCount.current = count;
  }, [count]);

  const loop = useLearningLoopMessages().m;
  const set = <K extends keyof QuizDraft>(key: K, value: QuizDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const setQuestion = (question: QuestionDraft) =>
    set(
      'questions',
      draft.questions.map((q) => (q.key === question.key ? question : q)),
    );
  const add = (type: QuestionType) => {
    const question = emptyQuestion(type);
    set('questions', [...draft.questions, question]);
    setFocusId(fieldIds.questionText(question.key));
  };
  const move = (index: number, direction: -1 | 1) => {
    const to = index + direction;
    const question = draft.questions[index];
    if (!question || to < 0 || to >= count) return;
    set('questions', moveItem(draft.questions, index, to));
    // Keep focus on the button that was pressed, or its partner when it became disabled.
    const atEdge = (direction === -1 && to === 0) || (direction === 1 && to === count - 1);
    const pressed = direction === -1 ? 'up' : 'down';
    const other = direction === -1 ? 'down' : 'up';
    setFocusId(`${question.key}-${atEdge ? other : pressed}`);
    setAnnouncement(m.question.moved(index + 1, to + 1));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave();
  };
  const summary = Object.entries(errors).map(([fieldId, message]) => {
    const index = draft.questions.findIndex((q) => fieldId.startsWith(`${q.key}-`));
    return {
      fieldId,
      message: index >= 0 ? m.errors.inQuestion(index + 1, message) : message,
    };
  });
  const failedQuestions = draft.questions.flatMap((q, index) => {
    const detail = questionFailures[q.key];
    return detail ? [m.questionNotSaved(index + 1, detail)] : [];
  });
  const partial = [...failedQuestions, ...otherFailures];

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormErrorSummary
        ref={summaryRef}
        errors={summary}
        title={m.errorSummary}
        autoFocus={false}
      />
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      {partial.length ? (
        <Alert tone="warning" title={m.partialTitle}>
          <p>{m.partialIntro}</p>
          <ul>
            {partial.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <section className={styles.section} aria-labelledby="quiz-details-heading">
        <h2 id="quiz-details-heading" className={styles.sectionHeading}>
          {m.settingsHeading}
        </h2>
        <TextField
          id={fieldIds.title}
          label={f.title}
          required
          maxLength={200}
          value={draft.title}
          disabled={saving}
          error={errors[fieldIds.title]}
          onChange={(event) => set('title', event.currentTarget.value)}
        />
        <TextArea
          label={f.description}
          optional
          rows={3}
          maxLength={5000}
          value={draft.description}
          disabled={saving}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <div className={styles.row}>
          <Select
            label={f.type}
            value={draft.assessment_type}
            disabled={saving}
            onValueChange={(value) => set('assessment_type', value as QuizDraft['assessment_type'])}
            options={assessmentTypes.map((type) => ({
              value: type,
              label: m.assessmentTypes[type],
            }))}
          />
          <NumberField
            id={fieldIds.passingScore}
            label={f.passingScore}
            hint={f.passingScoreHint}
            required
            min={0}
            max={100}
            step={1}
            value={draft.passing_score}
            disabled={saving}
            error={errors[fieldIds.passingScore]}
            onChange={(event) => set('passing_score', event.currentTarget.value)}
          />
          <NumberField
            id={fieldIds.timeLimit}
            label={f.timeLimit}
            hint={f.timeLimitHint}
            optional
            min={1}
            max={1440}
            step={1}
            value={draft.time_limit}
            disabled={saving}
            error={errors[fieldIds.timeLimit]}
            onChange={(event) => set('time_limit', event.currentTarget.value)}
          />
        </div>
        <Switch
          label={f.published}
          description={f.publishedHint}
          checked={draft.is_published}
          disabled={saving}
          onCheckedChange={(checked) => set('is_published', checked)}
        />
        {/* Attempts and review */}
        <fieldset className={styles.section}>
          <legend className={styles.sectionHeading}>{loop.builder.settings}</legend>
          <div className={styles.row}>
            <NumberField
              id={fieldIds.maxAttempts}
              label={loop.builder.maxAttempts}
              hint={loop.builder.maxAttemptsHint}
              optional
              min={1}
              max={100}
              step={1}
              value={draft.max_attempts ?? ''}
              disabled={saving}
              error={errors[fieldIds.maxAttempts]}
              onChange={(event) => set('max_attempts', event.currentTarget.value)}
            />
            <Select
              label={loop.builder.policy}
              value={draft.attempts_policy ?? 'best'}
              disabled={saving}
              onValueChange={(value) => set('attempts_policy', value as 'best' | 'last')}
              options={[
                { value: 'best', label: loop.builder.best },
                { value: 'last', label: loop.builder.last },
              ]}
            />
          </div>
          <Switch
            label={loop.builder.review}
            checked={draft.review_after_submit ?? false}
            disabled={saving}
            onCheckedChange={(checked) => set('review_after_submit', checked)}
          />
        </fieldset>
      </section>

      <section className={styles.section} aria-labelledby="quiz-questions-heading">
        <div className={styles.questionsHead}>
          <h2
            id="quiz-questions-heading"
            ref={questionsHeading}
            tabIndex={-1}
            className={styles.sectionHeading}
          >
            {m.questionsHeading}
          </h2>
          <p className={styles.total} aria-live="polite" data-testid="quiz-total-points">
            {m.totalPoints(totalPoints(draft))}
          </p>
        </div>
        <p className={styles.muted}>{m.questionCount(count)}</p>
        {count === 0 ? <p className={styles.muted}>{m.noQuestions}</p> : null}
        {count ? (
          <ol className={styles.questions}>
            {draft.questions.map((question, index) => (
              <QuestionEditor
                key={question.key}
                question={question}
                number={index + 1}
                count={count}
                errors={errors}
                failure={questionFailures[question.key] ?? null}
                disabled={saving}
                onChange={setQuestion}
                onMove={(direction) => move(index, direction)}
                onRemove={() => onRemoveQuestion(question, index + 1)}
                onFocusLater={setFocusId}
              />
            ))}
          </ol>
        ) : null}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{m.addHeading}</legend>
          <div className={styles.addRow}>
            {questionTypes.map((type) => (
              <Button
                key={type}
                variant="secondary"
                size="sm"
                disabled={saving}
                aria-label={m.addLabel(m.questionTypes[type].toLowerCase())}
                onClick={() => add(type)}
              >
                <Icon name="plus" aria-hidden />
                {m.questionTypes[type]}
              </Button>
            ))}
          </div>
        </fieldset>
      </section>

      {/* Random questions from the course's bank, and shuffles */}
      <RandomDraws
        draft={draft}
        errors={errors}
        disabled={saving}
        bankTags={bankTags}
        bankHref={bankHref}
        onChange={onChange}
        onFocusLater={setFocusId}
      />

      <div className={styles.footer}>
        <p className={styles.footerTotal} aria-hidden>
          {m.totalPoints(totalPoints(draft))}
        </p>
        <Button type="submit" loading={saving} loadingLabel={m.saving}>
          <Icon name="check" aria-hidden />
          {m.save}
        </Button>
      </div>
    </form>
  );
}
