import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { REPO_ROOT } from '../config.js';

const CONTRACT_PATH = path.join(REPO_ROOT, 'openapi.yaml');

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string } & Record<string, unknown>>>;
  [key: string]: unknown;
}

let cached: OpenApiDocument | undefined;

/**
 * Where the parsed contract is kept as JSON, by the hash of the YAML's text: parsing the 0.8 MB
 * of YAML took about 2 s of every start (a boot profile, under load), JSON.parse of the same
 * document a few milliseconds. A changed openapi.yaml has another hash, so a stale copy is never
 * read; nothing needs to be built first (the first start writes it).
 */
const CONTRACT_CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'watni-contract');

function parseContract(text: string): OpenApiDocument {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 32);
  const cachePath = path.join(CONTRACT_CACHE_DIR, `openapi-${hash}.json`);
  try {
    return JSON.parse(readFileSync(cachePath, 'utf8')) as OpenApiDocument;
  } catch {
    // Not cached yet (or unreadable): parse the YAML.
  }
  const doc = parse(text) as OpenApiDocument;
  try {
    const json = JSON.stringify(doc);
    // Only a document JSON keeps exactly (no Infinity, dates or the like) is cached.
    if (isDeepStrictEqual(JSON.parse(json), doc)) {
      mkdirSync(CONTRACT_CACHE_DIR, { recursive: true });
      const temporary = `${cachePath}.${process.pid}.tmp`;
      writeFileSync(temporary, json);
      renameSync(temporary, cachePath); // whole or absent, for processes starting at once
    }
  } catch {
    // A read-only checkout: parse at every start, as before.
  }
  return doc;
}

/** openapi.yaml, parsed once per process. Routes, validation and serialization come from it. */
export function loadContract(): OpenApiDocument {
  cached ??= parseContract(readFileSync(CONTRACT_PATH, 'utf8'));
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
