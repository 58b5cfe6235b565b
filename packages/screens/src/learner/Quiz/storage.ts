import type { QuizAnswers } from './Quiz';

const key = (assessmentId: number, attemptId: number | null) =>
  `watni.quiz.${assessmentId}.${attemptId ?? 'open'}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Answers in progress of one attempt, kept in the tab's session so a reload keeps them. */
export function loadAnswers(assessmentId: number, attemptId: number | null): QuizAnswers | null {
  const raw = storage()?.getItem(key(assessmentId, attemptId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return null;
  }
}

export function saveAnswers(assessmentId: number, attemptId: number | null, answers: QuizAnswers) {
  try {
    storage()?.setItem(key(assessmentId, attemptId), JSON.stringify(answers));
  } catch {
    // Storage full or disabled: the answers stay in memory only.
  }
}

export function clearAnswers(assessmentId: number, attemptId: number | null) {
  storage()?.removeItem(key(assessmentId, attemptId));
}
