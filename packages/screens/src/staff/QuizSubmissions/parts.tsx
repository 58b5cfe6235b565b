// Small pieces shared by the submissions list and the detail of one submission.
import type { Submission } from '@watni/api-client';
import { Badge } from '@watni/ui';
import { useStaffAssessmentMessages } from '../../messages/areas';

export { useFormatDateTime } from '../_shared/format';

/** Badge of a submission's grading state. */
export function StatusBadge({ submission }: { submission: Submission }) {
  const staffAssessmentMessages = useStaffAssessmentMessages();
  const m = staffAssessmentMessages.submissions;
  if (submission.grading_pending) return <Badge tone="warning">{m.needsGrading}</Badge>;
  if (submission.graded_at) return <Badge tone="success">{m.graded}</Badge>;
  return <Badge tone="neutral">{m.autoGraded}</Badge>;
}

export function ResultBadge({ submission }: { submission: Submission }) {
  const staffAssessmentMessages = useStaffAssessmentMessages();
  const m = staffAssessmentMessages.submissions;
  return (
    <Badge tone={submission.passed ? 'success' : 'danger'}>
      {submission.passed ? m.passed : m.failed}
    </Badge>
  );
}
