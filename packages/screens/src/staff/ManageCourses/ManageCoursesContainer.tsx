import {
  type Course,
  errorMessage,
  isApiError,
  useCourses,
  useCreateCourse,
  useDeleteCourse,
  usePermissions,
  useSession,
  useTenantSettings,
  useUpdateCourse,
} from '@watni/api-client';
import { useConfirm, useToast } from '@watni/ui';
import { useState } from 'react';
import { useStaffMessages } from '../../messages/areas';
import { toastFailure } from '../_shared/failure';
import { toCourseBody } from './courseForm';
import { type CourseDialogState, ManageCoursesView } from './ManageCourses';

/** /admin/courses and /dashboard/courses: one screen for admins and teachers. */
export function ManageCoursesContainer() {
  const staffMessages = useStaffMessages();
  const m = staffMessages.courses;
  const session = useSession();
  const me = session.user;
  const permissions = usePermissions();
  const isAdmin = permissions.can('courses.administer');
  const isTeacher = !isAdmin && permissions.can('courses.teach');
  const list = useCourses({ limit: 200 });
  const settings = useTenantSettings({ enabled: isTeacher });
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const remove = useDeleteCourse();
  const confirm = useConfirm();
  const toast = useToast();
  const [dialog, setDialog] = useState<CourseDialogState>({ mode: 'closed' });
  const [publishingId, setPublishingId] = useState<number | null>(null);

  const expired = list.isError && isApiError(list.error) && list.error.status === 401;
  // An expired session is ended once, by the client's middleware and the site's layout (toast,
  // then the guard sends the user to sign in); the screen only words the failure.

  const courses = list.data?.items ?? [];
  const mine = courses.filter((c) => me !== null && c.created_by === me.id).length;
  const s = settings.data;
  const limit = s?.teacher_course_limit ?? 0;
  // Spec section 6: admins always; a teacher if the setting is not false and under the limit
  // (a teacher may create while settings are not loaded); other roles never.
  const canCreate = isAdmin
    ? true
    : isTeacher
      ? s === undefined || (permissions.can('courses.create') && (limit <= 0 || mine < limit))
      : false;
  const canDelete = (course: Course) =>
    isAdmin || (isTeacher && permissions.can('courses.deleteOwn') && course.created_by === me?.id);

  const onDelete = async (course: Course) => {
    const ok = await confirm({
      title: m.deleteTitle,
      message: m.deleteConfirm,
      confirmLabel: m.delete,
      tone: 'danger',
    });
    if (!ok) return;
    remove.mutate(course.id, {
      onSuccess: () => toast.success(m.deleted),
      onError: (error) => toastFailure(toast, m.deleteFailed, error),
    });
  };

  return (
    <ManageCoursesView
      courses={courses}
      loading={list.isPending}
      error={
        expired
          ? m.sessionExpired
          : list.isError
            ? `${m.errorPrefix}${errorMessage(list.error, list.error.message)}`
            : null
      }
      isAdmin={isAdmin}
      canCreate={canCreate}
      quota={isTeacher && s ? { created: mine, limit } : null}
      canDelete={canDelete}
      lessonsHref={(course) => `/dashboard/courses/${course.id}/lessons`}
      quizzesHref={(course) => `/dashboard/courses/${course.id}/assessments`}
      rosterHref={(course) => `/dashboard/courses/${course.id}/roster`}
      dialog={dialog}
      saving={create.isPending || update.isPending}
      publishingId={publishingId}
      onOpenCreate={() => setDialog({ mode: 'create' })}
      onOpenEdit={(course) => setDialog({ mode: 'edit', course })}
      onCloseDialog={() => setDialog({ mode: 'closed' })}
      onCreate={(values) =>
        create.mutate(toCourseBody(values), {
          onSuccess: () => {
            setDialog({ mode: 'closed' });
            toast.success(m.created);
          },
          onError: (error) => toastFailure(toast, m.createFailed, error),
        })
      }
      onUpdate={(course, values) =>
        update.mutate(
          { id: course.id, body: toCourseBody(values) },
          {
            onSuccess: () => {
              setDialog({ mode: 'closed' });
              toast.success(m.updated);
            },
            onError: (error) => toastFailure(toast, m.updateFailed, error),
          },
        )
      }
      onDelete={(course) => void onDelete(course)}
      onTogglePublish={(course) => {
        setPublishingId(course.id);
        update.mutate(
          { id: course.id, body: { is_published: !course.is_published } },
          {
            onError: (error) => toastFailure(toast, m.statusFailed, error),
            onSettled: () => setPublishingId(null),
          },
        );
      }}
    />
  );
}
