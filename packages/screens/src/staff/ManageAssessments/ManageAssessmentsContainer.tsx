import {
  type AssessmentSummary,
  errorMessage,
  useCourse,
  useCourseAssessments,
  useDeleteAssessment,
  useUpdateAssessment,
} from '@watni/api-client';
import { useConfirm, useToast } from '@watni/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useStaffAssessmentMessages } from '../../messages/areas';
import { toastFailure } from '../_shared/failure';
import { ManageAssessmentsView } from './ManageAssessments';

/** A route parameter as a positive id, or 0 (which the service answers with 404). */
export function routeId(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export const assessmentPaths = {
  courses: '/dashboard/courses',
  list: (courseId: number) => `/dashboard/courses/${courseId}/assessments`,
  create: (courseId: number) => `/dashboard/courses/${courseId}/assessments/create`,
  edit: (courseId: number, id: number) => `/dashboard/courses/${courseId}/assessments/${id}/edit`,
  submissions: (courseId: number, id: number) =>
    `/dashboard/courses/${courseId}/assessments/${id}/submissions`,
  bank: (courseId: number) => `/dashboard/courses/${courseId}/question-bank`,
};

/** /dashboard/courses/:courseId/assessments (staff). */
export function ManageAssessmentsContainer() {
  const staffAssessmentMessages = useStaffAssessmentMessages();
  const m = staffAssessmentMessages.list;
  const courseId = routeId(useParams().courseId);
  const course = useCourse(courseId);
  // Staff see drafts too.
  const list = useCourseAssessments(courseId, { published_only: false });
  const update = useUpdateAssessment();
  const remove = useDeleteAssessment();
  const confirm = useConfirm();
  const toast = useToast();
  const [publishingId, setPublishingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const onDelete = async (assessment: AssessmentSummary) => {
    const ok = await confirm({
      title: m.deleteTitle,
      message: m.deleteConfirm,
      confirmLabel: m.delete,
      tone: 'danger',
    });
    if (!ok) return;
    setDeletingId(assessment.id);
    remove.mutate(assessment.id, {
      onSuccess: () => toast.success(m.deleted),
      // 409 when it has submissions: the service's detail says to unpublish it instead.
      onError: (error) => toastFailure(toast, m.deleteFailed, error),
      onSettled: () => setDeletingId(null),
    });
  };

  const onTogglePublish = (assessment: AssessmentSummary) => {
    const next = !assessment.is_published;
    setPublishingId(assessment.id);
    update.mutate(
      { id: assessment.id, body: { is_published: next } },
      {
        onSuccess: () =>
          toast.success(
            next ? m.publishedToast(assessment.title) : m.unpublishedToast(assessment.title),
          ),
        onError: (error) => toastFailure(toast, m.updateFailed, error),
        onSettled: () => setPublishingId(null),
      },
    );
  };

  return (
    <ManageAssessmentsView
      courseTitle={course.data?.title ?? null}
      coursesHref={assessmentPaths.courses}
      bankHref={assessmentPaths.bank(courseId)}
      assessments={list.data?.items ?? []}
      loading={list.isPending}
      error={list.isError ? errorMessage(list.error, m.loadFailed) : null}
      onRetry={() => void list.refetch()}
      createHref={assessmentPaths.create(courseId)}
      editHref={(a) => assessmentPaths.edit(courseId, a.id)}
      submissionsHref={(a) => assessmentPaths.submissions(courseId, a.id)}
      publishingId={publishingId}
      deletingId={deletingId}
      onTogglePublish={onTogglePublish}
      onDelete={(a) => void onDelete(a)}
    />
  );
}
