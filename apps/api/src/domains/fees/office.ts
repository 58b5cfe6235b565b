// What every fee use case shares: the office-only rule, the clock, cleaned text and paging.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { isSchoolAdmin } from '../school/policy.js';
import { FEE_MESSAGES } from './messages.js';

export function requireOffice(auth: AuthContext): void {
  if (!isSchoolAdmin(auth.user)) throw forbidden(FEE_MESSAGES.officeOnly);
}

export function now(deps: AppDeps): Date {
  const clock = (deps as { now?: () => Date }).now;
  return clock ? clock() : new Date();
}

export const clean = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

export const page = (query: { skip?: number; limit?: number }) => ({
  skip: query.skip ?? 0,
  limit: query.limit ?? 50,
});
