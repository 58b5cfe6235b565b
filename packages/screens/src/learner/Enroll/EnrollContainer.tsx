import {
  errorMessage,
  useCourse,
  useEnroll,
  useMyEnrollments,
  usePaymentDetails,
  useSession,
} from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import { PaidOnlineNote, PayOnline } from '../../school/PayOnline/PayOnline';
import { loginHref } from '../_shared/next';
import { EnrollView, enrollmentState } from './Enroll';

/** `/courses/{courseId}/enroll`: the course, the learner's enrollment, or an Enroll Now button. */
export function EnrollPage() {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.enroll;
  const { courseId } = useParams();
  const id = Number(courseId);
  const valid = Number.isInteger(id) && id > 0;
  const location = useLocation();
  const session = useSession();
  const toast = useToast();
  const signedIn = session.status === 'authenticated';
  const course = useCourse(id, { enabled: valid });
  const mine = useMyEnrollments({}, { enabled: signedIn });
  const enroll = useEnroll();
  // How to pay: only for a paid course, once signed in (the details are the school's).
  const paid = (course.data?.price ?? 0) > 0;
  const paymentDetails = usePaymentDetails({ enabled: signedIn && paid });
  const [enrollError, setEnrollError] = useState<string | null>(null);

  const enrollment = signedIn
    ? mine.data
      ? (mine.data.items.find((item) => item.course_id === id) ?? null)
      : mine.isError
        ? null
        : undefined
    : null;

  const onEnroll = () => {
    setEnrollError(null);
    enroll.mutate(
      { courseId: id },
      {
        onSuccess: (created) =>
          toast.success(
            enrollmentState(created) === 'pending' ? t.enrolledPending : t.enrolledActive,
          ),
        onError: (error) => setEnrollError(errorMessage(error, t.failed)),
      },
    );
  };

  return (
    <EnrollView
      course={course.data}
      error={
        !valid ? t.loadFailed : course.isError ? errorMessage(course.error, t.loadFailed) : null
      }
      session={session.status === 'loading' ? 'loading' : signedIn ? 'signedIn' : 'signedOut'}
      enrollment={enrollment}
      enrolling={enroll.isPending}
      enrollError={enrollError}
      onEnroll={onEnroll}
      signInHref={loginHref(location.pathname)}
      payOnline={
        enrollment && enrollmentState(enrollment) === 'pending' && paid ? (
          enrollment.paid_online ? (
            <PaidOnlineNote
              amount={enrollment.paid_online.amount}
              provider={enrollment.paid_online.provider}
            />
          ) : course.data?.currency === 'PKR' ? (
            <PayOnline amount={Math.ceil(course.data.price)} enrollmentId={enrollment.id} />
          ) : null
        ) : null
      }
      payment={
        paymentDetails.data
          ? { status: 'ready', details: paymentDetails.data }
          : paymentDetails.isError
            ? { status: 'error' }
            : { status: 'loading' }
      }
    />
  );
}
