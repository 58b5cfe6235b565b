import {
  errorMessage,
  type Submission,
  useAllSubmissions,
  useAssessmentAdmin,
  useGradeSubmission,
} from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useStaffAssessmentMessages } from '../../messages/areas';
import { toastFailure } from '../_shared/failure';
import { assessmentPaths, routeId } from '../ManageAssessments/ManageAssessmentsContainer';
import { type GradeValues, toGradeBody } from './gradeForm';
import { QuizSubmissionsView, type SubmissionTab } from './QuizSubmissions';

/**
 * /dashboard/courses/:courseId/assessments/:assessmentId/submissions (staff): the submissions,
 * one opened with `?submission=<id>` (so Back in the browser returns to the list).
 */
export function QuizSubmissionsContainer() {
  const staffAssessmentMessages = useStaffAssessmentMessages();
  const m = staffAssessmentMessages.submissions;
  const params = useParams();
  const courseId = routeId(params.courseId);
  const assessmentId = routeId(params.assessmentId);
  const [search, setSearch] = useSearchParams();
  const selectedId = routeId(search.get('submission') ?? undefined) || null;
  const tab: SubmissionTab = search.get('tab') === 'pending' ? 'pending' : 'all';
  const assessment = useAssessmentAdmin(assessmentId);
  const list = useAllSubmissions(assessmentId);
  const grade = useGradeSubmission();
  const toast = useToast();
  const [gradeError, setGradeError] = useState<string | null>(null);

  const failed = list.isError ? list.error : assessment.isError ? assessment.error : null;

  const navigateTo = (next: { submission?: number | null; tab?: SubmissionTab }) => {
    const params = new URLSearchParams(search);
    const nextTab = next.tab ?? tab;
    if (nextTab === 'pending') params.set('tab', 'pending');
    else params.delete('tab');
    if (next.submission) params.set('submission', String(next.submission));
    else params.delete('submission');
    setSearch(params);
  };

  const onGrade = (submission: Submission, values: GradeValues) => {
    setGradeError(null);
    grade.mutate(
      { id: submission.id, body: toGradeBody(values) },
      {
        onSuccess: () => toast.success(m.graded_),
        onError: (error) => {
          setGradeError(errorMessage(error, m.gradeFailed));
          toastFailure(toast, m.gradeFailed, error);
        },
      },
    );
  };

  return (
    <QuizSubmissionsView
      assessment={assessment.data ?? null}
      backHref={assessmentPaths.list(courseId)}
      tab={tab}
      onTabChange={(next) => navigateTo({ tab: next, submission: null })}
      submissions={list.data?.items ?? []}
      loading={list.isPending || assessment.isPending}
      error={failed ? errorMessage(failed, m.loadFailed) : null}
      onRetry={() => {
        void list.refetch();
        void assessment.refetch();
      }}
      selectedId={selectedId}
      onOpen={(submission) => {
        setGradeError(null);
        navigateTo({ submission: submission.id });
      }}
      onCloseDetail={() => {
        setGradeError(null);
        navigateTo({ submission: null });
      }}
      grading={grade.isPending}
      gradeError={gradeError}
      onGrade={onGrade}
    />
  );
}
