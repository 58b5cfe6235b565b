// The quiz builder's form model: the draft the screen edits, its conversion from and to the
// contract's bodies, validation before sending, and the plan of calls that saves the changes.
import type {
  AssessmentAdmin,
  AssessmentCreate,
  AssessmentType,
  AssessmentUpdate,
  QuestionAdmin,
  QuestionCreate,
  QuestionType,
  QuizSavePlan,
} from '@watni/api-client';
import { type QuizBuilderMessages, quizBuilderMessages } from '../../messages/staff-quiz-builder';

export const assessmentTypes = ['quiz', 'exam', 'assignment'] as const satisfies AssessmentType[];
export const questionTypes = [
  'multiple_choice',
  'true_false',
  'short_answer',
  'essay',
] as const satisfies QuestionType[];

/** One line of a list the user edits (an option, an accepted answer, a hint). */
export interface DraftItem {
  key: string;
  text: string;
}

export interface QuestionDraft {
  /** The screen's own id (stable across reorders, also for unsaved questions). */
  key: string;
  /** The server's id; null until created. */
  id: number | null;
  question_text: string;
  question_type: QuestionType;
  /** Multiple choice: lettered A, B, C... by position when sent. */
  options: DraftItem[];
  /** Multiple choice: the key of the correct option. */
  correct_option: string | null;
  /** True/false: the correct answer. */
  true_false: 'true' | 'false' | null;
  /** Short answer: the accepted answers. */
  accepted_answers: DraftItem[];
  points: string;
  hints: DraftItem[];
}

export interface QuizDraft {
  title: string;
  description: string;
  assessment_type: AssessmentType;
  passing_score: string;
  time_limit: string;
  is_published: boolean;
  questions: QuestionDraft[];
  // Attempts allowed ('' unlimited; undefined on a new quiz: the server's
  // default, one for a timed quiz), which attempt counts, review after submission.
  max_attempts?: string;
  attempts_policy?: 'best' | 'last';
  review_after_submit?: boolean;
  // "draw N random questions tagged T" blocks and the shuffles
  // (undefined: not sent, the server keeps its value).
  random_draws?: DrawDraft[];
  shuffle_questions?: boolean;
  shuffle_options?: boolean;
}

/** One "Random from bank" block of the builder. */
export interface DrawDraft {
  key: string;
  tag: string;
  count: string;
}

let sequence = 0;
/** A fresh key for a draft item or question. */
export function newKey(prefix = 'k'): string {
  sequence += 1;
  return `${prefix}${sequence}`;
}

const item = (text = ''): DraftItem => ({ key: newKey('i'), text });

export function emptyQuestion(type: QuestionType = 'multiple_choice'): QuestionDraft {
  return {
    key: newKey('q'),
    id: null,
    question_text: '',
    question_type: type,
    options: type === 'multiple_choice' ? [item(), item()] : [],
    correct_option: null,
    true_false: null,
    accepted_answers: type === 'short_answer' ? [item()] : [],
    points: '1',
    hints: [],
  };
}

/** Changing the type keeps the text, points and hints and gives the new type what it needs. */
export function changeQuestionType(question: QuestionDraft, type: QuestionType): QuestionDraft {
  const next = { ...question, question_type: type };
  if (type === 'multiple_choice' && next.options.length < 2) {
    next.options = [
      ...next.options,
      ...Array.from({ length: 2 - next.options.length }, () => item()),
    ];
  }
  if (type === 'short_answer' && next.accepted_answers.length === 0) {
    next.accepted_answers = [item()];
  }
  return next;
}

export function emptyQuiz(): QuizDraft {
  return {
    title: '',
    description: '',
    assessment_type: 'quiz',
    passing_score: '60',
    time_limit: '',
    is_published: false,
    questions: [],
  };
}

export const optionLetter = (index: number) => String.fromCharCode(65 + index);

