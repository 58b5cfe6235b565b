import { describe, expect, it } from 'vitest';
import { quizBuilderMessages } from '../../messages/staff-quiz-builder';
import {
  bankDraftFrom,
  emptyBankDraft,
  parseTags,
  toBankBody,
  validateBankDraft,
} from './bankForm';

const e = quizBuilderMessages.errors;

describe('bank form', () => {
  it('reads tags as typed (commas, Urdu commas, spaces, case) into distinct tags', () => {
    expect(parseTags(' Algebra, chapter  1,algebra ،اردو,, ')).toEqual([
      'algebra',
      'chapter 1',
      'اردو',
    ]);
  });

  it('round-trips a bank question to the body it came from', () => {
    const draft = bankDraftFrom({
      id: 7,
      course_id: 3,
      question_text: 'Capital?',
      question_type: 'multiple_choice',
      options: { A: 'Lahore', B: 'Islamabad' },
      correct_answer: 'B',
      accepted_answers: [],
      points: 2,
      hints: [],
      tags: ['geography', 'chapter 1'],
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    });
    expect(toBankBody(draft)).toEqual({
      question_text: 'Capital?',
      question_type: 'multiple_choice',
      options: { A: 'Lahore', B: 'Islamabad' },
      correct_answer: 'B',
      accepted_answers: [],
      points: 2,
      hints: [],
      tags: ['geography', 'chapter 1'],
    });
  });

  it('checks the question like the builder does, and the tags', () => {
    const draft = emptyBankDraft('algebra');
    const errors = validateBankDraft(
      { ...draft, tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') },
      e,
      'too many',
    );
    expect(Object.values(errors)).toContain(e.questionText);
    expect(Object.values(errors)).toContain(e.correctOption);
    expect(Object.values(errors)).toContain('too many');
    expect(emptyBankDraft('algebra').tags).toBe('algebra');
  });
});
