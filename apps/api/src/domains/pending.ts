import { notImplemented } from '../http/errors.js';
import type { HandlerMap, OperationId } from '../http/types.js';

/**
 * Operations of openapi.yaml that no domain implements yet. Each answers 501 with
 * `{detail: 'This operation is not available yet.'}` (after validation and authentication).
 * When you implement one, delete it here; test/operations.test.ts fails if an operation is both
 * implemented and listed, or neither.
 */
export const PENDING_OPERATIONS = [
  // public site
  'submitContact',
] as const satisfies readonly OperationId[];

export function pendingHandlers(): HandlerMap {
  const handler = async () => {
    throw notImplemented();
  };
  return Object.fromEntries(PENDING_OPERATIONS.map((operationId) => [operationId, handler]));
}
