// A quiz's questions: added, changed and deleted by the course's staff (audited).
import type { Tx } from '../../db/client.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext, AuthUser } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit, diff } from '../audit/service.js';
import { ASSESSMENT_MESSAGES } from './messages.js';
import { type AnyQuestion, normalizeQuestion } from './normalize-question.js';
import { loadForStaff, questionFromInput, toQuestionAdmin } from './office.js';
import * as repo from './repository.js';

export async function createQuestion(
  deps: AppDeps,
  auth: AuthContext,
  assessmentId: number,
  body: Body<'createQuestion'>,
): Promise<Schemas['QuestionAdmin']> {
  const normalized = normalizeQuestion(questionFromInput(body));
  return withScope(deps.db, auth.scope, async (tx) => {
    const { assessment } = await loadForStaff(tx, auth.user, assessmentId);
    const orderIndex = body.order_index ?? (await repo.nextQuestionOrder(tx, assessment));
    const [question] = await repo.insertQuestions(tx, [
      {
        ...normalized,
        order_index: orderIndex,
        tenant_id: assessment.tenant_id,
        assessment_id: assessment.id,
      },
    ]);
    await auditQuestion(tx, auth, question!, 'question.created', {
      question_text: question!.question_text,
      correct_answer: question!.correct_answer,
      points: question!.points,
    });
    return toQuestionAdmin(question!);
  });
}

async function auditQuestion(
  tx: Tx,
  auth: AuthContext,
  question: { id: number; tenant_id: number; assessment_id: number },
  action: string,
  changes: Record<string, unknown>,
): Promise<void> {
  await audit(tx, {
    tenantId: question.tenant_id,
    actorId: auth.user.id,
    action,
    entityType: 'question',
    entityId: question.id,
    changes: { assessment_id: question.assessment_id, ...changes },
  });
}

async function loadQuestionForStaff(tx: Tx, user: AuthUser, id: number) {
  const question = await repo.findQuestion(tx, id);
  if (!question) throw notFound(ASSESSMENT_MESSAGES.questionNotFound);
  const loaded = await loadForStaff(tx, user, question.assessment_id);
  return { question, ...loaded };
}

export async function updateQuestion(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateQuestion'>,
): Promise<Schemas['QuestionAdmin']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { question } = await loadQuestionForStaff(tx, auth.user, id);
    const merged: AnyQuestion = {
      question_text: body.question_text ?? question.question_text,
      question_type: body.question_type ?? question.question_type,
      options: body.options ?? question.options,
      correct_answer:
        body.correct_answer !== undefined ? body.correct_answer : question.correct_answer,
      accepted_answers: body.accepted_answers ?? question.accepted_answers,
      points: body.points ?? question.points,
      hints: body.hints ?? question.hints,
    };
    const changes: repo.QuestionChanges = { ...normalizeQuestion(merged) };
    if (body.order_index !== undefined) changes.order_index = body.order_index;
    const updated = await repo.updateQuestion(tx, question, changes);
    await auditQuestion(tx, auth, question, 'question.updated', {
      ...diff(question as unknown as Record<string, unknown>, changes as Record<string, unknown>),
    });
    return toQuestionAdmin(updated);
  });
}

export async function deleteQuestion(deps: AppDeps, auth: AuthContext, id: number): Promise<void> {
  await withScope(deps.db, auth.scope, async (tx) => {
    const { question } = await loadQuestionForStaff(tx, auth.user, id);
    await repo.deleteQuestion(tx, question);
    await auditQuestion(tx, auth, question, 'question.deleted', {
      question_text: question.question_text,
      correct_answer: question.correct_answer,
      points: question.points,
    });
  });
}
