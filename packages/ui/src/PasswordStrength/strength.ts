/** What the meter shows for a zxcvbn score (0–4) and warning: pure, tested without a browser. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;
type StrengthTone = 'weak' | 'fair' | 'good' | 'strong';

export interface StrengthLabels {
  /** Prefix read before the level, e.g. "Password strength". */
  title: string;
  weak: string;
  fair: string;
  good: string;
  strong: string;
  checking: string;
  /** Sentences per zxcvbn warning key; unknown keys fall back to `generic`. */
  reasons: Record<string, string>;
  generic: string;
}

export const defaultStrengthLabels: StrengthLabels = {
  title: 'Password strength',
  weak: 'Too easy to guess',
  fair: 'Fair',
  good: 'Good',
  strong: 'Strong',
  checking: 'Checking…',
  reasons: {
    topTen: 'This is one of the most common passwords.',
    topHundred: 'This is one of the most common passwords.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is too similar to a commonly used password.',
    straightRow: 'A row of keys on the keyboard is easy to guess.',
    keyPattern: 'A short keyboard pattern is easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated groups like "abcabcabc" are easy to guess.',
    sequences: 'Sequences like "abc" or "6543" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    userInputs: 'It contains your name, username or email address.',
    namesByThemselves: 'Names on their own are easy to guess.',
    commonNames: 'Common names are easy to guess.',
    wordByItself: 'A single word is easy to guess.',
  },
  generic: 'Add another word or two, or mix in numbers and symbols.',
};

/** The service refuses scores below this (apps/api/src/domains/auth/password-strength.ts). */
export const MIN_ACCEPTED_SCORE = 2;

export function strengthTone(score: StrengthScore): StrengthTone {
  if (score < MIN_ACCEPTED_SCORE) return 'weak';
  if (score === 2) return 'fair';
  return score === 3 ? 'good' : 'strong';
}

/** How many of the four bars are filled. */
export function filledBars(score: StrengthScore): number {
  return Math.max(1, score);
}

/** The sentence under the bars: level, and why when the service would refuse it. */
export function strengthMessage(
  score: StrengthScore,
  warning: string | null | undefined,
  labels: StrengthLabels = defaultStrengthLabels,
): string {
  const tone = strengthTone(score);
  const level = `${labels.title}: ${labels[tone]}.`;
  if (tone !== 'weak') return level;
  return `${level} ${(warning && labels.reasons[warning]) || labels.generic}`;
}
