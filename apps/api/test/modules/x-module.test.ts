// The `x-module` convention of openapi.yaml: every mark names a real module of the
// catalogue, only secured operations carry one (a visitor has no organisation), and an
// operation's own mark wins over its tag's.
import { describe, expect, it } from 'vitest';
import { loadContract, moduleOperations, type OpenApiDocument } from '../../src/contract/spec.js';
import { CATALOGUE_MODULES } from '../../src/db/seed/platform-catalogue.js';

const slugs = new Set(CATALOGUE_MODULES.map((module) => module.slug));

describe('x-module in openapi.yaml', () => {
  it('names a real module slug, on every tag and operation that has one', () => {
    const doc = loadContract();
    const marks: string[] = [];
    for (const tag of (doc.tags as { name: string; 'x-module'?: unknown }[]) ?? []) {
      if ('x-module' in tag) marks.push(`tag ${tag.name}: ${String(tag['x-module'])}`);
    }
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if ('x-module' in operation) {
          marks.push(`${method} ${route}: ${String(operation['x-module'])}`);
        }
      }
    }
    expect(marks.length).toBeGreaterThan(0);
    const unknown = marks.filter((mark) => !slugs.has(mark.split(': ')[1]!));
    expect(unknown, 'x-module naming no module of the catalogue').toEqual([]);
  });

  it('marks only operations that require a signed-in caller (besides core modules)', () => {
    const doc = loadContract();
    const marked = moduleOperations(doc);
    const publicOnly: string[] = [];
    for (const item of Object.values(doc.paths)) {
      for (const operation of Object.values(item)) {
        const module = operation.operationId ? marked.get(operation.operationId) : undefined;
        const security = operation.security as Record<string, unknown>[] | undefined;
        const open = security?.every((s) => Object.keys(s).length === 0) ?? false;
        if (module && open && !CATALOGUE_MODULES.find((m) => m.slug === module)?.is_core) {
          publicOnly.push(`${operation.operationId}: ${module}`);
        }
      }
    }
    expect(publicOnly).toEqual([]);
  });

  it('resolves a tag default and lets an operation override it', () => {
    const doc: OpenApiDocument = {
      openapi: '3.1.0',
      tags: [{ name: 'attendance', 'x-module': 'attendance' }, { name: 'plain' }],
      paths: {
        '/a': { get: { operationId: 'a', tags: ['attendance'] } },
        '/b': { get: { operationId: 'b', tags: ['attendance'], 'x-module': 'announcements' } },
        '/c': { get: { operationId: 'c', tags: ['plain'] } },
      },
    };
    const modules = moduleOperations(doc);
    expect(Object.fromEntries(modules)).toEqual({ a: 'attendance', b: 'announcements' });
  });

  it('marks the learning operations as core (no cost per request) and the lesson list among them', () => {
    const modules = moduleOperations();
    expect(modules.get('listCourseLessons')).toBe('course-management');
    expect(modules.get('getAssessment')).toBe('course-management');
    expect(modules.get('getCurrentUser')).toBeUndefined();
  });
});
