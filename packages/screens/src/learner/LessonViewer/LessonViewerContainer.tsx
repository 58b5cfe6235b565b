import {
  errorMessage,
  useCourseLessons,
  useLesson,
  useMarkLessonComplete,
  useMyLessonProgress,
} from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import { LessonViewerView } from './LessonViewer';

/**
 * `/courses/{courseId}/lessons/{lessonId}` (signed in): the lesson, its completion, Mark as
 * Complete (100 percent and the seconds since the page opened), previous and next lessons.
 */
export function LessonViewerPage() {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.lesson;
  const params = useParams();
  const courseId = Number(params.courseId);
  const lessonId = Number(params.lessonId);
  const valid = Number.isInteger(lessonId) && lessonId > 0;
  const navigate = useNavigate();
  const toast = useToast();
  const openedAt = useRef(Date.now());
  const lesson = useLesson(lessonId, { enabled: valid });
  const lessons = useCourseLessons(courseId);
  // A missing progress record answers null (not an error): the lesson is simply not completed.
  const progress = useMyLessonProgress(lessonId, { enabled: valid && lesson.isSuccess });
  const mark = useMarkLessonComplete();

  const list = lessons.data?.items ?? [];
  const index = list.findIndex((item) => item.id === lessonId);
  const previous = index > 0 ? list[index - 1] : undefined;
  const next = index >= 0 ? list[index + 1] : undefined;

  const onMarkComplete = () => {
    mark.mutate(
      { lessonId, timeSpentSeconds: (Date.now() - openedAt.current) / 1000 },
      {
        onSuccess: () => {
          toast.success(t.markedComplete);
          navigate(`/courses/${courseId}/lessons`);
        },
        onError: () => toast.error(t.markFailed),
      },
    );
  };

  return (
    <LessonViewerView
      courseId={courseId}
      lesson={lesson.data}
      error={
        !valid ? t.loadFailed : lesson.isError ? errorMessage(lesson.error, t.loadFailed) : null
      }
      completed={
        progress.isError
          ? false
          : progress.isSuccess
            ? progress.data?.completed === true
            : undefined
      }
      marking={mark.isPending}
      onMarkComplete={onMarkComplete}
      previous={previous ? { id: previous.id, title: previous.title } : null}
      next={next ? { id: next.id, title: next.title } : null}
    />
  );
}
