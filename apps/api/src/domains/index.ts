import type { AppDeps } from '../deps.js';
import { invalidField } from '../http/errors.js';
import type { HandlerMap } from '../http/types.js';
import { adminHandlers } from './admin/handlers.js';
import { assessmentsHandlers } from './assessments/handlers.js';
import { auditHandlers } from './audit/handlers.js';
import { authHandlers } from './auth/handlers.js';
import { contactHandlers } from './contact/handlers.js';
import { coursesHandlers } from './courses/handlers.js';
import { dashboardHandlers } from './dashboard/handlers.js';
import { enrollmentsHandlers } from './enrollments/handlers.js';
import { healthHandlers } from './health/handlers.js';
import { lessonsHandlers } from './lessons/handlers.js';
import { modulesHandlers } from './modules/handlers.js';
import { progressHandlers } from './progress/handlers.js';
import { settingsHandlers } from './settings/handlers.js';
import { submissionsHandlers } from './submissions/handlers.js';
import { subscriptionsHandlers } from './subscriptions/handlers.js';
import { tenantsHandlers } from './tenants/handlers.js';
import { usersHandlers } from './users/handlers.js';

/** Every domain's handlers, by operationId. Add a domain here (and remove its pending entries). */
export function domainHandlers(deps: AppDeps): HandlerMap {
  const domains: HandlerMap[] = [
    healthHandlers(deps),
    authHandlers(deps),
    tenantsHandlers(deps),
    contactHandlers(deps),
    usersHandlers(deps),
    coursesHandlers(deps),
    enrollmentsHandlers(deps),
    lessonsHandlers(deps),
    progressHandlers(deps),
    assessmentsHandlers(deps),
    submissionsHandlers(deps),
    dashboardHandlers(deps),
    modulesHandlers(deps),
    subscriptionsHandlers(deps),
    adminHandlers(deps),
    settingsHandlers(deps),
    auditHandlers(deps),
  ];
  const merged: HandlerMap = {};
  for (const handlers of domains) {
    for (const [operationId, handler] of Object.entries(handlers)) {
      if (operationId in merged) throw new Error(`Two domains handle operation ${operationId}.`);
      (merged as Record<string, unknown>)[operationId] = refuseNul(
        handler as (request: NulCheckedRequest, reply: unknown) => Promise<unknown>,
      );
    }
  }
  return merged;
}

interface NulCheckedRequest {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL character anywhere in the input (found by the
 * contract fuzzer, issue 9) would fail in the database as a 500: refuse it first with a 422.
 */
function refuseNul<R extends NulCheckedRequest, Reply>(
  handler: (request: R, reply: Reply) => Promise<unknown>,
) {
  return async (request: R, reply: Reply) => {
    const field = nulField(request.body) ?? nulField(request.query) ?? nulField(request.params);
    if (field !== undefined) {
      throw invalidField(field, `${field || 'The request'} must not contain a NUL character.`);
    }
    return handler(request, reply);
  };
}

/** The path of the first string (value or key) holding U+0000, or undefined. */
function nulField(input: unknown): string | undefined {
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}
