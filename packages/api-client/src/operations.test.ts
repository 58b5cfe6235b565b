/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { authRequirement, OPTIONAL_AUTH_OPERATIONS, PUBLIC_OPERATIONS } from './operations';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}

const contract = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const methods = ['get', 'put', 'post', 'delete', 'patch'];
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  methods.flatMap((method) => {
    const op = item[method];
    return op ? [{ key: `${method.toUpperCase()} ${path}`, method, path, op }] : [];
  }),
);

describe('public operation lists', () => {
  it('match the operations of openapi.yaml with security: []', () => {
    const expected = operations.filter((o) => o.op.security?.length === 0).map((o) => o.key);
    expect([...PUBLIC_OPERATIONS].sort()).toEqual(expected.sort());
  });

  it('match the operations of openapi.yaml with an optional security alternative', () => {
    const expected = operations
      .filter(
        (o) =>
          (o.op.security?.length ?? 0) > 0 &&
          o.op.security?.some((alternative) => Object.keys(alternative).length === 0),
      )
      .map((o) => o.key);
    expect([...OPTIONAL_AUTH_OPERATIONS].sort()).toEqual(expected.sort());
  });

  it('classify every other operation as requiring a token', () => {
    for (const { method, path, op } of operations) {
      const expected =
        op.security === undefined
          ? 'required'
          : op.security.length === 0
            ? 'none'
            : op.security.some((alt) => Object.keys(alt).length === 0)
              ? 'optional'
              : 'required';
      expect(authRequirement(method, path), `${method} ${path}`).toBe(expected);
    }
  });
});
