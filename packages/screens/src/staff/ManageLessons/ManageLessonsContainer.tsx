import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  courseLessonsQuery,
  errorMessage,
  isApiError,
  type Lesson,
  lessonKeys,
  useApiClient,
  useCourse,
  useCourseAssessments,
  useCreateLesson,
  useDeleteLesson,
  useReorderLessons,
  useUpdateLesson,
} from '@watni/api-client';
import { useConfirm, useToast } from '@watni/ui';
import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useStaffLessonsMessages } from '../../messages/areas';
import { toastFailure } from '../_shared/failure';
import { moveLesson, toLessonCreate, toLessonFields } from './lessonForm';
import { type LessonDialogState, ManageLessonsView } from './ManageLessons';

const COURSES_HREF = '/dashboard/courses';
/** Staff see drafts too. */
const ALL_LESSONS = { published_only: false } as const;

function parseCourseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** /dashboard/courses/:courseId/lessons: the lessons of one course, for its staff. */
export function ManageLessonsContainer() {
  const staffLessonsMessages = useStaffLessonsMessages();
  const m = staffLessonsMessages;
  const params = useParams();
  const courseId = parseCourseId(params.courseId);
  const valid = courseId !== null;
  const id = courseId ?? 0;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const course = useCourse(id, { enabled: valid });
  // The course's quizzes, for a quiz lesson to open one.
  const quizzes = useCourseAssessments(id, { published_only: false }, { enabled: valid });
  const list = useQuery({ ...courseLessonsQuery(client, id, ALL_LESSONS), enabled: valid });
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const remove = useDeleteLesson();
  const reorder = useReorderLessons();
  const confirm = useConfirm();
  const toast = useToast();
  const [dialog, setDialog] = useState<LessonDialogState>({ mode: 'closed' });
  const [pendingOrder, setPendingOrder] = useState<number[] | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const failed = list.isError ? list.error : course.isError ? course.error : null;
  const expired = failed !== null && isApiError(failed) && failed.status === 401;
  // An expired session is ended once, by the client's middleware and the site's layout (toast,
  // then the guard sends the user to sign in); the screen only words the failure.

  const serverLessons = list.data?.items;
  // While a reorder is saved, the list already shows the new order.
  const lessons = useMemo(() => {
    const items = serverLessons ?? [];
    if (!pendingOrder) return items;
    const rank = new Map(pendingOrder.map((lessonId, index) => [lessonId, index]));
    return [...items].sort(
      (a, b) =>
        (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
    );
  }, [serverLessons, pendingOrder]);

  // Moves are queued: the list shows the latest order at once, and one reorder call is in flight
  // at a time, each sending the whole order, so quick key presses all count and the last wins.
  const desired = useRef<number[] | null>(null);
  const inFlight = useRef(false);
  const lastMoved = useRef<Lesson | null>(null);
  const send = (target: number, ids: number[]) => {
    inFlight.current = true;
    reorder.mutate(
      { courseId: target, lessonIds: ids },
      {
        onSuccess: (data) => {
          if (desired.current !== ids) return;
          queryClient.setQueryData(lessonKeys.course(target, ALL_LESSONS), data);
          const moved = lastMoved.current;
          if (moved) setAnnouncement(m.moved(moved.title, ids.indexOf(moved.id) + 1, ids.length));
        },
        onError: (error) => {
          desired.current = null;
          toastFailure(toast, m.reorderFailed, error);
        },
        onSettled: () => {
          inFlight.current = false;
          const next = desired.current;
          if (next && next !== ids) send(target, next);
          else {
            desired.current = null;
            setPendingOrder(null);
          }
        },
      },
    );
  };
  const onMove = (lesson: Lesson, step: -1 | 1) => {
    if (courseId === null) return;
    const ids = moveLesson(
      lessons.map((l) => l.id),
      lesson.id,
      step,
    );
    if (!ids) return;
    desired.current = ids;
    lastMoved.current = lesson;
    setPendingOrder(ids);
    if (!inFlight.current) send(courseId, ids);
  };

  const onDelete = async (lesson: Lesson) => {
    const ok = await confirm({
      title: m.deleteTitle,
      message: m.deleteConfirm,
      confirmLabel: m.delete,
      tone: 'danger',
    });
    if (!ok) return;
    remove.mutate(lesson.id, {
      onSuccess: () => toast.success(m.deleted),
      onError: (error) => toastFailure(toast, m.deleteFailed, error),
    });
  };

  const error = !valid
    ? `${m.errorPrefix}${m.invalidCourse}`
    : expired
      ? m.sessionExpired
      : failed
        ? `${m.errorPrefix}${errorMessage(failed, failed.message)}`
        : null;

  return (
    <ManageLessonsView
      quizzes={quizzes.data?.items}
      courseTitle={course.data?.title ?? null}
      coursesHref={COURSES_HREF}
      lessons={lessons}
      loading={valid && (list.isPending || course.isPending) && !failed}
      error={error}
      dialog={dialog}
      saving={create.isPending || update.isPending}
      reordering={pendingOrder !== null}
      announcement={announcement}
      onOpenCreate={() => setDialog({ mode: 'create' })}
      onOpenEdit={(lesson) => setDialog({ mode: 'edit', lesson })}
      onCloseDialog={() => setDialog({ mode: 'closed' })}
      onCreate={(values) => {
        if (courseId === null) return;
        create.mutate(toLessonCreate(courseId, values), {
          onSuccess: () => {
            setDialog({ mode: 'closed' });
            toast.success(m.created);
          },
          onError: (err) => toastFailure(toast, m.saveFailed, err),
        });
      }}
      onUpdate={(lesson, values) =>
        update.mutate(
          { id: lesson.id, body: toLessonFields(values) },
          {
            onSuccess: () => {
              setDialog({ mode: 'closed' });
              toast.success(m.updated);
            },
            onError: (err) => toastFailure(toast, m.saveFailed, err),
          },
        )
      }
      onDelete={(lesson) => void onDelete(lesson)}
      onMove={onMove}
    />
  );
}
