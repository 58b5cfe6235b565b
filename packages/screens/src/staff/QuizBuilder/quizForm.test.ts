import type { AssessmentAdmin, QuestionAdmin } from '@watni/api-client';
import { describe, expect, it } from 'vitest';
import { quizBuilderMessages as quizBuilderMessagesForTest } from '../../messages/staff-quiz-builder';
import {
  baselineFrom,
  changeQuestionType,
  draftItem,
  emptyQuestion,
  emptyQuiz,
  fieldIds,
  moveItem,
  planIsEmpty,
  planSave,
  type QuestionDraft,
  quizFromAdmin,
  toQuestionBody,
  totalPoints,
  validateQuiz,
} from './quizForm';

const question = (patch: Partial<QuestionAdmin>): QuestionAdmin => ({
  id: 1,
  assessment_id: 9,
  question_text: 'What is 2 + 2?',
  question_type: 'multiple_choice',
  options: { A: '3', B: '4' },
  points: 2,
  hints: [],
  order_index: 0,
  correct_answer: 'B',
  accepted_answers: [],
  ...patch,
});

const assessment: AssessmentAdmin = {
  id: 9,
  course_id: 3,
  title: 'Week 1',
  description: null,
  assessment_type: 'quiz',
  total_points: 5,
  passing_score: 60,
  time_limit_minutes: null,
  is_published: false,
  question_count: 3,
  created_at: '2026-11-01T08:00:00Z',
  questions: [
    question({ id: 1, order_index: 0 }),
    question({
      id: 2,
      order_index: 1,
      question_type: 'true_false',
      options: {},
      correct_answer: 'true',
      points: 1,
    }),
    question({
      id: 3,
      order_index: 2,
      question_type: 'short_answer',
      options: {},
      correct_answer: null,
      accepted_answers: ['Lahore', 'lahore city'],
      hints: ['A city in Punjab'],
      points: 2,
    }),
  ],
};

const mc = (patch: Partial<QuestionDraft> = {}): QuestionDraft => {
  const q = emptyQuestion('multiple_choice');
  const [a, b] = q.options;
  return {
    ...q,
    question_text: 'Pick B',
    options: [
      { key: a?.key ?? 'a', text: 'First' },
      { key: b?.key ?? 'b', text: 'Second' },
    ],
    correct_option: b?.key ?? null,
    ...patch,
  };
};

describe('quiz form', () => {
  it('validates the quiz fields and every question type', () => {
    const draft = { ...emptyQuiz(), passing_score: '101', time_limit: '0' };
    const bad = emptyQuestion('multiple_choice');
    const tf = emptyQuestion('true_false');
    const sa = emptyQuestion('short_answer');
    const errors = validateQuiz({ ...draft, questions: [bad, tf, sa] });
    expect(errors[fieldIds.title]).toBe('Title is required');
    expect(errors[fieldIds.passingScore]).toMatch(/0 to 100/);
    expect(errors[fieldIds.timeLimit]).toMatch(/1 to 1440/);
    expect(errors[fieldIds.questionText(bad.key)]).toBe('Question text is required');
    expect(errors[fieldIds.correct(bad.key)]).toBe('Mark the correct option');
    expect(errors[fieldIds.option(bad.key, bad.options[0]?.key ?? '')]).toBe(
      'Option text is required',
    );
    expect(errors[fieldIds.correct(tf.key)]).toBe('Choose True or False');
    expect(errors[fieldIds.accepted(sa.key)]).toBe('Add at least one accepted answer');
    const one = mc({ options: [draftItem('Only')] });
    expect(validateQuiz({ ...emptyQuiz(), title: 'T', questions: [one] })).toMatchObject({
      [fieldIds.options(one.key)]: 'Add at least two options',
    });
    const essay = { ...emptyQuestion('essay'), question_text: 'Discuss.' };
    expect(validateQuiz({ ...emptyQuiz(), title: 'T', questions: [mc(), essay] })).toEqual({});
  });

  it('sends options lettered by position and the correct letter', () => {
    const q = mc();
    const third = draftItem('Third');
    const body = toQuestionBody(
      { ...q, options: [third, ...q.options], correct_option: q.correct_option },
      4,
    );
    expect(body).toMatchObject({
      options: { A: 'Third', B: 'First', C: 'Second' },
      correct_answer: 'C',
      order_index: 4,
      accepted_answers: [],
    });
  });

  it('keeps text, points and hints when the type changes', () => {
    const q = { ...mc(), points: '5', hints: [draftItem('Think')] };
    const sa = changeQuestionType(q, 'short_answer');
    expect(sa).toMatchObject({
      question_text: 'Pick B',
      points: '5',
      question_type: 'short_answer',
    });
    expect(sa.accepted_answers).toHaveLength(1);
    expect(toQuestionBody(sa, 0)).toMatchObject({
      options: {},
      correct_answer: null,
      hints: ['Think'],
    });
  });

  it('totals valid points live', () => {
    expect(
      totalPoints({ questions: [mc({ points: '3' }), mc({ points: 'x' }), mc({ points: '2' })] }),
    ).toBe(5);
  });

  it('plans a new quiz as an assessment then its questions in order', () => {
    const draft = { ...emptyQuiz(), title: ' Week 2 ', questions: [mc(), mc()] };
    const plan = planSave(draft, 3, null);
    expect(plan.assessment).toEqual({
      create: {
        course_id: 3,
        title: 'Week 2',
        description: null,
        assessment_type: 'quiz',
        passing_score: 60,
        time_limit_minutes: null,
        is_published: false,
      },
    });
    expect(plan.creates.map((c) => c.body.order_index)).toEqual([0, 1]);
  });

  it('plans only the differences of an existing quiz', () => {
    const baseline = baselineFrom(assessment);
    const draft = quizFromAdmin(assessment);
    expect(draft.questions[2]?.accepted_answers.map((a) => a.text)).toEqual([
      'Lahore',
      'lahore city',
    ]);
    expect(planIsEmpty(planSave(draft, 3, baseline))).toBe(true);

    const [first, second, third] = draft.questions;
    if (!first || !second || !third) throw new Error('three questions');
    const added = mc();
    const changed = {
      ...draft,
      is_published: true,
      // Second removed, third moved first, a new one last.
      questions: [third, first, added],
    };
    const plan = planSave(changed, 3, baseline);
    expect(plan.assessment).toEqual({ id: 9, update: { is_published: true } });
    expect(plan.deletes).toEqual([2]);
    expect(plan.updates.map((u) => [u.id, u.body.order_index])).toEqual([
      [3, 0],
      [1, 1],
    ]);
    expect(plan.creates).toHaveLength(1);
    expect(plan.creates[0]?.body.order_index).toBe(2);
  });

  it('moves items within bounds', () => {
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });
});

