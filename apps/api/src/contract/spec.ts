import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../config.js';

export const CONTRACT_PATH = path.join(REPO_ROOT, 'openapi.yaml');

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string } & Record<string, unknown>>>;
  [key: string]: unknown;
}

let cached: OpenApiDocument | undefined;

/** openapi.yaml, parsed once per process. Routes, validation and serialization come from it. */
export function loadContract(): OpenApiDocument {
  cached ??= parse(readFileSync(CONTRACT_PATH, 'utf8')) as OpenApiDocument;
  return structuredClone(cached);
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operationId of the contract, with its method and path. */
export function contractOperations(doc = loadContract()) {
  const operations: { operationId: string; method: string; path: string }[] = [];
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.has(method) && operation.operationId) {
        operations.push({ operationId: operation.operationId, method, path: route });
      }
    }
  }
  return operations;
}

/** operationIds whose request body exists but is not `required`. */
export function optionalBodyOperations(doc = loadContract()): Set<string> {
  const result = new Set<string>();
  for (const item of Object.values(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const body = operation.requestBody as { required?: boolean } | undefined;
      if (METHODS.has(method) && operation.operationId && body && body.required !== true) {
        result.add(operation.operationId);
      }
    }
  }
  return result;
}

/** operationIds that admit visitors beside signed-in callers (an empty `{}` security entry). */
export function optionalAuthOperations(doc = loadContract()): Set<string> {
  const result = new Set<string>();
  for (const item of Object.values(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const security = operation.security as Record<string, unknown>[] | undefined;
      const visitors = security?.some((entry) => Object.keys(entry).length === 0) ?? false;
      if (METHODS.has(method) && operation.operationId && visitors) {
        result.add(operation.operationId);
      }
    }
  }
  return result;
}

/**
 * The module of each operation that belongs to one: the operation's own `x-module`,
 * else the `x-module` of the first of its tags that has one (a tag-level default, declared in the
 * top-level `tags` list). Operations of no module (sign-in, the module screens themselves, public
 * pages) are absent. See docs/contract.md "Modules".
 */
export function moduleOperations(doc = loadContract()): Map<string, string> {
  const tagModules = new Map<string, string>();
  for (const tag of (doc.tags as { name: string; 'x-module'?: string }[] | undefined) ?? []) {
    if (tag['x-module']) tagModules.set(tag.name, tag['x-module']);
  }
  const result = new Map<string, string>();
  for (const item of Object.values(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || !operation.operationId) continue;
      const own = operation['x-module'] as string | undefined;
      const tags = (operation.tags as string[] | undefined) ?? [];
      const inherited = tags.map((tag) => tagModules.get(tag)).find(Boolean);
      const module = own ?? inherited;
      if (module) result.set(operation.operationId, module);
    }
  }
  return result;
}
