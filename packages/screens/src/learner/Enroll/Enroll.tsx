import type { Course, Enrollment } from '@watni/api-client';
import { Alert, Badge, type BadgeTone, Button, Card, Icon, Skeleton } from '@watni/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../format/money';
import { useLearnerMessages } from '../../messages/areas';
import type { learnerMessages } from '../../messages/learner';
import * as page from '../_shared/page.css';
import * as styles from './Enroll.css';
import { type PaymentInfoState, PaymentInstructions } from './PaymentInstructions';

export type EnrollmentState = keyof typeof learnerMessages.enroll.status;

/** What an enrollment means for the learner: pending, active, rejected or dropped. */
export function enrollmentState(
  enrollment: Pick<Enrollment, 'payment_status' | 'status'>,
): EnrollmentState {
  if (enrollment.status === 'dropped') return 'dropped';
  if (enrollment.payment_status === 'rejected') return 'rejected';
  if (enrollment.payment_status === 'pending') return 'pending';
  return 'active';
}

const stateTone: Record<EnrollmentState, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  rejected: 'danger',
  dropped: 'neutral',
};

export type EnrollCourse = Pick<
  Course,
  'id' | 'title' | 'description' | 'level' | 'duration_hours' | 'currency' | 'price'
>;

export interface EnrollViewProps {
  /** Undefined while loading. */
  course: EnrollCourse | undefined;
  error?: string | null;
  /** Whether the visitor is signed in; 'loading' while the session is checked. */
  session: 'signedIn' | 'signedOut' | 'loading';
  /** The learner's enrollment in this course; null when none; undefined while loading. */
  enrollment: Pick<Enrollment, 'payment_status' | 'status' | 'admin_notes'> | null | undefined;
  enrolling: boolean;
  enrollError?: string | null;
  onEnroll: () => void;
  /** `/login?next=...` back to this page. */
  signInHref: string;
  /** How to pay the school (a paid course, signed in). */
  payment?: PaymentInfoState;
  /** "Pay online" for a pending enrolment, or its "paid online" note. */
  payOnline?: ReactNode;
}

/** `/courses/{courseId}/enroll` as a pure view. */
export function EnrollView({
  payOnline,
  course,
  error,
  session,
  enrollment,
  enrolling,
  enrollError,
  onEnroll,
  signInHref,
  payment,
}: EnrollViewProps) {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.enroll;
  const c = learnerMessages.catalogue;
  const back = (
    <Link to="/courses" className={styles.back}>
      <Icon name="chevronLeft" size={16} /> {t.back}
    </Link>
  );
  if (error) {
    return (
      <div className={page.page}>
        {back}
        <Alert tone="error">{error}</Alert>
      </div>
    );
  }
  if (!course) {
    return (
      <div className={page.page} aria-busy="true">
        {back}
        <Skeleton height="2.25rem" width="60%" />
        <Skeleton lines={4} />
      </div>
    );
  }

  const free = course.price === 0;
  const priceText = free ? c.free : formatPrice(course.price, course.currency);
  let action: React.ReactNode;
  if (session === 'loading' || (session === 'signedIn' && enrollment === undefined)) {
    action = <Skeleton height="2.75rem" />;
  } else if (session === 'signedOut') {
    action = (
      <>
        <p className={page.muted}>{t.signInHint}</p>
        <Button asChild size="lg" fullWidth>
          <Link to={signInHref}>{t.signInToEnroll}</Link>
        </Button>
      </>
    );
  } else if (enrollment) {
    const state = enrollmentState(enrollment);
    const text = {
      pending: t.pendingText,
      active: t.activeText,
      rejected: t.rejectedText,
      dropped: t.droppedText,
    }[state];
    action = (
      <>
        <div role="status" data-testid="enrollment-status">
          <Badge tone={stateTone[state]} size="md">
            {t.status[state]}
          </Badge>
          <p className={page.muted}>{text}</p>
        </div>
        {enrollment.admin_notes ? (
          <Alert tone="info" title={t.adminNotes} role="none">
            {enrollment.admin_notes}
          </Alert>
        ) : null}
        {state === 'active' ? (
          <Button asChild size="lg" fullWidth>
            <Link to={`/courses/${course.id}/lessons`}>{t.goToLessons}</Link>
          </Button>
        ) : null}
      </>
    );
  } else {
    action = (
      <>
        <p className={page.muted}>{free ? t.freeNote : t.paidNote}</p>
        {enrollError ? <Alert tone="error">{enrollError}</Alert> : null}
        <Button
          size="lg"
          fullWidth
          loading={enrolling}
          loadingLabel={t.enrolling}
          onClick={onEnroll}
        >
          {t.enroll}
        </Button>
      </>
    );
  }

  return (
    <div className={page.page}>
      {back}
      <div className={styles.layout}>
        <section className={styles.summary} aria-labelledby="course-title">
          <h1 id="course-title" className={styles.heading}>
            {course.title}
          </h1>
          <dl className={styles.facts}>
            <dt className={styles.factLabel}>{t.level}</dt>
            <dd className={styles.factValue}>{c.levels[course.level]}</dd>
            {course.duration_hours ? (
              <>
                <dt className={styles.factLabel}>{t.duration}</dt>
                <dd className={styles.factValue}>{c.hours(course.duration_hours)}</dd>
              </>
            ) : null}
          </dl>
          <p className={styles.description} dir="auto">
            {course.description}
          </p>
        </section>
        <div className={styles.side}>
          <Card.Root>
            <Card.Body className={styles.panel}>
              <div>
                <span className={page.muted}>{t.price}</span>
                <p className={styles.price} data-testid="course-price">
                  {priceText}
                </p>
              </div>
              {action}
            </Card.Body>
          </Card.Root>
          {payment &&
          !free &&
          session === 'signedIn' &&
          (enrollment === null || (enrollment && enrollmentState(enrollment) === 'pending')) ? (
            <PaymentInstructions
              payment={payment}
              price={priceText}
              pending={Boolean(enrollment)}
            />
          ) : null}
          {payOnline ?? null}
        </div>
      </div>
    </div>
  );
}
