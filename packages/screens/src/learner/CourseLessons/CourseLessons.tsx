import type { AssessmentSummary, Lesson } from '@watni/api-client';
import { Alert, Badge, Button, EmptyState, Icon, Skeleton, VisuallyHidden } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import * as page from '../_shared/page.css';
import { CertificateCard, type CertificateCardProps } from '../CertificateCard/CertificateCard';
import { QuizAction, QuizStateLine } from '../QuizStatus/QuizStatus';
import * as styles from './CourseLessons.css';

export type LessonItem = Pick<
  Lesson,
  'id' | 'title' | 'description' | 'duration_minutes' | 'content_type' | 'is_mandatory'
> &
  Partial<Pick<Lesson, 'assessment_id'>>;

export type QuizItem = Pick<
  AssessmentSummary,
  'id' | 'title' | 'question_count' | 'time_limit_minutes'
> &
  Partial<Pick<AssessmentSummary, 'my_state'>>;

/** Whether the learner may open the lessons, and if not, why. */
export type LessonAccess = 'open' | 'pending' | 'missing' | 'rejected' | 'signedOut' | 'loading';

export interface CourseLessonsViewProps {
  courseId: number;
  courseTitle?: string;
  /** Ordered by order_index; undefined while loading. */
  lessons: readonly LessonItem[] | undefined;
  error?: string | null;
  access: LessonAccess;
  /** Ids of the lessons the learner completed. */
  completedIds?: readonly number[];
  /** Course progress (0–100); undefined when unknown. */
  percentage?: number;
  signInHref: string;
  /** The course's published quizzes (shown when the lessons are open). */
  quizzes?: readonly QuizItem[];
  /** The learner's certificate of this course, once earned. */
  certificate?: CertificateCardProps['certificate'] | null;
  certificateDownload?: Omit<CertificateCardProps, 'certificate'>;
}

