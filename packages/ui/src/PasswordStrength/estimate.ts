// Loaded on demand (PasswordStrength imports it dynamically): the dictionaries weigh ~1 MB, so
// they stay out of the bundles of pages that never show a new-password field.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import type { StrengthScore } from './strength';

const factory = new ZxcvbnFactory({
  dictionary: { ...common.dictionary },
  graphs: common.adjacencyGraphs,
});

export async function estimate(
  password: string,
  userInputs: string[],
): Promise<{ score: StrengthScore; warning: string | null }> {
  const result = await factory.check(password, userInputs);
  return { score: result.score as StrengthScore, warning: result.feedback.warning ?? null };
}
