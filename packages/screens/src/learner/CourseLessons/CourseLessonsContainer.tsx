import {
  errorMessage,
  useCourse,
  useCourseAssessments,
  useCourseLessons,
  useDownloadCertificate,
  useMyCertificates,
  useMyCourseProgress,
  useMyEnrollments,
  usePermissions,
  useSession,
} from '@watni/api-client';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import { loginHref } from '../_shared/next';
import { saveBlob } from '../_shared/saveBlob';
import { enrollmentState } from '../Enroll/Enroll';
import { CourseLessonsView, type LessonAccess } from './CourseLessons';

/** `/courses/{courseId}/lessons`: the outline, the learner's ticks and progress. */
export function CourseLessonsPage() {
  const learnerMessages = useLearnerMessages();
  const { m: learningLoopMessages } = useLearningLoopMessages();
  const { courseId } = useParams();
  const id = Number(courseId);
  const valid = Number.isInteger(id) && id > 0;
  const location = useLocation();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const course = useCourse(id, { enabled: valid });
  const lessons = useCourseLessons(id);
  const mine = useMyEnrollments({}, { enabled: signedIn });
  const enrollment = mine.data?.items.find((item) => item.course_id === id);
  const permissions = usePermissions();
  // As the service decides: admins read every course's lessons, teaching staff their own courses'.
  const staff =
    permissions.can('courses.administer') ||
    (permissions.can('courses.teach') &&
      course.data !== undefined &&
      course.data.created_by === session.user?.id);

  let access: LessonAccess;
  if (session.status === 'loading') access = 'loading';
  else if (!signedIn) access = 'signedOut';
  else if (staff) access = 'open';
  else if (!mine.data) access = mine.isError ? 'missing' : 'loading';
  else if (!enrollment) access = 'missing';
  else {
    const state = enrollmentState(enrollment);
    access = state === 'active' ? 'open' : state === 'pending' ? 'pending' : 'rejected';
  }
  const progress = useMyCourseProgress(id, { enabled: valid && access === 'open' });
  // Asked for only when the lessons are open: the call needs a session (a 401 would sign out).
  const quizzes = useCourseAssessments(
    id,
    { published_only: true },
    { enabled: valid && access === 'open' },
  );

  // The learner's certificate of this course, and its download.
  const certificates = useMyCertificates({ enabled: valid && access === 'open' && !staff });
  const certificate = certificates.data?.items.find((item) => item.course_id === id) ?? null;
  const download = useDownloadCertificate();
  const [downloading, setDownloading] = useState<'en' | 'ur' | null>(null);
  const onDownload = (lang: 'en' | 'ur') => {
    if (!certificate) return;
    setDownloading(lang);
    download.mutate(
      { id: certificate.id, lang },
      {
        onSuccess: (blob) =>
          saveBlob(blob, `${certificate.number}${lang === 'ur' ? '-ur' : ''}.pdf`),
        onSettled: () => setDownloading(null),
      },
    );
  };

  return (
    <CourseLessonsView
      certificate={certificate}
      certificateDownload={{
        downloading,
        error: download.isError
          ? errorMessage(download.error, learningLoopMessages.certificate.downloadFailed)
          : null,
        onDownload,
      }}
      courseId={id}
      courseTitle={course.data?.title}
      lessons={lessons.data?.items}
      error={
        lessons.isError ? errorMessage(lessons.error, learnerMessages.lessons.loadFailed) : null
      }
      access={access}
      completedIds={progress.data?.completed_lesson_ids}
      percentage={progress.data?.percentage}
      signInHref={loginHref(location.pathname)}
      quizzes={access === 'open' ? quizzes.data?.items : undefined}
    />
  );
}
