// Where an exam's results stand on their way to the families, read from the exam's columns, and
// whether the caller may approve them: the head (results.approve), never whoever submitted them.
import type { AuthContext } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';
import { isResultsApprover } from './policy.js';
import type { ExamRow } from './repository.js';

type ApprovalState = Schemas['ExamApproval']['state'];

function approvalStateOf(exam: ExamRow): ApprovalState {
  if (exam.published_at) return 'published';
  if (exam.submitted_at) return 'submitted';
  if (exam.returned_reason) return 'returned';
  return 'draft';
}

export function approvalOf(exam: ExamRow, viewer?: AuthContext): Schemas['ExamApproval'] {
  const state = approvalStateOf(exam);
  return {
    state,
    submitted_at: exam.submitted_at,
    submitted_by_name: exam.submitted_by_name,
    returned_at: state === 'returned' ? exam.returned_at : null,
    returned_reason: state === 'returned' ? exam.returned_reason : null,
    can_approve:
      state === 'submitted' &&
      viewer !== undefined &&
      isResultsApprover(viewer) &&
      exam.submitted_by !== viewer.user.id,
  };
}
