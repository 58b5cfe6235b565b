import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors.js';

/**
 * PostgreSQL text cannot hold U+0000, so a NUL character anywhere in the input (found by the
 * contract fuzzer) would fail in the database as a 500: every API request is refused
 * with a 422 naming the field first, once its body and query have passed the schema.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const field = nulField(request.body) ?? nulField(request.query) ?? nulField(request.params);
    if (field !== undefined) {
      throw invalidField(field, `${field || 'The request'} must not contain a NUL character.`);
    }
  });
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
