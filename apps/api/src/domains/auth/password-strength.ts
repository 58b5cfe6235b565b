import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { invalidField } from '../../http/errors.js';
import { AUTH_MESSAGES as M } from './messages.js';

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

/** zxcvbn's warnings the weak-password sentence names; any other is said as `other`. */
const WARNINGS = new Set([
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'userInputs',
  'namesByThemselves',
  'commonNames',
  'wordByItself',
]);

interface Strength {
  score: 0 | 1 | 2 | 3 | 4;
  /** zxcvbn's warning for why it is weak (undefined when it is strong enough). */
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
      result.score >= MIN_SCORE ? undefined : warning && WARNINGS.has(warning) ? warning : 'other',
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
    throw invalidField(field, M.weakPassword({ reason }));
  }
}