describe('random blocks and shuffles', () => {
  const base = { ...emptyQuiz(), title: 'Drawn' };

  it('checks each block: a tag, once, a count from 1 to 100 the bank can fill', () => {
    const draft = {
      ...base,
      random_draws: [
        { key: 'd1', tag: '', count: '2' },
        { key: 'd2', tag: 'crops', count: '0' },
        { key: 'd3', tag: 'crops', count: '4' },
        { key: 'd4', tag: 'soils', count: '4' },
      ],
    };
    const errors = validateQuiz(draft, undefined, undefined, new Map([['soils', 3]]));
    expect(errors[fieldIds.drawTag('d1')]).toBe('Choose a tag');
    expect(errors[fieldIds.drawCount('d2')]).toMatch(/whole number from 1 to 100/);
    expect(errors[fieldIds.drawTag('d3')]).toMatch(/already drawn from/);
    expect(errors[fieldIds.drawCount('d4')]).toBe('The bank has only 3 questions with this tag');
  });

  it('sends the blocks and shuffles only when they changed', () => {
    const admin = {
      id: 9,
      course_id: 3,
      title: 'Drawn',
      description: null,
      assessment_type: 'quiz',
      total_points: 0,
      passing_score: 60,
      time_limit_minutes: null,
      is_published: false,
      question_count: 5,
      created_at: '2026-11-01T08:00:00Z',
      random_draws: [{ tag: 'crops', count: 5 }],
      shuffle_questions: false,
      shuffle_options: true,
      questions: [],
    } satisfies AssessmentAdmin;
    const draft = quizFromAdmin(admin);
    const baseline = baselineFrom(admin);
    expect(planIsEmpty(planSave(draft, 3, baseline))).toBe(true);
    const changed = {
      ...draft,
      shuffle_questions: true,
      random_draws: [...(draft.random_draws ?? []), { key: 'dx', tag: ' soils ', count: '2' }],
    };
    expect(planSave(changed, 3, baseline).assessment).toEqual({
      id: 9,
      update: {
        shuffle_questions: true,
        random_draws: [
          { tag: 'crops', count: 5 },
          { tag: 'soils', count: 2 },
        ],
      },
    });
  });

  it('words the attempts error from the catalogue it is given', () => {
    const errors = validateQuiz(
      { ...base, max_attempts: '0' },
      {
        ...quizBuilderMessagesForTest.errors,
        maxAttempts: 'کوششوں کی تعداد',
      },
    );
    expect(errors[fieldIds.maxAttempts]).toBe('کوششوں کی تعداد');
  });
});
