import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { invalidField } from '../../http/errors.js';

/**
 * Password strength (zxcvbn-ts with its common-password, name and keyboard dictionaries).
 * The contract keeps the spec's minimum of 6 characters; on top of it a password must score at
 * least 2 of 4 ("guessable only with some effort": ~10^6 guesses and more), which refuses
 * `123456`, `password`, `aaaaaa`, `qwerty12` and passwords made of the user's own name or email.
 */
const MIN_SCORE = 2;

let factory: ZxcvbnFactory | undefined;
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return factory;
}

/** Why zxcvbn found the password weak, as a sentence for the `detail`. */
const REASONS: Record<string, string> = {
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
};

interface Strength {
  score: 0 | 1 | 2 | 3 | 4;
  /** Why it is weak (undefined when it is strong enough). */
  reason: string | undefined;
}

async function passwordStrength(
  password: string,
  userInputs: (string | null | undefined)[] = [],
): Promise<Strength> {
  const inputs = userInputs.flatMap((input) =>
    input
      ? [
          input,
          ...input
            .toLowerCase()
            .split(/[@.\s_-]+/)
            .filter((part) => part.length > 2),
        ]
      : [],
  );
  const result = await estimator().check(password, inputs);
  const warning = result.feedback.warning ?? undefined;
  return {
    score: result.score,
    reason:
      result.score >= MIN_SCORE
        ? undefined
        : ((warning && REASONS[warning]) ?? 'It would be easy to guess.'),
  };
}

/** Throws a 422 on `field` with a detail that says why, when the password is too weak. */
export async function requireStrongPassword(
  password: string,
  userInputs: (string | null | undefined)[] = [],
  field = 'password',
): Promise<void> {
  const { reason } = await passwordStrength(password, userInputs);
  if (reason) {
    throw invalidField(
      field,
      `This password is too easy to guess. ${reason} Use a longer password, for example three or four unrelated words, or mix words with numbers and symbols.`,
    );
  }
}
