// The question bank's form model: a bank question as the builder's question draft
// plus its tags, the body sent, and the checks before sending.
import type { BankQuestion, BankQuestionCreate } from '@watni/api-client';
import type { QuizBuilderMessages } from '../../messages/staff-quiz-builder';
import {
  emptyQuestion,
  type QuestionDraft,
  type QuizErrors,
  questionFromAdmin,
  toQuestionBody,
  validateQuestion,
} from '../QuizBuilder/quizForm';

export interface BankDraft {
  question: QuestionDraft;
  /** Comma-separated, as typed. */
  tags: string;
}

export const tagsFieldId = 'bank-question-tags';

export function emptyBankDraft(tag: string | null = null): BankDraft {
  return { question: emptyQuestion('multiple_choice'), tags: tag ?? '' };
}

export function bankDraftFrom(q: BankQuestion): BankDraft {
  return {
    question: questionFromAdmin({ ...q, assessment_id: 0, order_index: 0 }),
    tags: q.tags.join(', '),
  };
}

/** Tags as typed → as the service stores them (trimmed, lower-case, distinct). */
export function parseTags(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/[,،]/u)) {
    const tag = part.trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en');
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

export function toBankBody(draft: BankDraft): Required<BankQuestionCreate> {
  const { order_index: _order, ...body } = toQuestionBody(draft.question, 0);
  return { ...body, tags: parseTags(draft.tags) };
}

export function validateBankDraft(
  draft: BankDraft,
  e: QuizBuilderMessages['errors'],
  tagsError: string,
): QuizErrors {
  const errors: QuizErrors = {};
  validateQuestion(draft.question, e, errors);
  const tags = parseTags(draft.tags);
  if (tags.length > 10 || tags.some((tag) => tag.length > 40)) errors[tagsFieldId] = tagsError;
  return errors;
}