export function questionFromAdmin(q: QuestionAdmin): QuestionDraft {
  const entries = Object.entries(q.options).sort(([a], [b]) => a.localeCompare(b));
  const options = entries.map(([, text]) => item(text));
  const correctIndex = entries.findIndex(([letter]) => letter === q.correct_answer);
  return {
    key: newKey('q'),
    id: q.id,
    question_text: q.question_text,
    question_type: q.question_type,
    options,
    correct_option:
      q.question_type === 'multiple_choice' ? (options[correctIndex]?.key ?? null) : null,
    true_false:
      q.question_type === 'true_false' &&
      (q.correct_answer === 'true' || q.correct_answer === 'false')
        ? q.correct_answer
        : null,
    accepted_answers: q.accepted_answers.map((answer) => item(answer)),
    points: String(q.points),
    hints: q.hints.map((hint) => item(hint)),
  };
}

export function quizFromAdmin(a: AssessmentAdmin): QuizDraft {
  return {
    title: a.title,
    description: a.description ?? '',
    assessment_type: a.assessment_type,
    passing_score: String(a.passing_score),
    time_limit: a.time_limit_minutes === null ? '' : String(a.time_limit_minutes),
    is_published: a.is_published,
    max_attempts:
      a.max_attempts === undefined
        ? undefined
        : a.max_attempts === null
          ? ''
          : String(a.max_attempts),
    attempts_policy: a.attempts_policy ?? 'best',
    review_after_submit: a.review_after_submit ?? false,
    random_draws: (a.random_draws ?? []).map((draw) => ({
      key: newKey('d'),
      tag: draw.tag,
      count: String(draw.count),
    })),
    shuffle_questions: a.shuffle_questions ?? false,
    shuffle_options: a.shuffle_options ?? false,
    questions: [...a.questions]
      .sort((x, y) => x.order_index - y.order_index || x.id - y.id)
      .map(questionFromAdmin),
  };
}

/** The sum of the points that are valid numbers (the live 'Total points: N'). */
export function totalPoints(draft: Pick<QuizDraft, 'questions'>): number {
  return draft.questions.reduce((sum, q) => {
    const points = Number(q.points);
    return sum + (Number.isInteger(points) && points > 0 ? points : 0);
  }, 0);
}

// ------------------------------------------------------------------ bodies

type LoopFields =
  | 'max_attempts'
  | 'attempts_policy'
  | 'review_after_submit'
  | 'random_draws'
  | 'shuffle_questions'
  | 'shuffle_options';
type QuizFields = Required<Omit<AssessmentUpdate, LoopFields>> & Pick<AssessmentUpdate, LoopFields>;

export function toQuizFields(draft: QuizDraft): QuizFields {
  const time = draft.time_limit.trim();
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    assessment_type: draft.assessment_type,
    passing_score: Number(draft.passing_score),
    time_limit_minutes: time ? Number(time) : null,
    is_published: draft.is_published,
    ...(draft.max_attempts !== undefined
      ? { max_attempts: draft.max_attempts.trim() ? Number(draft.max_attempts) : null }
      : {}),
    ...(draft.attempts_policy !== undefined ? { attempts_policy: draft.attempts_policy } : {}),
    ...(draft.review_after_submit !== undefined
      ? { review_after_submit: draft.review_after_submit }
      : {}),
    ...(draft.random_draws !== undefined
      ? {
          random_draws: draft.random_draws.map((draw) => ({
            tag: draw.tag.trim(),
            count: Number(draw.count),
          })),
        }
      : {}),
    ...(draft.shuffle_questions !== undefined
      ? { shuffle_questions: draft.shuffle_questions }
      : {}),
    ...(draft.shuffle_options !== undefined ? { shuffle_options: draft.shuffle_options } : {}),
  };
}

const texts = (items: readonly DraftItem[]) =>
  items.map((i) => i.text.trim()).filter((text) => text !== '');

