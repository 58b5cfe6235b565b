import type { Assessment, Question } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  Collapsible,
  EmptyState,
  Icon,
  RadioGroup,
  Skeleton,
  TextArea,
  TextField,
  VisuallyHidden,
} from '@watni/ui';
import type { FormEvent } from 'react';
import { useLearnerMessages } from '../../messages/areas';
import * as page from '../_shared/page.css';
import * as styles from './Quiz.css';
import { timeWarning } from './timeWarning';

export type QuizQuestion = Pick<
  Question,
  'id' | 'question_text' | 'question_type' | 'options' | 'points' | 'hints'
>;

export type QuizAssessment = Pick<
  Assessment,
  | 'title'
  | 'description'
  | 'total_points'
  | 'passing_score'
  | 'time_limit_minutes'
  | 'question_count'
> & { questions: readonly QuizQuestion[] };

/** Answer text keyed by question id. */
export type QuizAnswers = Record<string, string>;

export interface QuizViewProps {
  /** Undefined while loading. */
  assessment: QuizAssessment | undefined;
  /** 'Failed to load quiz' or the detail. */
  error?: string | null;
  answers: QuizAnswers;
  /** Seconds left when there is a time limit (null without one, undefined before the start). */
  secondsLeft?: number | null;
  submitting: boolean;
  /** Answers in progress were restored after a reload. */
  restored?: boolean;
  onAnswer: (questionId: number, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** `mm:ss` (or `h:mm:ss`) of a number of seconds. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

function QuestionInput({
  question,
  value,
  disabled,
  onAnswer,
}: {
  question: QuizQuestion;
  value: string;
  disabled: boolean;
  onAnswer: (value: string) => void;
}) {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.quiz;
  const id = `question-${question.id}`;
  switch (question.question_type) {
    case 'multiple_choice':
      return (
        <RadioGroup
          label={t.answer}
          name={id}
          value={value}
          disabled={disabled}
          onValueChange={onAnswer}
          options={Object.entries(question.options)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, text]) => ({ value: key, label: `${key}. ${text}` }))}
        />
      );
    case 'true_false':
      return (
        <RadioGroup
          label={t.answer}
          name={id}
          value={value}
          disabled={disabled}
          onValueChange={onAnswer}
          options={[
            { value: 'true', label: t.true },
            { value: 'false', label: t.false },
          ]}
        />
      );
    case 'short_answer':
      return (
        <TextField
          id={id}
          label={t.answer}
          value={value}
          disabled={disabled}
          maxLength={10000}
          onChange={(event) => onAnswer(event.target.value)}
        />
      );
    default:
      return (
        <TextArea
          id={id}
          label={t.answer}
          value={value}
          rows={6}
          disabled={disabled}
          maxLength={10000}
          onChange={(event) => onAnswer(event.target.value)}
        />
      );
  }
}

/** `/assessments/{assessmentId}/take` as a pure view. */
export function QuizView({
  assessment,
  error,
  answers,
  secondsLeft,
  submitting,
  restored,
  onAnswer,
  onSubmit,
  onCancel,
}: QuizViewProps) {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.quiz;
  if (error) {
    return (
      <div className={page.page}>
        <Alert tone="error">{error}</Alert>
        <div>
          <Button variant="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
        </div>
      </div>
    );
  }
  if (!assessment) {
    return (
      <div className={page.page} aria-busy="true">
        <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
        <Skeleton height="2.25rem" width="60%" />
        <Skeleton lines={8} />
      </div>
    );
  }
  const total = assessment.questions.length;
  const answered = assessment.questions.filter((q) => (answers[String(q.id)] ?? '').trim()).length;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const facts = [
    { label: t.totalPoints, value: String(assessment.total_points) },
    { label: t.passingScore, value: t.percent(assessment.passing_score) },
    {
      label: t.timeLimit,
      value: assessment.time_limit_minutes ? t.minutes(assessment.time_limit_minutes) : t.noLimit,
    },
    { label: t.questions, value: String(assessment.question_count) },
  ];
  const low = typeof secondsLeft === 'number' && secondsLeft <= 60;
  const warning =
    typeof secondsLeft === 'number'
      ? timeWarning(secondsLeft, assessment.time_limit_minutes)
      : null;

  return (
    <div className={page.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.heading}>{assessment.title}</h1>
          {assessment.description ? (
            <p className={page.muted} dir="auto">
              {assessment.description}
            </p>
          ) : null}
        </div>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </header>
      {restored ? <Alert tone="info">{t.restored}</Alert> : null}
      {typeof secondsLeft === 'number' ? (
        <div className={`${styles.timer} ${low ? styles.timerLow : ''}`} data-testid="quiz-timer">
          <span>
            <Icon name="clock" size={18} /> {t.timeLeft}
          </span>
          <span className={styles.clock} role="timer" aria-live="off">
            {formatClock(secondsLeft)}
          </span>
          {secondsLeft <= 0 ? (
            <span role="alert" className={page.muted}>
              {t.timeUp}
            </span>
          ) : null}
          <VisuallyHidden role="status" data-testid="quiz-time-warning">
            {warning ? t[warning] : ''}
          </VisuallyHidden>
        </div>
      ) : null}
      {total === 0 ? (
        <EmptyState icon={<Icon name="inbox" size={28} />} title={t.noQuestions} headingLevel={2} />
      ) : null}
      <form
        className={styles.form}
        onSubmit={handleSubmit}
        noValidate
        aria-label={assessment.title}
        aria-busy={submitting || undefined}
        onFocus={(event) => keepInView(event.target)}
      >
        <ol className={styles.questions}>
          {assessment.questions.map((question, index) => (
            <li key={question.id} className={styles.question} data-testid="quiz-question">
              <div className={styles.questionHead}>
                <span>{t.questionHeading(index + 1, total)}</span>
                <Badge tone="neutral">{t.points(question.points)}</Badge>
              </div>
              <h2 className={styles.questionText}>{question.question_text}</h2>
              <QuestionInput
                question={question}
                value={answers[String(question.id)] ?? ''}
                disabled={submitting}
                onAnswer={(value) => onAnswer(question.id, value)}
              />
              {question.hints.length ? (
                <Collapsible.Root>
                  <Collapsible.Trigger icon="lightbulb">
                    {t.hints(question.hints.length)}
                  </Collapsible.Trigger>
                  <Collapsible.Content tone="hint">
                    <ul className={styles.hintList}>
                      {question.hints.map((hint) => (
                        <li key={hint}>{hint}</li>
                      ))}
                    </ul>
                  </Collapsible.Content>
                </Collapsible.Root>
              ) : null}
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <span className={page.muted} aria-live="polite">
            {t.answered(answered, total)}
          </span>
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            loading={submitting}
            loadingLabel={t.submitting}
            disabled={total === 0}
          >
            {t.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * A tall answer field reached with Tab can stay half below the screen (the browser scrolls only
 * what is not visible at all): bring the whole field into view, clear of the sticky bars.
 */
function keepInView(element: Element) {
  const box = element.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  element.scrollIntoView({ block: 'nearest' });
}
