// The service compiles each route's validators and serializers on its first request
// (http/lazy-compile.ts), so a schema that cannot compile would only show when its route is
// first used. Here every one of them is compiled at start, as before: a broken one fails this.
// The lazy ones must behave as the compiled ones do: a refused body is the same 422, a
// coerced query the same value, a response serialized by its schema (unknown fields dropped).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyValidator } from '../src/http/lazy-compile.js';
import { validatorCompiler } from '../src/http/validation.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let eager: TestApp;

beforeAll(async () => {
  eager = await createTestApp({}, { compile: 'eager', queue: { work: false } });
}, 120_000);

afterAll(async () => {
  await eager?.close();
});

describe('the contract', () => {
  it('compiles every validator and serializer at start when asked', async () => {
    // createTestApp awaited app.ready(): every route's schemas compiled without an error.
    const health = await eager.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('a lazy validator answers as the compiled one, errors included', () => {
    const schema = {
      type: 'object',
      properties: { n: { type: 'integer', maximum: 5 } },
      required: ['n'],
      additionalProperties: false,
    };
    const compile = validatorCompiler('eager');
    const lazyCompile = validatorCompiler('lazy');
    const real = compile({ schema, httpPart: 'querystring', method: 'GET', url: '/' }) as never as (
      data: unknown,
    ) => boolean;
    const lazy = lazyCompile({
      schema,
      httpPart: 'querystring',
      method: 'GET',
      url: '/',
    }) as never as ((data: unknown) => boolean) & { errors?: unknown };
    const coerced = { n: '3' };
    expect(lazy(coerced)).toBe(true);
    expect(coerced.n).toBe(3);
    expect(lazy({ n: 9 })).toBe(real({ n: 9 }));
    expect(lazy.errors).toEqual((real as never as { errors: unknown }).errors);
    let compiled = 0;
    const counted = lazyValidator(() => {
      compiled++;
      return (_data: unknown) => true;
    });
    expect(compiled).toBe(0);
    counted({});
    counted({});
    expect(compiled).toBe(1);
  });
});
