// Small pieces shared by the submissions list and the detail of one submission.
import type { Submission } from '@watni/api-client';
import { Badge } from '@watni/ui';
import { staffAssessmentMessages } from '../../messages/staff-assessments';

const m = staffAssessmentMessages.submissions;

/** '22 Nov 2026, 06:30 UTC' (fixed locale and zone: the same on server and client). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** Badge of a submission's grading state. */
export function StatusBadge({ submission }: { submission: Submission }) {
  if (submission.grading_pending) return <Badge tone="warning">{m.needsGrading}</Badge>;
  if (submission.graded_at) return <Badge tone="success">{m.graded}</Badge>;
  return <Badge tone="neutral">{m.autoGraded}</Badge>;
}

export function ResultBadge({ submission }: { submission: Submission }) {
  return (
    <Badge tone={submission.passed ? 'success' : 'danger'}>
      {submission.passed ? m.passed : m.failed}
    </Badge>
  );
}
