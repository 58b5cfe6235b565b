import type { AttemptSummary, QuizState } from '@watni/api-client';
import { Badge, Button, Icon } from '@watni/ui';
import { Link } from 'react-router-dom';
import { formatPakistanDateTime } from '../../format/pakistanTime';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import * as page from '../_shared/page.css';
import * as styles from './QuizStatus.css';

/** A date and time in Pakistan time, in the reader's language. */
export function useKarachiDate() {
  const { locale } = useLearningLoopMessages();
  return (iso: string) => formatPakistanDateTime(iso, locale === 'ur' ? 'ur' : 'en');
}

function minutesLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 60_000));
}

/**
 * One quiz's state for the learner as badges: not started, in progress (with the time left),
 * awaiting grading, or the counted score, percentage and passed or not; and attempts left.
 */
export function QuizStateLine({ state, now = Date.now() }: { state: QuizState; now?: number }) {
  const { m, f } = useLearningLoopMessages();
  const t = m.state;
  const counted = state.counted;
  return (
    <p className={styles.status} data-testid="quiz-state" data-status={state.status}>
      {state.status === 'not_started' ? <Badge tone="neutral">{t.notStarted}</Badge> : null}
      {state.status === 'in_progress' ? (
        <Badge tone="info">
          {state.open_attempt?.expires_at
            ? f(t.timeLeft, { minutes: minutesLeft(state.open_attempt.expires_at, now) })
            : t.inProgress}
        </Badge>
      ) : null}
      {state.status === 'awaiting_grading' ? (
        <Badge tone="warning">{t.awaitingGrading}</Badge>
      ) : null}
      {counted ? (
        <>
          <span>
            {f(t.score, {
              score: counted.score,
              max: counted.max_score,
              percentage: Math.round(counted.percentage * 100) / 100,
            })}
          </span>
          <Badge tone={counted.passed ? 'success' : 'danger'}>
            {counted.passed ? t.passed : t.notPassed}
          </Badge>
          {/* The teacher's feedback beside the score */}
          {counted.feedback ? (
            <span data-testid="quiz-feedback">
              {m.result.overallFeedback}: <bdi>{counted.feedback}</bdi>
            </span>
          ) : null}
        </>
      ) : null}
      {state.attempts_left !== null && state.attempts_used > 0 ? (
        <span className={page.muted}>{f(t.attemptsLeft, { left: state.attempts_left })}</span>
      ) : null}
    </p>
  );
}

/** The main action for a quiz: take, resume, start another attempt, or view the result. */
export function QuizAction({
  assessmentId,
  title,
  state,
}: {
  assessmentId: number;
  title: string;
  state: QuizState | undefined;
}) {
  const { m, f } = useLearningLoopMessages();
  const t = m.actions;
  if (!state || state.status === 'not_started') {
    return (
      <Button asChild variant="outline">
        <Link to={`/assessments/${assessmentId}/take`} aria-label={f(t.takeNamed, { title })}>
          {t.take}
        </Link>
      </Button>
    );
  }
  if (state.status === 'in_progress') {
    return (
      <Button asChild>
        <Link to={`/assessments/${assessmentId}/take`} aria-label={f(t.resumeNamed, { title })}>
          {t.resume}
        </Link>
      </Button>
    );
  }
  // Submitted: the quiz page shows the attempts and, when one is left, a new attempt.
  return (
    <Button asChild variant="outline">
      <Link to={`/assessments/${assessmentId}/take`} aria-label={f(t.viewResultOf, { title })}>
        {t.viewResult}
      </Link>
    </Button>
  );
}

function attemptStatus(item: AttemptSummary, m: ReturnType<typeof useLearningLoopMessages>['m']) {
  if (item.status === 'open') return <Badge tone="info">{m.history.open}</Badge>;
  if (item.status === 'expired') return <Badge tone="neutral">{m.history.expired}</Badge>;
  if (item.grading_pending) return <Badge tone="warning">{m.state.awaitingGrading}</Badge>;
  return (
    <Badge tone={item.passed ? 'success' : 'danger'}>
      {item.passed ? m.state.passed : m.state.notPassed}
    </Badge>
  );
}

/** The learner's attempts of a quiz, newest first, each linking to its result. */
export function AttemptHistory({
  assessmentId,
  items,
  policy,
}: {
  assessmentId: number;
  items: readonly AttemptSummary[];
  policy: 'best' | 'last';
}) {
  const { m, f } = useLearningLoopMessages();
  const date = useKarachiDate();
  const t = m.history;
  return (
    <section className={styles.card} aria-labelledby="attempt-history">
      <h2 id="attempt-history" className={styles.subheading}>
        {t.title}
      </h2>
      {items.length === 0 ? (
        <p className={page.muted}>{t.empty}</p>
      ) : (
        <>
          <p className={page.muted}>{policy === 'best' ? t.countsBest : t.countsLast}</p>
          <ol className={styles.history}>
            {items.map((item) => (
              <li key={item.id} className={styles.historyItem} data-testid="attempt-item">
                <div className={styles.historyMain}>
                  <strong>
                    {item.status === 'submitted' ? (
                      <Link to={`/assessments/${assessmentId}/attempts/${item.id}`}>
                        {f(t.attempt, { n: item.number })}
                      </Link>
                    ) : (
                      f(t.attempt, { n: item.number })
                    )}
                  </strong>
                  <span className={page.muted}>
                    {item.submitted_at
                      ? f(t.submittedOn, { date: date(item.submitted_at) })
                      : f(t.startedOn, { date: date(item.started_at) })}
                  </span>
                </div>
                <span className={styles.status}>
                  {item.score !== null && item.max_score !== null && !item.grading_pending ? (
                    <span>
                      {f(m.state.score, {
                        score: item.score,
                        max: item.max_score,
                        percentage: Math.round((item.percentage ?? 0) * 100) / 100,
                      })}
                    </span>
                  ) : null}
                  {attemptStatus(item, m)}
                  {item.counts ? (
                    <Badge tone="primary">
                      <Icon name="check" size={12} /> {t.counts}
                    </Badge>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
