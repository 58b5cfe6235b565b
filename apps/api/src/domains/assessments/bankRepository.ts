// A course's question bank: SQL only.
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { bankQuestions } from '../../db/schema/learning.js';
import { inCallersTenant } from '../../db/scope.js';
import { escapeLike } from '../courses/access.js';

export type BankQuestionRecord = typeof bankQuestions.$inferSelect;
export type NewBankQuestion = typeof bankQuestions.$inferInsert;
export type BankQuestionChanges = Partial<
  Pick<
    NewBankQuestion,
    | 'question_text'
    | 'question_type'
    | 'options'
    | 'correct_answer'
    | 'accepted_answers'
    | 'points'
    | 'hints'
    | 'tags'
  >
>;

type CourseKey = { tenant_id: number; id: number };

const hasTag = (tag: string) => sql`${bankQuestions.tags} @> array[${tag}]::text[]`;

export async function listBankQuestions(
  tx: Tx,
  course: CourseKey,
  filter: { tag?: string | undefined; q?: string | undefined },
  skip: number,
  limit: number,
): Promise<{ items: BankQuestionRecord[]; total: number }> {
  const where = and(
    eq(bankQuestions.tenant_id, course.tenant_id),
    eq(bankQuestions.course_id, course.id),
    filter.tag !== undefined ? hasTag(filter.tag) : undefined,
    filter.q !== undefined
      ? ilike(bankQuestions.question_text, `%${escapeLike(filter.q)}%`)
      : undefined,
  );
  const items = await tx
    .select()
    .from(bankQuestions)
    .where(where)
    .orderBy(desc(bankQuestions.created_at), desc(bankQuestions.id))
    .offset(skip)
    .limit(limit);
  const [total] = await tx.select({ value: count() }).from(bankQuestions).where(where);
  return { items, total: total?.value ?? 0 };
}

/** Every tag of the course's bank with its number of questions, by tag. */
export async function bankTagCounts(
  tx: Tx,
  course: CourseKey,
): Promise<{ tag: string; count: number }[]> {
  const result = await tx.execute(sql`
    select t.tag, count(*)::int as count
    from bank_questions b, unnest(b.tags) as t(tag)
    where b.tenant_id = ${course.tenant_id} and b.course_id = ${course.id}
    group by t.tag order by t.tag`);
  const rows = rowsOf<{ tag: string; count: number | string }>(result);
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

/** The bank questions of a course carrying any of the tags (for an attempt's draws). */
export async function bankQuestionsTagged(
  tx: Tx,
  course: CourseKey,
  tags: readonly string[],
): Promise<BankQuestionRecord[]> {
  if (tags.length === 0) return [];
  return tx
    .select()
    .from(bankQuestions)
    .where(
      and(
        eq(bankQuestions.tenant_id, course.tenant_id),
        eq(bankQuestions.course_id, course.id),
        sql`${bankQuestions.tags} && array[${sql.join(
          tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .orderBy(bankQuestions.id);
}

export async function findBankQuestion(
  tx: Tx,
  id: number,
): Promise<BankQuestionRecord | undefined> {
  const [row] = await tx
    .select()
    .from(bankQuestions)
    .where(and(eq(bankQuestions.id, id), inCallersTenant(tx, bankQuestions.tenant_id)));
  return row;
}

export async function insertBankQuestion(
  tx: Tx,
  values: NewBankQuestion,
): Promise<BankQuestionRecord> {
  const [row] = await tx.insert(bankQuestions).values(values).returning();
  return row!;
}

export async function updateBankQuestion(
  tx: Tx,
  question: Pick<BankQuestionRecord, 'tenant_id' | 'id'>,
  changes: BankQuestionChanges,
): Promise<BankQuestionRecord> {
  const [row] = await tx
    .update(bankQuestions)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(bankQuestions.tenant_id, question.tenant_id), eq(bankQuestions.id, question.id)))
    .returning();
  return row!;
}

export async function deleteBankQuestion(
  tx: Tx,
  question: Pick<BankQuestionRecord, 'tenant_id' | 'id'>,
): Promise<void> {
  await tx
    .delete(bankQuestions)
    .where(and(eq(bankQuestions.tenant_id, question.tenant_id), eq(bankQuestions.id, question.id)));
}

/** Several questions in one statement (an import: all or nothing with its transaction). */
export async function insertBankQuestions(
  tx: Tx,
  values: readonly NewBankQuestion[],
): Promise<BankQuestionRecord[]> {
  if (values.length === 0) return [];
  return tx
    .insert(bankQuestions)
    .values([...values])
    .returning();
}

/** The bank's questions oldest first (an export reads as the bank grew), at most `limit`. */
export async function bankQuestionsForExport(
  tx: Tx,
  course: CourseKey,
  tag: string | undefined,
  limit: number,
): Promise<BankQuestionRecord[]> {
  return tx
    .select()
    .from(bankQuestions)
    .where(
      and(
        eq(bankQuestions.tenant_id, course.tenant_id),
        eq(bankQuestions.course_id, course.id),
        tag !== undefined ? hasTag(tag) : undefined,
      ),
    )
    .orderBy(bankQuestions.created_at, bankQuestions.id)
    .limit(limit);
}
