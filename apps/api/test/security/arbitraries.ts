// fast-check arbitraries generated from the JSON Schemas of openapi.yaml (the fuzz suite):
// values that satisfy a schema, values that break it, and whole requests for an operation.
import fc from 'fast-check';
import { type Operation, resolve, type Schema } from './support.js';

const MAX_INT = 2147483647;

/** Values that break most schemas: wrong types, boundaries, hostile and odd strings, nesting. */
export const SQLI = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "1' UNION SELECT email, password_hash FROM users --",
  '" OR ""="',
  '1); DELETE FROM courses; --',
  "admin'--",
  '%27%20OR%201%3D1',
  "' OR pg_sleep(5) --",
];
export const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
];

/** Deep nesting is spliced into the JSON text (JSON.stringify itself would run out of stack). */
const DEEP = /"__deep_(array|object)_(\d+)__"/g;
function deep(depth: number, kind: 'array' | 'object'): string {
  return `__deep_${kind}_${depth}__`;
}
function toJson(value: unknown): string {
  return JSON.stringify(value).replace(DEEP, (_m, kind: string, n: string) =>
    kind === 'array'
      ? `${'['.repeat(Number(n))}1${']'.repeat(Number(n))}`
      : `${'{"a":'.repeat(Number(n))}1${'}'.repeat(Number(n))}`,
  );
}

export const chaos: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, -2147483648, 2147483648, 2 ** 53 + 1, 1e308, -1e308, 0.5, -0.0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '١٢٣',
    'اردو',
    '😀'.repeat(30),
    'null',
    'true',
    '1e999',
    '-1',
    '0x10',
    ...SQLI,
    ...XSS,
  ),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 10, max: 5000 }).map((n) => deep(n, 'array')),
  fc.integer({ min: 10, max: 2000 }).map((n) => deep(n, 'object')),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
);

/** A value the schema accepts (mostly: patterns and formats are approximated). */
export function valid(input: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) {
      return fc.oneof(
        ...(schema[key] as Schema[]).map((s) =>
          valid({ ...schema, [key]: undefined, ...s }, depth),
        ),
      );
    }
  }
  if (Array.isArray(schema.allOf)) {
    return valid(Object.assign({}, ...(schema.allOf as Schema[]).map(resolve)), depth);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth)));
  }
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const lo = min ?? -MAX_INT;
      const hi = max ?? MAX_INT;
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.integer({ min: Math.max(lo, 0), max: Math.min(hi, Math.max(lo, 0) + 60) }),
        },
        { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
        { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
      );
    }
    case 'number':
      return fc.oneof(
        fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(min ?? 0, max ?? 0),
      );
    case 'string':
      return validString(schema);
    case 'array': {
      const items = valid((schema.items as Schema) ?? {}, depth + 1);
      const constraints = {
        minLength: (schema.minItems as number) ?? 0,
        maxLength: Math.min((schema.maxItems as number) ?? 4, 4),
      };
      return schema.uniqueItems
        ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) })
        : fc.array(items, constraints);
    }
    case 'object':
    case undefined: {
      if (!schema.properties && !schema.additionalProperties) {
        return depth > 2 ? fc.constant({}) : fc.object({ maxDepth: 1 });
      }
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required as string[] | undefined) ?? [];
      if (Object.keys(properties).length > 0) {
        const record = fc.record(
          Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valid(s, depth + 1)])),
          { requiredKeys: required.filter((k) => k in properties) },
        );
        const minProperties = (schema.minProperties as number) ?? 0;
        return minProperties > 0
          ? record.filter((v) => Object.keys(v).length >= minProperties)
          : record;
      }
      const names = schema.propertyNames as Schema | undefined;
      const keys = names ? validString(resolve(names)) : fc.string({ minLength: 1, maxLength: 8 });
      const values =
        typeof schema.additionalProperties === 'object'
          ? valid(schema.additionalProperties as Schema, depth + 1)
          : fc.string();
      return fc.dictionary(keys as fc.Arbitrary<string>, values, {
        minKeys: (schema.minProperties as number) ?? 0,
        maxKeys: Math.min((schema.maxProperties as number) ?? 4, 4),
      });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number) ?? 0;
  const maxLength = Math.min((schema.maxLength as number) ?? 60, 60);
  if (schema.format === 'email') {
    return fc.emailAddress().filter((e) => e.length >= minLength && e.length <= 254);
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'uri') return fc.webUrl();
  if (typeof schema.pattern === 'string') {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= ((schema.maxLength as number) ?? 1e9));
  }
  // Only the payloads that fit: a filter that no constant passes (a 5-character field) would
  // make fast-check draw forever.
  const payloads = [...SQLI, ...XSS].filter(
    (s) => s.length >= minLength && s.length <= ((schema.maxLength as number) ?? 1e9),
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: Math.max(minLength, 1), maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    ...(payloads.length ? [{ weight: 1, arbitrary: fc.constantFrom(...payloads) }] : []),
  );
}

