import { describe, expect, it } from 'vitest';
import { contractOperations } from '../src/contract/spec.js';
import type { AppDeps } from '../src/deps.js';
import { domainHandlers } from '../src/domains/index.js';
import { PENDING_OPERATIONS, pendingHandlers } from '../src/domains/pending.js';
import { HttpError } from '../src/http/errors.js';

// Every operation of openapi.yaml has exactly one home: a domain's handler, or the explicit
// list of operations that are not implemented yet (answering 501).
describe('operations of the contract', () => {
  const contract = contractOperations().map((operation) => operation.operationId);
  const implemented = Object.keys(domainHandlers({} as AppDeps));
  const pending: string[] = [...PENDING_OPERATIONS];

  it('has unique operationIds', () => {
    expect(new Set(contract).size).toBe(contract.length);
  });

  it('has a handler or a pending entry for every operation', () => {
    const homeless = contract.filter((id) => !implemented.includes(id) && !pending.includes(id));
    expect(homeless, 'operations with neither a handler nor a pending entry').toEqual([]);
  });

  it('implements no operation that is not in the contract', () => {
    expect(implemented.filter((id) => !contract.includes(id))).toEqual([]);
    expect(pending.filter((id) => !contract.includes(id))).toEqual([]);
  });

  it('lists no implemented operation as pending', () => {
    expect(implemented.filter((id) => pending.includes(id))).toEqual([]);
  });

  it('answers every pending operation with 501 and a detail', async () => {
    for (const handler of Object.values(pendingHandlers())) {
      const call = (handler as () => Promise<unknown>)();
      await expect(call).rejects.toBeInstanceOf(HttpError);
      await expect(call).rejects.toMatchObject({
        status: 501,
        detail: 'This operation is not available yet.',
      });
    }
  });
});