/** The question as the contract wants it; `order_index` is its position. */
export function toQuestionBody(q: QuestionDraft, orderIndex: number): Required<QuestionCreate> {
  const base = {
    question_text: q.question_text.trim(),
    question_type: q.question_type,
    points: Number(q.points),
    hints: texts(q.hints),
    order_index: orderIndex,
  };
  switch (q.question_type) {
    case 'multiple_choice': {
      const options: Record<string, string> = {};
      q.options.forEach((option, index) => {
        options[optionLetter(index)] = option.text.trim();
      });
      const correct = q.options.findIndex((option) => option.key === q.correct_option);
      return {
        ...base,
        options,
        correct_answer: correct >= 0 ? optionLetter(correct) : null,
        accepted_answers: [],
      };
    }
    case 'true_false':
      return { ...base, options: {}, correct_answer: q.true_false, accepted_answers: [] };
    case 'short_answer':
      return {
        ...base,
        options: {},
        correct_answer: null,
        accepted_answers: texts(q.accepted_answers),
      };
    default:
      return { ...base, options: {}, correct_answer: null, accepted_answers: [] };
  }
}

// ------------------------------------------------------------------ validation

/** Messages keyed by the id of the field they belong to, in screen order. */
export type QuizErrors = Record<string, string>;

/** Ids of the builder's fields (also the FormErrorSummary link targets). */
export const fieldIds = {
  title: 'quiz-title',
  passingScore: 'quiz-passing-score',
  timeLimit: 'quiz-time-limit',
  maxAttempts: 'quiz-max-attempts',
  drawTag: (d: string) => `${d}-tag`,
  drawCount: (d: string) => `${d}-count`,
  questionText: (q: string) => `${q}-text`,
  points: (q: string) => `${q}-points`,
  options: (q: string) => `${q}-options`,
  option: (q: string, option: string) => `${q}-option-${option}`,
  correct: (q: string) => `${q}-correct`,
  accepted: (q: string) => `${q}-accepted`,
  acceptedItem: (q: string, i: string) => `${q}-accepted-${i}`,
  hint: (q: string, i: string) => `${q}-hint-${i}`,
  addAccepted: (q: string) => `${q}-add-accepted`,
  addOption: (q: string) => `${q}-add-option`,
  addHint: (q: string) => `${q}-add-hint`,
  question: (q: string) => `${q}-heading`,
};

const wholeIn = (value: string, min: number, max: number) => {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return false;
  const n = Number(trimmed);
  return n >= min && n <= max;
};

/** The random blocks' messages (question-bank catalogue, in the user's language). */
export interface DrawMessages {
  tagRequired: string;
  tagTwice: string;
  countError: string;
  tooFew: (have: number) => string;
}

const englishDrawMessages: DrawMessages = {
  tagRequired: 'Choose a tag',
  tagTwice: 'This tag is already drawn from in another block',
  countError: 'Questions to draw must be a whole number from 1 to 100',
  tooFew: (have) => `The bank has only ${have} questions with this tag`,
};

/**
 * `e`: the error messages in the user's language (English by default). `bank`: how many bank
 * questions carry each tag, when known (a block asking for more is refused before sending).
 */
export function validateQuiz(
  draft: QuizDraft,
  e: QuizBuilderMessages['errors'] = quizBuilderMessages.errors,
  d: DrawMessages = englishDrawMessages,
  bank?: ReadonlyMap<string, number>,
): QuizErrors {
  const errors: QuizErrors = {};
  const title = draft.title.trim();
  if (!title) errors[fieldIds.title] = e.titleRequired;
  else if (title.length > 200) errors[fieldIds.title] = e.titleTooLong;
  if (!wholeIn(draft.passing_score, 0, 100)) errors[fieldIds.passingScore] = e.passingScore;
  if (draft.max_attempts?.trim() && !wholeIn(draft.max_attempts, 1, 100)) {
    errors[fieldIds.maxAttempts] = e.maxAttempts;
  }
  // The random blocks
  const drawnTags = new Set<string>();
  for (const draw of draft.random_draws ?? []) {
    const tag = draw.tag.trim();
    if (!tag) errors[fieldIds.drawTag(draw.key)] = d.tagRequired;
    else if (drawnTags.has(tag)) errors[fieldIds.drawTag(draw.key)] = d.tagTwice;
    drawnTags.add(tag);
    if (!wholeIn(draw.count, 1, 100)) errors[fieldIds.drawCount(draw.key)] = d.countError;
    else if (tag && bank && (bank.get(tag) ?? 0) < Number(draw.count)) {
      errors[fieldIds.drawCount(draw.key)] = d.tooFew(bank.get(tag) ?? 0);
    }
  }
  if (draft.time_limit.trim() && !wholeIn(draft.time_limit, 1, 1440)) {
    errors[fieldIds.timeLimit] = e.timeLimit;
  }
  for (const q of draft.questions) validateQuestion(q, e, errors);
  return errors;
}

