// A course's question bank: tagged questions staff keep for quizzes to draw from.
import type { Tx } from '../../db/client.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { audit, diff } from '../audit/service.js';
import { courseRole, loadCourse, requireStaff } from '../courses/access.js';
import * as bankRepo from './bankRepository.js';
import { normalizeTags } from './draw.js';
import { normalizeQuestion } from './normalize-question.js';

const BANK_MESSAGES = defineMessages('assessments.bank', {
  notFound: {
    en: 'Question not found in the question bank.',
    ur: 'سوال، سوالات کے بینک میں نہیں ملا۔',
  },
  tagTooLong: {
    en: 'A tag must be at most 40 characters long.',
    ur: 'ٹیگ زیادہ سے زیادہ 40 حروف کا ہو سکتا ہے۔',
  },
  drawShort: {
    en: 'The question bank has only {have} questions tagged "{tag}", fewer than the {count} this quiz draws.',
    ur: 'سوالات کے بینک میں "{tag}" ٹیگ والے صرف {have} سوال ہیں، جبکہ یہ کوئز {count} سوال نکالتا ہے۔',
  },
  drawTwice: {
    en: 'The tag "{tag}" is drawn from twice: draw once with the total.',
    ur: 'ٹیگ "{tag}" سے دو بار سوال نکالے جا رہے ہیں: ایک ہی بار کل تعداد کے ساتھ نکالیں۔',
  },
});

function toBankQuestion(row: bankRepo.BankQuestionRecord): Schemas['BankQuestion'] {
  return {
    id: row.id,
    course_id: row.course_id,
    question_text: row.question_text,
    question_type: row.question_type,
    options: row.options,
    points: row.points,
    hints: row.hints,
    correct_answer: row.correct_answer,
    accepted_answers: row.accepted_answers,
    tags: row.tags,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Tags as stored; a tag longer than 40 characters once cleaned is a 422 on `tags`. */
export function cleanTags(tags: readonly string[]): string[] {
  const clean = normalizeTags(tags);
  if (clean.some((tag) => tag.length > 40)) throw invalidField('tags', BANK_MESSAGES.tagTooLong);
  return clean;
}

export async function loadBankCourse(tx: Tx, auth: AuthContext, courseId: number) {
  const course = await loadCourse(tx, courseId);
  requireStaff(courseRole(auth.user, course));
  return course;
}

async function loadBankQuestion(tx: Tx, auth: AuthContext, id: number) {
  const question = await bankRepo.findBankQuestion(tx, id);
  if (!question) throw notFound(BANK_MESSAGES.notFound);
  await loadBankCourse(tx, auth, question.course_id);
  return question;
}

export async function listBankQuestions(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  query: Query<'listBankQuestions'>,
): Promise<Schemas['BankQuestionList']> {
  const tag = query.tag !== undefined ? normalizeTags([query.tag])[0] : undefined;
  const q = query.q?.trim() || undefined;
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadBankCourse(tx, auth, courseId);
    const { items, total } = await bankRepo.listBankQuestions(
      tx,
      course,
      { tag, q },
      query.skip ?? 0,
      query.limit ?? 20,
    );
    return {
      items: items.map(toBankQuestion),
      total,
      tags: await bankRepo.bankTagCounts(tx, course),
    };
  });
}

export async function createBankQuestion(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  body: Body<'createBankQuestion'>,
): Promise<Schemas['BankQuestion']> {
  const normalized = normalizeQuestion({
    question_text: body.question_text,
    question_type: body.question_type,
    options: body.options ?? {},
    correct_answer: body.correct_answer ?? null,
    accepted_answers: body.accepted_answers ?? [],
    points: body.points ?? 1,
    hints: body.hints ?? [],
  });
  const tags = cleanTags(body.tags ?? []);
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadBankCourse(tx, auth, courseId);
    const row = await bankRepo.insertBankQuestion(tx, {
      ...normalized,
      tags,
      tenant_id: course.tenant_id,
      course_id: course.id,
      created_by: auth.user.id,
    });
    await audit(tx, {
      tenantId: row.tenant_id,
      actorId: auth.user.id,
      action: 'bank_question.created',
      entityType: 'bank_question',
      entityId: row.id,
      changes: {
        course_id: row.course_id,
        question_text: row.question_text,
        correct_answer: row.correct_answer,
        points: row.points,
        tags: row.tags,
      },
    });
    return toBankQuestion(row);
  });
}

