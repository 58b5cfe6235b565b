// The quiz builder's save: one assessment call (create or update) then its question calls, run one
// after another so a failed question is reported by name instead of hiding a half-saved quiz. The
// assessment queries are invalidated once at the end, not after each call.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import { invalidateAssessments } from '../queries/assessments';
import type {
  AssessmentAdmin,
  AssessmentCreate,
  AssessmentUpdate,
  QuestionAdmin,
  QuestionCreate,
  QuestionUpdate,
} from '../types';

/** What to send: the screen works out the differences, this module only runs them. */
export interface QuizSavePlan {
  /** A new assessment (created without questions), or an existing one with its changed fields. */
  assessment: { create: AssessmentCreate } | { id: number; update: AssessmentUpdate | null };
  /** Ids of questions to delete (run first). */
  deletes: readonly number[];
  /** Changed questions; `key` is the screen's own id of the question. */
  updates: readonly { key: string; id: number; body: QuestionUpdate }[];
  /** New questions, in order. */
  creates: readonly { key: string; body: QuestionCreate }[];
}

export type QuizSaveFailure =
  | { op: 'create' | 'update'; key: string; error: unknown }
  | { op: 'delete'; id: number; error: unknown };

export interface QuizSaveResult {
  assessmentId: number;
  /** The assessment as the server answered its create or update (null when nothing changed). */
  assessment: AssessmentAdmin | null;
  /** Saved questions by the screen's key. */
  saved: Record<string, QuestionAdmin>;
  deleted: number[];
  failures: QuizSaveFailure[];
}

/**
 * Runs a plan. A failure of the assessment call rejects (nothing else is sent); question failures
 * are collected and the remaining questions are still sent.
 */
export async function saveQuiz(client: ApiClient, plan: QuizSavePlan): Promise<QuizSaveResult> {
  let assessment: AssessmentAdmin | null = null;
  let assessmentId: number;
  if ('create' in plan.assessment) {
    assessment = unwrap(await client.POST('/assessments/', { body: plan.assessment.create }));
    assessmentId = assessment.id;
  } else {
    assessmentId = plan.assessment.id;
    if (plan.assessment.update && Object.keys(plan.assessment.update).length > 0) {
      assessment = unwrap(
        await client.PUT('/assessments/{id}', {
          params: { path: { id: assessmentId } },
          body: plan.assessment.update,
        }),
      );
    }
  }
  const result: QuizSaveResult = { assessmentId, assessment, saved: {}, deleted: [], failures: [] };
  for (const id of plan.deletes) {
    try {
      unwrap(await client.DELETE('/assessments/questions/{id}', { params: { path: { id } } }));
      result.deleted.push(id);
    } catch (error) {
      result.failures.push({ op: 'delete', id, error });
    }
  }
  for (const { key, id, body } of plan.updates) {
    try {
      result.saved[key] = unwrap(
        await client.PUT('/assessments/questions/{id}', { params: { path: { id } }, body }),
      );
    } catch (error) {
      result.failures.push({ op: 'update', key, error });
    }
  }
  for (const { key, body } of plan.creates) {
    try {
      result.saved[key] = unwrap(
        await client.POST('/assessments/{id}/questions', {
          params: { path: { id: assessmentId } },
          body,
        }),
      );
    } catch (error) {
      result.failures.push({ op: 'create', key, error });
    }
  }
  return result;
}

/** Saves a quiz from the builder; the assessment lists and views refresh afterwards. */
export function useSaveQuiz() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: QuizSavePlan) => saveQuiz(client, plan),
    onSettled: () => invalidateAssessments(queryClient),
  });
}