/** One question's checks (the quiz builder's and the question bank's), added to `errors`. */
export function validateQuestion(
  q: QuestionDraft,
  e: QuizBuilderMessages['errors'],
  errors: QuizErrors,
): void {
  const k = q.key;
  if (!q.question_text.trim()) errors[fieldIds.questionText(k)] = e.questionText;
  if (!wholeIn(q.points, 0, 1000)) errors[fieldIds.points(k)] = e.points;
  if (q.question_type === 'multiple_choice') {
    if (q.options.length < 2) errors[fieldIds.options(k)] = e.optionsNeeded;
    for (const option of q.options) {
      if (!option.text.trim()) errors[fieldIds.option(k, option.key)] = e.optionBlank;
    }
    if (!q.options.some((option) => option.key === q.correct_option)) {
      errors[fieldIds.correct(k)] = e.correctOption;
    }
  } else if (q.question_type === 'true_false') {
    if (q.true_false === null) errors[fieldIds.correct(k)] = e.trueFalse;
  } else if (q.question_type === 'short_answer') {
    if (texts(q.accepted_answers).length === 0) errors[fieldIds.accepted(k)] = e.acceptedNeeded;
  }
}

// ------------------------------------------------------------------ saving

/** What the server holds, to send only what changed. */
export interface QuizBaseline {
  id: number;
  fields: QuizFields;
  /** Question bodies by server id, with the server's own order_index. */
  questions: Map<number, Required<QuestionCreate>>;
}

export function baselineFrom(a: AssessmentAdmin): QuizBaseline {
  const draft = quizFromAdmin(a);
  const questions = new Map<number, Required<QuestionCreate>>();
  const byId = new Map(a.questions.map((q) => [q.id, q]));
  for (const q of draft.questions) {
    if (q.id === null) continue;
    questions.set(q.id, toQuestionBody(q, byId.get(q.id)?.order_index ?? 0));
  }
  return { id: a.id, fields: toQuizFields(draft), questions };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The calls that bring the server to the draft: a new assessment, or the differences. */
export function planSave(
  draft: QuizDraft,
  courseId: number,
  baseline: QuizBaseline | null,
): QuizSavePlan {
  const fields = toQuizFields(draft);
  const bodies = draft.questions.map((q, index) => ({ q, body: toQuestionBody(q, index) }));
  if (!baseline) {
    const create: AssessmentCreate = { course_id: courseId, ...fields };
    return {
      assessment: { create },
      deletes: [],
      updates: [],
      creates: bodies.map(({ q, body }) => ({ key: q.key, body })),
    };
  }
  const update: AssessmentUpdate = {};
  for (const name of Object.keys(fields) as (keyof QuizFields)[]) {
    if (!same(fields[name], baseline.fields[name])) {
      Object.assign(update, { [name]: fields[name] });
    }
  }
  const kept = new Set(draft.questions.flatMap((q) => (q.id === null ? [] : [q.id])));
  return {
    assessment: { id: baseline.id, update: Object.keys(update).length ? update : null },
    deletes: [...baseline.questions.keys()].filter((id) => !kept.has(id)),
    updates: bodies.flatMap(({ q, body }) => {
      if (q.id === null) return [];
      const before = baseline.questions.get(q.id);
      return before && same(before, body) ? [] : [{ key: q.key, id: q.id, body }];
    }),
    creates: bodies.flatMap(({ q, body }) => (q.id === null ? [{ key: q.key, body }] : [])),
  };
}

/** Whether a plan sends anything at all. */
export function planIsEmpty(plan: QuizSavePlan): boolean {
  return (
    !('create' in plan.assessment) &&
    plan.assessment.update === null &&
    plan.deletes.length === 0 &&
    plan.updates.length === 0 &&
    plan.creates.length === 0
  );
}

// ------------------------------------------------------------------ list edits

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export { item as draftItem };
