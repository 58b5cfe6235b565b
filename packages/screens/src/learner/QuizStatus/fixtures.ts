// Story fixtures of the learning loop.
import type { AttemptResult, MyAttempts, QuizState } from '@watni/api-client';

export const gradedState: QuizState = {
  status: 'graded',
  attempts_used: 2,
  attempts_left: 1,
  open_attempt: null,
  counted: { attempt_id: 41, score: 9, max_score: 10, percentage: 90, passed: true },
};

export const awaitingState: QuizState = {
  status: 'awaiting_grading',
  attempts_used: 1,
  attempts_left: 0,
  open_attempt: null,
  counted: null,
};

export const inProgressState: QuizState = {
  status: 'in_progress',
  attempts_used: 1,
  attempts_left: 0,
  open_attempt: {
    id: 43,
    assessment_id: 5,
    started_at: '2026-11-24T09:00:00Z',
    expires_at: new Date(Date.now() + 7 * 60_000).toISOString(),
  },
  counted: null,
};

export const myAttempts: MyAttempts = {
  quiz: {
    id: 5,
    course_id: 1,
    title: 'Robotics basics quiz',
    passing_score: 60,
    attempts_policy: 'best',
    max_attempts: 3,
    time_limit_minutes: 15,
  },
  state: gradedState,
  items: [
    {
      id: 42,
      number: 2,
      status: 'submitted',
      started_at: '2026-11-23T10:00:00Z',
      expires_at: '2026-11-23T10:15:00Z',
      submitted_at: '2026-11-23T10:12:00Z',
      grading_pending: false,
      score: 5,
      max_score: 10,
      percentage: 50,
      passed: false,
      counts: false,
    },
    {
      id: 41,
      number: 1,
      status: 'submitted',
      started_at: '2026-11-22T10:00:00Z',
      expires_at: '2026-11-22T10:15:00Z',
      submitted_at: '2026-11-22T10:14:00Z',
      grading_pending: false,
      score: 9,
      max_score: 10,
      percentage: 90,
      passed: true,
      counts: true,
    },
  ],
};

export const attemptResult: AttemptResult = {
  attempt: myAttempts.items[1]!,
  assessment: {
    id: 5,
    course_id: 1,
    title: 'Robotics basics quiz',
    passing_score: 60,
    attempts_policy: 'best',
  },
  submission_id: 77,
  feedback: 'A careful answer. Next time, name one sensor of each kind.',
  graded_at: '2026-11-22T16:30:00Z',
  review_allowed: true,
  questions: [
    {
      question_id: 1,
      question_text: 'Which part of a robot senses distance?',
      question_type: 'multiple_choice',
      options: { A: 'The motor', B: 'The ultrasonic sensor', C: 'The battery' },
      answer: 'B',
      points_awarded: 2,
      max_points: 2,
      is_correct: true,
      correct_answer: 'B',
      feedback: null,
      needs_review: false,
    },
    {
      question_id: 2,
      question_text: 'An Arduino is a microcontroller board.',
      question_type: 'true_false',
      options: {},
      answer: 'false',
      points_awarded: 0,
      max_points: 1,
      is_correct: false,
      correct_answer: 'true',
      feedback: null,
      needs_review: false,
    },
    {
      question_id: 3,
      question_text: 'Explain how a line-following robot stays on the line.',
      question_type: 'essay',
      options: {},
      answer: 'Two IR sensors see the black line and the motors turn towards it.',
      points_awarded: 7,
      max_points: 7,
      is_correct: true,
      correct_answer: null,
      feedback: 'Clear and complete.',
      needs_review: false,
    },
  ],
};