export async function updateBankQuestion(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateBankQuestion'>,
): Promise<Schemas['BankQuestion']> {
  const tags = body.tags !== undefined ? cleanTags(body.tags) : undefined;
  return withScope(deps.db, auth.scope, async (tx) => {
    const question = await loadBankQuestion(tx, auth, id);
    const changes: bankRepo.BankQuestionChanges = {
      ...normalizeQuestion({
        question_text: body.question_text ?? question.question_text,
        question_type: body.question_type ?? question.question_type,
        options: body.options ?? question.options,
        correct_answer:
          body.correct_answer !== undefined ? body.correct_answer : question.correct_answer,
        accepted_answers: body.accepted_answers ?? question.accepted_answers,
        points: body.points ?? question.points,
        hints: body.hints ?? question.hints,
      }),
      ...(tags !== undefined ? { tags } : {}),
    };
    const changed = diff(
      question as unknown as Record<string, unknown>,
      changes as Record<string, unknown>,
    );
    const updated = await bankRepo.updateBankQuestion(tx, question, changes);
    if (Object.keys(changed).length > 0) {
      await audit(tx, {
        tenantId: question.tenant_id,
        actorId: auth.user.id,
        action: 'bank_question.updated',
        entityType: 'bank_question',
        entityId: question.id,
        changes: { course_id: question.course_id, ...changed },
      });
    }
    return toBankQuestion(updated);
  });
}

export async function deleteBankQuestion(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<void> {
  await withScope(deps.db, auth.scope, async (tx) => {
    const question = await loadBankQuestion(tx, auth, id);
    await bankRepo.deleteBankQuestion(tx, question);
    await audit(tx, {
      tenantId: question.tenant_id,
      actorId: auth.user.id,
      action: 'bank_question.deleted',
      entityType: 'bank_question',
      entityId: question.id,
      changes: {
        course_id: question.course_id,
        question_text: question.question_text,
        correct_answer: question.correct_answer,
        tags: question.tags,
      },
    });
  });
}

/**
 * A quiz's draws as stored: tags cleaned, each tag once, and the bank holding enough questions
 * for each (422 on `random_draws[i].count` naming what the bank has).
 */
export async function checkDraws(
  tx: Tx,
  course: { tenant_id: number; id: number },
  draws: readonly { tag: string; count: number }[],
): Promise<{ tag: string; count: number }[]> {
  const clean: { tag: string; count: number }[] = [];
  draws.forEach((draw, index) => {
    const [tag] = normalizeTags([draw.tag]);
    if (!tag)
      throw invalidField(`random_draws[${index}].tag`, 'random_draws[].tag must not be blank.');
    if (clean.some((item) => item.tag === tag)) {
      throw invalidField(`random_draws[${index}].tag`, BANK_MESSAGES.drawTwice({ tag }));
    }
    clean.push({ tag, count: draw.count });
  });
  if (clean.length === 0) return clean;
  const counts = new Map(
    (await bankRepo.bankTagCounts(tx, course)).map((item) => [item.tag, item.count]),
  );
  clean.forEach((draw, index) => {
    const have = counts.get(draw.tag) ?? 0;
    if (have < draw.count) {
      throw invalidField(
        `random_draws[${index}].count`,
        BANK_MESSAGES.drawShort({ tag: draw.tag, have, count: draw.count }),
      );
    }
  });
  return clean;
}
