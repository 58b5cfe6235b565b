import { describe, expect, it } from 'vitest';
import { contractOperations } from '../src/contract/spec.js';
import type { AppDeps } from '../src/deps.js';
import { domainHandlers } from '../src/domains/index.js';

// Every operation of openapi.yaml has exactly one handler, and no handler serves an operation
// the contract does not have.
describe('operations of the contract', () => {
  const contract = contractOperations().map((operation) => operation.operationId);
  const implemented = Object.keys(domainHandlers({} as AppDeps));

  it('has unique operationIds', () => {
    expect(new Set(contract).size).toBe(contract.length);
  });

  it('has a handler for every operation', () => {
    expect(contract.filter((id) => !implemented.includes(id))).toEqual([]);
  });

  it('implements no operation that is not in the contract', () => {
    expect(implemented.filter((id) => !contract.includes(id))).toEqual([]);
  });
});