/** A body that usually satisfies the schema, often breaks one part of it, sometimes all. */
export function body(schema: Schema): fc.Arbitrary<unknown> {
  const good = valid(schema) as fc.Arbitrary<Record<string, unknown>>;
  const resolved = resolve(schema);
  const required = (resolved.required as string[] | undefined) ?? [];
  const properties = Object.keys((resolved.properties as Record<string, unknown>) ?? {});
  const isObject = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === 'object' && !Array.isArray(v);
  return fc.oneof(
    { weight: 4, arbitrary: good },
    {
      // One field replaced by a hostile value.
      weight: 3,
      arbitrary: fc
        .tuple(good, fc.constantFrom(...(properties.length ? properties : ['x'])), chaos)
        .map(([v, key, bad]) => (isObject(v) ? { ...v, [key]: bad } : v)),
    },
    {
      // A required field missing.
      weight: 1,
      arbitrary: fc
        .tuple(good, fc.constantFrom(...(required.length ? required : ['x'])))
        .map(([v, key]) => {
          if (!isObject(v)) return v;
          const { [key]: _dropped, ...rest } = v;
          return rest;
        }),
    },
    {
      // An extra field (privilege fields included).
      weight: 1,
      arbitrary: fc
        .tuple(
          good,
          fc.constantFrom('is_superuser', 'tenant_id', 'id', '__proto__', 'role', 'zz'),
          chaos,
        )
        .map(([v, key, bad]) => (isObject(v) ? { ...v, [key]: bad } : v)),
    },
    { weight: 1, arbitrary: chaos },
  );
}

/** Percent-encodes; a lone surrogate goes out as the invalid UTF-8 bytes of one (a fuzz input too). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split(/([\uD800-\uDFFF])/)
      .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('');
  }
}

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
}

const BAD_PATH = fc.constantFrom(
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'abc',
  '1e3',
  '%00',
  '%27%20OR%201%3D1%20--',
  '%3Cscript%3E',
  encode('١'),
  ' 1',
  '',
);

/**
 * Whole requests for an operation: path ids from `ids` (real rows) or hostile strings, query
 * parameters valid or hostile, and a body (when the operation has one, or sometimes when not).
 */
export function request(
  op: Operation,
  ids: (param: string) => number[],
): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathArb = fc.tuple(
    ...pathParams.map((p) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...ids(p.name)).map(String) },
        { weight: 1, arbitrary: BAD_PATH },
      ),
    ),
  );
  const queryArb = fc.tuple(
    ...queryParams.map((p) =>
      fc.option(
        fc.oneof(
          { weight: 3, arbitrary: valid(p.schema) },
          { weight: 1, arbitrary: chaos.filter((v) => typeof v !== 'string' || v.length < 5000) },
        ),
        { freq: 2 },
      ),
    ),
    fc.option(fc.constantFrom('extra=1', 'limit=-5&limit=7', '__proto__=x', 'search=%00'), {
      freq: 5,
    }),
  );
  const bodyArb: fc.Arbitrary<unknown> = op.body
    ? fc.option(body(op.body), { freq: 12 }).map((v) => (v === null ? undefined : v))
    : fc.option(chaos, { freq: 10 }).map((v) => (v === null ? undefined : v));
  return fc.tuple(pathArb, queryArb, bodyArb).map(([path, query, payload]) => {
    let i = 0;
    const url = op.path.replace(/\{[^}]+\}/g, () => encode(path[i++] ?? ''));
    const extra = query.at(-1) as string | null;
    const pairs = queryParams
      .map((p, index) => [p.name, query[index]] as const)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([name, v]) => `${name}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`);
    if (extra) pairs.push(extra);
    return {
      method: op.method,
      url: `/api${url}${pairs.length ? `?${pairs.join('&')}` : ''}`,
      ...(payload === undefined ? {} : { payload: toJson(payload) }),
    };
  });
}
