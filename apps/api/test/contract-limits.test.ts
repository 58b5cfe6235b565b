import { Ajv2020 } from 'ajv/dist/2020.js';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/spec.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from './helpers/app.js';

/**
 * The limits openapi.yaml states (docs/contract.md "Limits") are the ones the service enforces:
 * fastify-openapi-glue validates every request from the contract, so input past a stated bound is
 * refused by the contract itself, with a 4xx whose body is the contract's `Error` and whose status
 * the operation documents. The bounds are read from the contract here, so the tests follow it.
 */

type Schema = Record<string, unknown>;
const contract = loadContract();
const components = contract.components as {
  schemas: Record<string, Schema>;
  responses: Record<string, { content?: Record<string, { schema: Schema }>; headers?: Schema }>;
  headers: Record<string, { schema: Schema }>;
};

function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return resolve(components.schemas[ref.replace('#/components/schemas/', '')] as Schema);
}
function property(schemaName: string, name: string): Schema {
  const properties = resolve(components.schemas[schemaName] as Schema).properties as Record<
    string,
    Schema
  >;
  return resolve(properties[name] as Schema);
}

/** An inline answer whose JSON body requires `detail` and nothing else (so {detail} fits it). */
function carriesDetail(answer: unknown): boolean {
  const ref = (answer as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/responses/'))
    return carriesDetail(components.responses[ref.replace('#/components/responses/', '')]);
  const body = (answer as { content?: Record<string, { schema: Schema }> } | undefined)?.content?.[
    'application/json'
  ]?.schema;
  if (!body) return false;
  return holdsDetail(body);
}

/** `{detail}` alone is required, or one of the schema's alternatives is (the OneRoster
 * binding's imsx_StatusInfo and RFC 6749's refusal, `anyOf` with the contract's Error). */
function holdsDetail(schema: Schema): boolean {
  const resolved = resolve(schema);
  const alternatives = resolved.anyOf as Schema[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.some(holdsDetail);
  const required = resolved.required;
  return Array.isArray(required) && required.length === 1 && required[0] === 'detail';
}

const validError = new Ajv2020({ strict: false }).compile(components.schemas.Error as object);

/** The answer is a documented status of the operation, and its body is the contract's Error. */
function expectContractError(
  response: LightMyRequestResponse,
  route: { path: string; method: string },
) {
  const body = response.json();
  expect(validError(body), JSON.stringify(validError.errors)).toBe(true);
  expect(body.detail).toMatch(/\S/);
  const operation = contract.paths[route.path]?.[route.method] as
    | { responses: Record<string, { $ref?: string }> }
    | undefined;
  const documented = operation?.responses[String(response.statusCode)];
  expect(
    documented,
    `${route.method} ${route.path} documents ${response.statusCode}`,
  ).toBeDefined();
  const name = documented?.$ref?.replace('#/components/responses/', '');
  expect(components.responses[name ?? '']?.content?.['application/json']?.schema).toEqual({
    $ref: '#/components/schemas/Error',
  });
}

describe('the contract documents its error answers', () => {
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, op]) => ({ path, method, op: op as Schema })),
  );

  it('on every operation: 400, 429 and 500, and 413 and 415 where a body is sent', () => {
    const missing: string[] = [];
    for (const { path, method, op } of operations) {
      const responses = op.responses as Record<string, { $ref?: string }>;
      const wanted: Record<string, string> = {
        400: 'BadRequest',
        429: 'TooManyRequests',
        500: 'InternalError',
      };
      if (op.requestBody)
        Object.assign(wanted, { 413: 'PayloadTooLarge', 415: 'UnsupportedMediaType' });
      for (const [code, name] of Object.entries(wanted)) {
        // A protocol may fix its own 400 body (the banks' BillerRefusal); it must still hold the
        // service's {detail} answer, or that answer cannot be serialised (a 500).
        if (code === '400' && carriesDetail(responses[code])) continue;
        if (responses[code]?.$ref !== `#/components/responses/${name}`) {
          missing.push(`${method.toUpperCase()} ${path} ${code} (${name})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('429 carries Retry-After (whole seconds) and no RateLimit-* header the service does not send', () => {
    const tooMany = components.responses.TooManyRequests!;
    expect(Object.keys(tooMany.headers ?? {})).toEqual(['Retry-After']);
    expect(components.headers.RetryAfter!.schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 86400,
    });
  });
});

describe('oversize input is refused by the contract', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor(SUPERUSER_EMAIL);
  });
  afterAll(() => t.close());

  async function rows() {
    return t.query(async (tx) => {
      const result = await tx.execute(sql`
        select (select count(*) from users)::int as users,
               (select count(*) from enrollments)::int as enrollments,
               (select count(*) from audit_log)::int as audit`);
      return (result as unknown as { rows: unknown[] }).rows[0];
    });
  }

  const user = (n: number, firstName: string) => ({
    email: `limits.${n}@example.pk`,
    username: `limits_${n}`,
    password: 'Secret#123',
    first_name: firstName,
    last_name: 'Siddiqui',
  });

  it('a string one past its maxLength answers 422 naming the field; the bound itself is accepted', async () => {
    const max = property('UserCreate', 'first_name').maxLength as number;
    expect(max).toBeGreaterThan(0);
    const before = await rows();
    const refused = await t.request({
      method: 'POST',
      url: '/api/users/',
      token: admin,
      payload: user(1, 'x'.repeat(max + 1)),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(`first_name must be at most ${max} characters long.`);
    expect(refused.json().errors).toEqual([
      { field: 'first_name', message: `first_name must be at most ${max} characters long.` },
    ]);
    expectContractError(refused, { path: '/users/', method: 'post' });
    expect(await rows()).toEqual(before);

    const accepted = await t.request({
      method: 'POST',
      url: '/api/users/',
      token: admin,
      payload: user(2, 'x'.repeat(max)),
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().first_name).toBe('x'.repeat(max));
  });

  it('an array one past its maxItems answers 422 naming the field', async () => {
    const max = property('EnrollmentDecisionRequest', 'ids').maxItems as number;
    const before = await rows();
    const response = await t.request({
      method: 'POST',
      url: '/api/enrollments/decisions',
      token: admin,
      payload: { ids: Array.from({ length: max + 1 }, (_, i) => i + 1), decision: 'approve' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(`ids must have at most ${max} items.`);
    expectContractError(response, { path: '/enrollments/decisions', method: 'post' });
    expect(await rows()).toEqual(before);
  });

  it('an integer past its maximum answers 422, in the body, the path and the query', async () => {
    const idMax = components.schemas.Id!.maximum as number;
    expect(components.schemas.Id).toMatchObject({ format: 'int32', minimum: 1 });
    const before = await rows();

    const inBody = await t.request({
      method: 'POST',
      url: '/api/users/',
      token: admin,
      payload: { ...user(3, 'Ayesha'), tenant_id: idMax + 1 },
    });
    expect(inBody.statusCode).toBe(422);
    expect(inBody.json().detail).toBe(`tenant_id must be at most ${idMax}.`);
    expectContractError(inBody, { path: '/users/', method: 'post' });

    const inPath = await t.request({ method: 'GET', url: `/api/users/${idMax + 1}`, token: admin });
    expect(inPath.statusCode).toBe(422);
    expect(inPath.json().errors[0].field).toBe('id');
    expectContractError(inPath, { path: '/users/{id}', method: 'get' });

    const limit = resolve(
      (contract.components as { parameters: Record<string, { schema: Schema }> }).parameters.Limit!
        .schema,
    );
    const inQuery = await t.request({
      method: 'GET',
      url: `/api/users/?limit=${(limit.maximum as number) + 1}`,
      token: admin,
    });
    expect(inQuery.statusCode).toBe(422);
    expect(inQuery.json().detail).toBe(`limit must be at most ${limit.maximum}.`);
    expectContractError(inQuery, { path: '/users/', method: 'get' });
    expect(await rows()).toEqual(before);
  });

  it('malformed JSON (400), another media type (415) and a body over 1 MiB (413) answer as documented', async () => {
    const route = { path: '/users/', method: 'post' };
    const before = await rows();
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expectContractError(malformed, route);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/plain' },
      payload: 'first_name=Ayesha',
    });
    expect(text.statusCode).toBe(415);
    expectContractError(text, route);

    const large = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...user(4, 'Ayesha'), last_name: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(large.statusCode).toBe(413);
    expectContractError(large, route);
    expect(await rows()).toEqual(before);
  });
});