/** `/courses/{courseId}/lessons` as a pure view. */
export function CourseLessonsView({
  courseId,
  courseTitle,
  lessons,
  error,
  access,
  completedIds = [],
  percentage,
  signInHref,
  quizzes = [],
  certificate,
  certificateDownload,
}: CourseLessonsViewProps) {
  const quizById = new Map(quizzes.map((quiz) => [quiz.id, quiz]));
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.lessons;
  const open = access === 'open';
  const notice = {
    pending: { tone: 'warning', title: t.pendingTitle, text: t.pendingText, action: null },
    missing: {
      tone: 'info',
      title: t.missingTitle,
      text: t.missingText,
      action: <Link to={`/courses/${courseId}/enroll`}>{t.enroll}</Link>,
    },
    rejected: { tone: 'error', title: t.rejectedTitle, text: t.rejectedText, action: null },
    signedOut: {
      tone: 'info',
      title: t.signedOutTitle,
      text: t.signedOutText,
      action: <Link to={signInHref}>{t.signIn}</Link>,
    },
  } as const;
  const message = access === 'open' || access === 'loading' ? null : notice[access];
  const done = lessons ? lessons.filter((lesson) => completedIds.includes(lesson.id)).length : 0;

  let content: React.ReactNode;
  if (error) content = <Alert tone="error">{error}</Alert>;
  else if (!lessons) {
    content = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
        <Skeleton lines={6} />
      </div>
    );
  } else if (lessons.length === 0) {
    content = <EmptyState icon={<Icon name="book" size={28} />} title={t.empty} headingLevel={2} />;
  } else {
    content = (
      <ol className={styles.list} aria-label={courseTitle ?? t.fallbackTitle}>
        {lessons.map((lesson, index) => {
          const completed = completedIds.includes(lesson.id);
          return (
            <li key={lesson.id} className={styles.item} data-testid="lesson-item">
              <span
                className={`${styles.number} ${completed ? styles.numberDone : ''}`}
                aria-hidden
              >
                {completed ? <Icon name="check" size={18} /> : index + 1}
              </span>
              <div>
                <h2 className={styles.itemTitle}>
                  <VisuallyHidden>{t.lessonNumber(index + 1)}: </VisuallyHidden>
                  {open ? (
                    <Link
                      className={styles.titleLink}
                      to={`/courses/${courseId}/lessons/${lesson.id}`}
                    >
                      {lesson.title}
                    </Link>
                  ) : (
                    lesson.title
                  )}
                </h2>
                {lesson.description ? (
                  <p className={styles.description} dir="auto">
                    {lesson.description}
                  </p>
                ) : null}
                <div className={styles.meta}>
                  <span>
                    <Icon name="clock" size={14} />{' '}
                    {lesson.duration_minutes > 0 ? t.minutes(lesson.duration_minutes) : t.selfPaced}
                  </span>
                  <Badge tone="neutral">{t.contentTypes[lesson.content_type]}</Badge>
                  {lesson.is_mandatory ? <Badge tone="primary">{t.required}</Badge> : null}
                </div>
                {open && lesson.content_type === 'quiz' && lesson.assessment_id
                  ? (() => {
                      const quiz = quizById.get(lesson.assessment_id);
                      return quiz?.my_state ? <QuizStateLine state={quiz.my_state} /> : null;
                    })()
                  : null}
              </div>
              {open ? (
                completed ? (
                  <span className={styles.tick}>
                    <Icon name="checkCircle" size={22} />
                    <VisuallyHidden>{t.completed}</VisuallyHidden>
                  </span>
                ) : (
                  <VisuallyHidden>{t.notCompleted}</VisuallyHidden>
                )
              ) : null}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <div className={page.page}>
      <Link to={`/courses/${courseId}/enroll`} className={styles.back}>
        <Icon name="chevronLeft" size={16} /> {t.back}
      </Link>
      <header>
        <h1 className={styles.heading}>{courseTitle ? t.title(courseTitle) : t.fallbackTitle}</h1>
      </header>
      {message ? (
        <Alert tone={message.tone} title={message.title} data-testid="lessons-access" role="status">
          {message.text} {message.action}
        </Alert>
      ) : null}
      {open && lessons && lessons.length > 0 && percentage !== undefined ? (
        <section className={styles.progress} aria-labelledby="course-progress">
          <div className={page.between}>
            <h2 id="course-progress" className={styles.itemTitle}>
              {t.progress}
            </h2>
            <span>{Math.round(percentage)}%</span>
          </div>
          <div
            className={styles.bar}
            role="progressbar"
            aria-labelledby="course-progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percentage)}
          >
            <div className={styles.barFill} style={{ width: `${percentage}%` }} />
          </div>
          <span className={page.muted}>{t.progressText(done, lessons.length)}</span>
        </section>
      ) : null}
      {open && certificate && certificateDownload ? (
        <CertificateCard certificate={certificate} {...certificateDownload} />
      ) : null}
      {content}
      {open && quizzes.length ? (
        <section className={styles.progress} aria-labelledby="course-quizzes">
          <h2 id="course-quizzes" className={styles.itemTitle}>
            {t.quizzes}
          </h2>
          <ul className={styles.list}>
            {quizzes.map((quiz) => (
              <li key={quiz.id} className={styles.quiz} data-testid="quiz-item">
                <span>
                  <span className={styles.quizTitle}>{quiz.title}</span>
                  <span className={page.muted}>
                    {t.quizMeta(quiz.question_count, quiz.time_limit_minutes)}
                  </span>
                  {quiz.my_state ? <QuizStateLine state={quiz.my_state} /> : null}
                </span>
                {quiz.my_state ? (
                  <QuizAction assessmentId={quiz.id} title={quiz.title} state={quiz.my_state} />
                ) : (
                  <Button asChild variant="outline">
                    <Link
                      to={`/assessments/${quiz.id}/take`}
                      aria-label={t.takeQuizNamed(quiz.title)}
                    >
                      {t.takeQuiz}
                    </Link>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {access === 'missing' ? (
        <div>
          <Button asChild>
            <Link to={`/courses/${courseId}/enroll`}>{t.enroll}</Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
