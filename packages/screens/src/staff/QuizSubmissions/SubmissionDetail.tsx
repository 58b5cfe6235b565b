import type { AssessmentAdmin, QuestionAdmin, QuestionResult, Submission } from '@watni/api-client';
import { Alert, Badge, Button, Icon, LinkButton, NumberField, TextArea } from '@watni/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useStaffAssessmentMessages } from '../../messages/areas';
import { fullName } from '../_shared/format';
import { type GradeErrors, type GradeValues, gradeValues, validateGrades } from './gradeForm';
import { ResultBadge, StatusBadge, useFormatDateTime } from './parts';
import * as styles from './QuizSubmissions.css';

interface SubmissionDetailProps {
  submission: Submission;
  assessment: AssessmentAdmin;
  grading: boolean;
  gradeError: string | null;
  onBack: () => void;
  onGrade: (submission: Submission, values: GradeValues) => void;
}

/** One submission: the answers per question with the model answers, and the grading form. */
export function SubmissionDetail({
  submission,
  assessment,
  grading,
  gradeError,
  onBack,
  onGrade,
}: SubmissionDetailProps) {
  const formatDateTime = useFormatDateTime();
  const staffAssessmentMessages = useStaffAssessmentMessages();
  const m = staffAssessmentMessages.submissions;
  const formId = useId();
  const name = fullName(submission.user) || submission.user.email;
  // The attempt's own questions when the service sends them (drawn from the bank and
  // shuffled), else the quiz's.
  const questions = submission.questions ?? assessment.questions;
  const order = new Map(questions.map((q, index) => [q.id, index]));
  const byId = new Map(questions.map((q) => [q.id, q]));
  const results = [...submission.results].sort(
    (a, b) =>
      (order.get(a.question_id) ?? Number.MAX_SAFE_INTEGER) -
      (order.get(b.question_id) ?? Number.MAX_SAFE_INTEGER),
  );
  const [values, setValues] = useState<GradeValues>(() =>
    gradeValues(submission, submission.questions ?? assessment.questions),
  );
  const [errors, setErrors] = useState<GradeErrors>({});
  const gradable = Object.keys(values.questions).length > 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening a submission moves focus to its heading (the list it replaced is gone).
  useEffect(() => headingRef.current?.focus(), []);

  const setQuestion = (id: number, patch: Partial<{ points: string; feedback: string }>) =>
    setValues((v) => {
      const current = v.questions[id] ?? { points: '', feedback: '' };
      return { ...v, questions: { ...v.questions, [id]: { ...current, ...patch } } };
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateGrades(values, submission.results, m.pointsError);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      document.getElementById(`${formId}-points-${first}`)?.focus();
      return;
    }
    onGrade(submission, values);
  };

  return (
    <section className={styles.detail} aria-labelledby={`${formId}-title`}>
      <div className={styles.detailHead}>
        <h2 id={`${formId}-title`} ref={headingRef} tabIndex={-1} className={styles.detailTitle}>
          {m.detailTitle(name)}
        </h2>
        <LinkButton size="sm" onClick={onBack}>
          <Icon name="chevronLeft" size={16} aria-hidden />
          {m.backToList}
        </LinkButton>
      </div>
      <dl className={styles.summary}>
        <Fact label={m.submittedAt} value={formatDateTime(submission.submitted_at)} />
        <Fact label={m.timeTaken} value={m.timeTakenValue(submission.time_taken_minutes)} />
        <Fact
          label={m.score}
          value={
            <span data-testid="submission-score">
              {m.scoreValue(submission.score, submission.max_score, submission.percentage)}
            </span>
          }
        />
        <Fact
          label={m.columns.result}
          value={
            <span className={styles.badges}>
              <ResultBadge submission={submission} />
              <StatusBadge submission={submission} />
            </span>
          }
        />
        <Fact
          label={m.gradedAt}
          value={submission.graded_at ? formatDateTime(submission.graded_at) : m.notGraded}
        />
      </dl>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ol className={styles.questions}>
          {results.map((result, index) => (
            <QuestionItem
              key={result.question_id}
              index={index + 1}
              formId={formId}
              result={result}
              question={byId.get(result.question_id)}
              answer={submission.answers[String(result.question_id)]}
              entry={values.questions[result.question_id]}
              error={errors[result.question_id]}
              disabled={grading}
              onChange={(patch) => setQuestion(result.question_id, patch)}
            />
          ))}
        </ol>
        {gradable ? (
          <>
            <TextArea
              label={m.overallFeedback}
              hint={m.overallFeedbackHint}
              optional
              rows={3}
              maxLength={5000}
              value={values.feedback}
              disabled={grading}
              onChange={(e) => {
                const feedback = e.currentTarget.value;
                setValues((v) => ({ ...v, feedback }));
              }}
            />
            {gradeError ? (
              <Alert tone="error" title={m.gradeFailed}>
                {gradeError !== m.gradeFailed ? gradeError : null}
              </Alert>
            ) : Object.keys(errors).length > 0 ? (
              <Alert tone="error">{m.fixErrors}</Alert>
            ) : null}
            <div className={styles.formFooter}>
              <Button type="submit" loading={grading} loadingLabel={m.saving}>
                {m.saveGrades}
              </Button>
            </div>
          </>
        ) : null}
      </form>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}

/** An answer as the student meant it: 'B. Lahore' for a choice, 'True' for true/false. */
function showAnswer(
  question: QuestionAdmin | undefined,
  answer: string,
  m: { trueLabel: string; falseLabel: string },
): string {
  if (!question) return answer;
  if (question.question_type === 'multiple_choice') {
    const key = answer.trim().toUpperCase();
    const text = question.options[key];
    return text ? `${key}. ${text}` : answer;
  }
  if (question.question_type === 'true_false') {
    const value = answer.trim().toLowerCase();
    return value === 'true' ? m.trueLabel : value === 'false' ? m.falseLabel : answer;
  }
  return answer;
}

function ModelAnswer({ question }: { question: QuestionAdmin }) {
  const staffAssessmentMessages = useStaffAssessmentMessages();
  const m = staffAssessmentMessages.submissions;
  const { question_type: type, correct_answer: correct, accepted_answers: accepted } = question;
  if (type === 'essay') return <p className={styles.muted}>{m.noModelAnswer}</p>;
  if (type === 'short_answer') {
    const all = [...(correct ? [correct] : []), ...accepted.filter((a) => a !== correct)];
    return (
      <div className={styles.answerBlock}>
        <span className={styles.muted}>{m.acceptedAnswers}</span>
        <p className={styles.answer}>{all.length > 0 ? all.join(' · ') : m.noModelAnswer}</p>
      </div>
    );
  }
  return (
    <div className={styles.answerBlock}>
      <span className={styles.muted}>{m.correctAnswer}</span>
      <p className={styles.answer}>{correct ? showAnswer(question, correct, m) : '—'}</p>
    </div>
  );
}

function QuestionItem({
  index,
  formId,
  result,
  question,
  answer,
  entry,
  error,
  disabled,
  onChange,
}: {
  index: number;
  formId: string;
  result: QuestionResult;
  question: QuestionAdmin | undefined;
  answer: string | undefined;
  entry: { points: string; feedback: string } | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (patch: Partial<{ points: string; feedback: string }>) => void;
}) {
  const staffAssessmentMessages = useStaffAssessmentMessages();
  const m = staffAssessmentMessages.submissions;
  const headingId = `${formId}-q-${result.question_id}`;
  const given = answer?.trim() ? answer : null;
  return (
    <li className={styles.question} aria-labelledby={headingId}>
      <div className={styles.questionHead}>
        <h3 id={headingId} className={styles.questionTitle}>
          {m.questionHeading(index)}
          {question ? ` · ${m.questionTypes[question.question_type]}` : ''}
        </h3>
        <span className={styles.badges}>
          {result.is_correct === null ? (
            <Badge tone="warning">{m.awaitingGrade}</Badge>
          ) : result.is_correct ? (
            <Badge tone="success">{m.correct}</Badge>
          ) : (
            <Badge tone="danger">{m.incorrect}</Badge>
          )}
          <Badge tone="neutral">{m.pointsOf(result.points_awarded, result.max_points)}</Badge>
        </span>
      </div>
      {question ? (
        <p className={styles.questionText}>{question.question_text}</p>
      ) : (
        <p className={styles.muted}>{m.questionMissing}</p>
      )}
      <div className={styles.answerBlock}>
        <span className={styles.muted}>{m.studentAnswer}</span>
        <p className={styles.answer}>{given ? showAnswer(question, given, m) : m.noAnswer}</p>
      </div>
      {question ? <ModelAnswer question={question} /> : null}
      {entry ? (
        <div className={styles.grading}>
          <NumberField
            id={`${formId}-points-${result.question_id}`}
            label={m.pointsField(index, result.max_points)}
            min={0}
            max={result.max_points}
            step={1}
            required
            value={entry.points}
            error={error}
            disabled={disabled}
            onChange={(e) => onChange({ points: e.currentTarget.value })}
          />
          <TextArea
            label={m.feedbackFor(index)}
            optional
            rows={2}
            maxLength={5000}
            value={entry.feedback}
            disabled={disabled}
            onChange={(e) => onChange({ feedback: e.currentTarget.value })}
          />
        </div>
      ) : result.feedback ? (
        <div className={styles.answerBlock}>
          <span className={styles.muted}>{m.feedbackField}</span>
          <p className={styles.answer}>{result.feedback}</p>
        </div>
      ) : null}
    </li>
  );
}
