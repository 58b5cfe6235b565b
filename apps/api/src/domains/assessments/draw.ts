// Question banks: what one attempt is shown, decided once when it opens. Pure: the
// random source is a parameter (crypto in the service, a seeded one in tests).
import { randomInt } from 'node:crypto';
import type { FrozenQuestion, QuestionType, RandomDraw } from '../../db/schema/learning.js';

/** A random whole number in [0, below). */
export type Rng = (below: number) => number;

export const cryptoRng: Rng = (below) => (below <= 1 ? 0 : randomInt(below));

/** A seeded generator (mulberry32) for tests and reproducible checks. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * below);
  };
}

/** Fisher–Yates: a new array in a uniformly random order. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rng(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * `count` of the candidates, those the learner was shown least often in earlier attempts first,
 * at random among equals: a retake meets the questions it has not seen before repeating any.
 */
export function pickLeastSeen<T extends { id: number }>(
  candidates: readonly T[],
  count: number,
  seen: ReadonlyMap<number, number>,
  rng: Rng,
): T[] {
  return shuffled(candidates, rng)
    .map((item, index) => ({ item, index, times: seen.get(item.id) ?? 0 }))
    .sort((a, b) => a.times - b.times || a.index - b.index)
    .slice(0, count)
    .map(({ item }) => item);
}

const optionLetter = (index: number) => String.fromCharCode(65 + index);

/**
 * A multiple-choice question with its options in a random order, lettered A, B, C... in the
 * order shown, and its correct letter moved with its option. Other types are returned as they are.
 */
export function withShuffledOptions(question: FrozenQuestion, rng: Rng): FrozenQuestion {
  if (question.question_type !== 'multiple_choice') return question;
  const letters = Object.keys(question.options).sort();
  const options: Record<string, string> = {};
  let correct: string | null = null;
  shuffled(letters, rng).forEach((old, index) => {
    const letter = optionLetter(index);
    options[letter] = question.options[old]!;
    if (old === question.correct_answer) correct = letter;
  });
  return { ...question, options, correct_answer: correct };
}

interface SourceQuestion {
  id: number;
  question_text: string;
  question_type: QuestionType;
  options: Record<string, string>;
  correct_answer: string | null;
  accepted_answers: string[];
  points: number;
  hints: string[];
}

export interface BankCandidate extends SourceQuestion {
  tags: string[];
}

export function freeze(question: SourceQuestion, source: FrozenQuestion['source']): FrozenQuestion {
  return {
    id: question.id,
    source,
    question_text: question.question_text,
    question_type: question.question_type,
    options: question.options,
    correct_answer: question.correct_answer,
    accepted_answers: question.accepted_answers,
    points: question.points,
    hints: question.hints,
  };
}

interface AttemptPlan {
  fixed: readonly SourceQuestion[];
  draws: readonly RandomDraw[];
  bank: readonly BankCandidate[];
  seen: ReadonlyMap<number, number>;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

type AttemptQuestions =
  | { ok: true; questions: FrozenQuestion[] }
  | { ok: false; tag: string; have: number; count: number };

/**
 * The attempt's questions: the quiz's own (in their order), then each draw's (a question is
 * drawn once even when it carries two drawn tags); the whole list shuffled when the quiz says
 * so, and each multiple-choice question's options too. A draw the bank cannot fill is named.
 */
export function planAttemptQuestions(plan: AttemptPlan, rng: Rng): AttemptQuestions {
  const chosen = new Set(plan.fixed.map((question) => question.id));
  const questions: FrozenQuestion[] = plan.fixed.map((question) => freeze(question, 'quiz'));
  for (const draw of plan.draws) {
    const candidates = plan.bank.filter(
      (question) => question.tags.includes(draw.tag) && !chosen.has(question.id),
    );
    if (candidates.length < draw.count) {
      return { ok: false, tag: draw.tag, have: candidates.length, count: draw.count };
    }
    for (const picked of pickLeastSeen(candidates, draw.count, plan.seen, rng)) {
      chosen.add(picked.id);
      questions.push(freeze(picked, 'bank'));
    }
  }
  const ordered = plan.shuffleQuestions ? shuffled(questions, rng) : questions;
  return {
    ok: true,
    questions: plan.shuffleOptions
      ? ordered.map((question) => withShuffledOptions(question, rng))
      : ordered,
  };
}

/** Tags as stored: trimmed, inner spaces collapsed, lower-cased, distinct, in the given order. */
export function normalizeTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const clean = tag.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en');
    if (clean && !out.includes(clean)) out.push(clean);
  }
  return out;
}
