import type { MyAttempts } from '@watni/api-client';
import { Alert, Button, Icon, Skeleton, VisuallyHidden } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import * as page from '../_shared/page.css';
import { AttemptHistory, QuizStateLine } from './QuizStatus';
import * as styles from './QuizStatus.css';

export interface QuizSummaryViewProps {
  /** Undefined while loading. */
  mine: MyAttempts | undefined;
  error?: string | null;
  /** Starts a new attempt; absent when no attempt is left. */
  onRetake?: () => void;
}

/**
 * The quiz page of a learner who has taken the quiz: where they stand (score, passed, awaiting
 * grading), their attempts with links to each result, and a new attempt while any is left.
 * Opening it never starts a clock.
 */
export function QuizSummaryView({ mine, error, onRetake }: QuizSummaryViewProps) {
  const { m, f } = useLearningLoopMessages();
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!mine) {
    return (
      <div className={page.page} aria-busy="true">
        <VisuallyHidden role="status">{m.result.loading}</VisuallyHidden>
        <Skeleton lines={6} />
      </div>
    );
  }
  const { quiz, state, items } = mine;
  const latest = items.find((item) => item.status === 'submitted');
  return (
    <div className={page.page}>
      <Link to={`/courses/${quiz.course_id}/lessons`} className={page.link}>
        <Icon name="chevronLeft" size={16} /> {m.actions.backToCourse}
      </Link>
      <section className={styles.card} aria-labelledby="quiz-summary">
        <h1 id="quiz-summary" className={styles.heading}>
          {quiz.title}
        </h1>
        <QuizStateLine state={state} />
        <p className={page.muted}>
          {f(m.result.passMark, { percent: quiz.passing_score })}
          {/* The state line above already says the attempts left once one is used. */}
          {state.attempts_left !== null && state.attempts_used > 0 ? null : (
            <>
              {' · '}
              {state.attempts_left === null
                ? m.state.unlimited
                : f(m.state.attemptsLeft, { left: state.attempts_left })}
            </>
          )}
        </p>
        <div className={styles.actions}>
          {latest ? (
            <Button asChild variant={onRetake ? 'outline' : 'primary'}>
              <Link to={`/assessments/${quiz.id}/attempts/${latest.id}`}>
                {m.actions.viewResult}
              </Link>
            </Button>
          ) : null}
          {onRetake ? <Button onClick={onRetake}>{m.actions.retake}</Button> : null}
        </div>
      </section>
      <AttemptHistory assessmentId={quiz.id} items={items} policy={quiz.attempts_policy} />
    </div>
  );
}
