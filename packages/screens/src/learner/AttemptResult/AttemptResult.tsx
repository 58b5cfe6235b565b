import type { AttemptQuestionResult, AttemptResult } from '@watni/api-client';
import { Alert, Badge, Icon, Skeleton, VisuallyHidden } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import * as page from '../_shared/page.css';
import { useKarachiDate } from '../QuizStatus/QuizStatus';
import * as status from '../QuizStatus/QuizStatus.css';
import * as styles from './AttemptResult.css';

export interface AttemptResultViewProps {
  /** Undefined while loading. */
  result: AttemptResult | undefined;
  error?: string | null;
}

function shownAnswer(
  question: Pick<AttemptQuestionResult, 'question_type' | 'options'>,
  value: string | null,
  m: ReturnType<typeof useLearningLoopMessages>['m'],
): string | null {
  if (value === null) return null;
  if (question.question_type === 'multiple_choice') {
    const text = question.options[value.toUpperCase()];
    return text ? `${value.toUpperCase()}. ${text}` : value;
  }
  if (question.question_type === 'true_false') {
    return value.toLowerCase() === 'true' ? m.result.trueLabel : m.result.falseLabel;
  }
  return value;
}

/** `/assessments/{assessmentId}/attempts/{attemptId}`: one attempt, question by question. */
export function AttemptResultView({ result, error }: AttemptResultViewProps) {
  const { m, f } = useLearningLoopMessages();
  const date = useKarachiDate();
  const t = m.result;
  if (error) {
    return (
      <div className={page.page}>
        <h1 className={status.heading}>{t.fallbackTitle}</h1>
        <Alert tone="error">{error}</Alert>
      </div>
    );
  }
  if (!result) {
    return (
      <div className={page.page} aria-busy="true">
        <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
        <Skeleton lines={8} />
      </div>
    );
  }
  const { attempt, assessment } = result;
  const graded = attempt.status === 'submitted' && !attempt.grading_pending;
  return (
    <div className={page.page}>
      <Link to={`/assessments/${assessment.id}/take`} className={page.link}>
        <Icon name="chevronLeft" size={16} /> {m.actions.backToQuiz}
      </Link>
      <header className={status.card}>
        <h1 className={status.heading}>{f(t.title, { quiz: assessment.title })}</h1>
        <p className={status.status} data-testid="result-summary">
          <strong>{f(m.history.attempt, { n: attempt.number })}</strong>
          {attempt.status !== 'submitted' ? (
            <Badge tone="neutral">{t.notSubmitted}</Badge>
          ) : attempt.grading_pending ? (
            <Badge tone="warning">{m.state.awaitingGrading}</Badge>
          ) : null}
          {graded && attempt.score !== null && attempt.max_score !== null ? (
            <>
              <span>
                {f(m.state.score, {
                  score: attempt.score,
                  max: attempt.max_score,
                  percentage: Math.round((attempt.percentage ?? 0) * 100) / 100,
                })}
              </span>
              <Badge tone={attempt.passed ? 'success' : 'danger'}>
                {attempt.passed ? m.state.passed : m.state.notPassed}
              </Badge>
            </>
          ) : null}
          {attempt.counts ? <Badge tone="primary">{m.history.counts}</Badge> : null}
        </p>
        <p className={page.muted}>
          {f(t.passMark, { percent: assessment.passing_score })}
          {result.graded_at ? ` · ${f(t.gradedOn, { date: date(result.graded_at) })}` : ''}
        </p>
        {result.feedback ? (
          <section aria-labelledby="overall-feedback">
            <h2 id="overall-feedback" className={status.subheading}>
              {t.overallFeedback}
            </h2>
            <p className={styles.feedback} data-testid="overall-feedback" dir="auto">
              {result.feedback}
            </p>
          </section>
        ) : null}
      </header>
      {!result.review_allowed && result.questions.length > 0 ? (
        <Alert tone="info">{t.reviewHidden}</Alert>
      ) : null}
      <ol className={styles.questions}>
        {result.questions.map((question, index) => {
          const answer = shownAnswer(question, question.answer, m);
          const correct = shownAnswer(question, question.correct_answer, m);
          return (
            <li
              key={question.question_id}
              className={styles.question}
              data-testid="result-question"
            >
              <div className={styles.questionHead}>
                <h2 className={styles.questionText}>
                  <VisuallyHidden>{f(t.question, { n: index + 1 })}: </VisuallyHidden>
                  <span dir="auto">{question.question_text}</span>
                </h2>
                <span className={status.status}>
                  <span>
                    {f(t.points, { awarded: question.points_awarded, max: question.max_points })}
                  </span>
                  {question.needs_review ? (
                    <Badge tone="warning">{t.awaitingReview}</Badge>
                  ) : question.is_correct === true ? (
                    <Badge tone="success">{t.correct}</Badge>
                  ) : question.is_correct === false ? (
                    <Badge tone="danger">{t.incorrect}</Badge>
                  ) : null}
                </span>
              </div>
              <dl className={styles.answers}>
                <div className={styles.answerRow}>
                  <dt className={styles.term}>{t.yourAnswer}</dt>
                  <dd className={styles.definition} dir="auto">
                    {answer ?? t.noAnswer}
                  </dd>
                </div>
                {correct !== null ? (
                  <div className={styles.answerRow}>
                    <dt className={styles.term}>{t.correctAnswer}</dt>
                    <dd className={styles.definition} dir="auto">
                      {correct}
                    </dd>
                  </div>
                ) : null}
                {question.feedback ? (
                  <div className={styles.answerRow}>
                    <dt className={styles.term}>{t.teacherFeedback}</dt>
                    <dd className={styles.feedback} dir="auto">
                      {question.feedback}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ol>
      <Link to={`/courses/${assessment.course_id}/lessons`} className={page.link}>
        {m.actions.backToCourse}
      </Link>
    </div>
  );
}
