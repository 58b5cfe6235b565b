// Small pieces shared by the submissions list and the detail of one submission.
import type { Submission } from '@watni/api-client';
import { Badge, type Locale } from '@watni/ui';
import { useStaffAssessmentMessages } from '../../messages/areas';
import { formatDate } from '../_shared/format';

/** '22 Nov 2026, 11:30' in Pakistan time; see formatDate. */
export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  return formatDate(iso, locale, true);
}

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
