import type { QuestionAdmin, Submission } from '@watni/api-client';
import { describe, expect, it } from 'vitest';
import { gradeValues, isHandGraded, toGradeBody, validateGrades } from './gradeForm';

const q = (
  id: number,
  question_type: QuestionAdmin['question_type'],
  points = 2,
): QuestionAdmin => ({
  id,
  assessment_id: 1,
  question_text: `Question ${id}`,
  question_type,
  options: {},
  points,
  hints: [],
  order_index: id,
  correct_answer: null,
  accepted_answers: [],
});

const questions = [
  q(1, 'multiple_choice'),
  q(2, 'true_false'),
  q(3, 'short_answer'),
  q(4, 'essay', 10),
];

const submission = {
  feedback: 'Keep going.',
  results: [
    { question_id: 1, points_awarded: 2, max_points: 2, is_correct: true, feedback: null },
    { question_id: 2, points_awarded: 0, max_points: 2, is_correct: false, feedback: null },
    { question_id: 3, points_awarded: 0, max_points: 2, is_correct: null, feedback: null },
    { question_id: 4, points_awarded: 6, max_points: 10, is_correct: false, feedback: 'Short.' },
  ],
} as unknown as Submission;

const message = (max: number) => `0 to ${max}`;

describe('isHandGraded', () => {
  it('is true for essays and short answers only', () => {
    expect(questions.map(isHandGraded)).toEqual([false, false, true, true]);
    expect(isHandGraded(undefined)).toBe(false);
  });
});

describe('gradeValues', () => {
  it('starts from the current points and feedback of the hand-graded questions', () => {
    expect(gradeValues(submission, questions)).toEqual({
      questions: { 3: { points: '0', feedback: '' }, 4: { points: '6', feedback: 'Short.' } },
      feedback: 'Keep going.',
    });
  });

  it('skips results whose question was removed', () => {
    expect(gradeValues(submission, questions.slice(0, 3)).questions).toEqual({
      3: { points: '0', feedback: '' },
    });
  });
});

describe('validateGrades', () => {
  const values = (points3: string, points4: string) => ({
    questions: { 3: { points: points3, feedback: '' }, 4: { points: points4, feedback: '' } },
    feedback: '',
  });

  it('accepts whole numbers from 0 to the question points', () => {
    expect(validateGrades(values('0', '10'), submission.results, message)).toEqual({});
    expect(validateGrades(values(' 2 ', '7'), submission.results, message)).toEqual({});
  });

  it('refuses blanks, fractions, negatives and more than the points', () => {
    expect(validateGrades(values('', '11'), submission.results, message)).toEqual({
      3: '0 to 2',
      4: '0 to 10',
    });
    expect(validateGrades(values('1.5', '-1'), submission.results, message)).toEqual({
      3: '0 to 2',
      4: '0 to 10',
    });
    expect(validateGrades(values('abc', '5'), submission.results, message)).toEqual({
      3: '0 to 2',
    });
  });
});

describe('toGradeBody', () => {
  it('sends one grade per question with trimmed feedback, blank as null', () => {
    expect(
      toGradeBody({
        questions: {
          3: { points: '2', feedback: '  ' },
          4: { points: ' 8 ', feedback: ' Good reasoning. ' },
        },
        feedback: '',
      }),
    ).toEqual({
      grades: [
        { question_id: 3, points: 2, feedback: null },
        { question_id: 4, points: 8, feedback: 'Good reasoning.' },
      ],
      feedback: null,
    });
  });
});
