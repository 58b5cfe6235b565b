import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldError } from './errors.js';
import { contractCompileMode, lazyValidator } from './lazy-compile.js';

function makeAjv(coerceTypes: boolean | 'array'): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    coerceTypes,
    useDefaults: true,
    removeAdditional: false, // an unknown field is refused (422), not silently dropped
    // OpenAPI annotations (example, discriminator, xml, ...) are not JSON Schema keywords.
    strict: false,
  });
  addFormats.default(ajv);
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) {
    ajv.addFormat(format, true);
  }
  return ajv;
}

/**
 * Bodies are validated as sent (a string where a number belongs is a 422); querystring, path
 * params and headers arrive as text, so they are coerced to the schema's types.
 */
export function validatorCompiler(
  mode: 'lazy' | 'eager' = contractCompileMode(),
): FastifySchemaCompiler<unknown> {
  const bodyAjv = makeAjv(false);
  const textAjv = makeAjv('array');
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    const compile = () => ajv.compile(schema as object);
    // Lazy: compiled on the route's first request (http/lazy-compile.ts: the service's start).
    return (mode === 'eager' ? compile() : lazyValidator(compile)) as ReturnType<
      FastifySchemaCompiler<unknown>
    >;
  };
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const PATTERN_MESSAGES: Record<string, string> = {
  '^[A-Za-z0-9_.-]+$': 'may contain only letters, digits, dots, hyphens and underscores',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'must be a valid email address',
  'date-time': 'must be a date and time such as 2026-01-31T09:00:00Z',
  date: 'must be a date such as 2026-01-31',
  uri: 'must be a valid URL',
  url: 'must be a valid URL',
};

/** `/tags/2` + `name` → `tags[2].name`. */
function fieldName(context: string, instancePath: string, property?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (property !== undefined) parts.push(property);
  let name = '';
  for (const part of parts) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    name += /^\d+$/.test(key) ? `[${key}]` : name ? `.${key}` : key;
  }
  return name || (context === 'body' ? 'body' : context);
}

function describeType(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' or ');
}

function sentence(field: string, rest: string): string {
  if (field === 'body') return `The request body ${rest}.`;
  return `${field} ${rest}.`;
}

/** One Ajv error → `{field, message}` where the message is a sentence naming the field. */
function describeAjvError(error: ErrorObject, context: string): FieldError | undefined {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const field = fieldName(context, error.instancePath, String(params.missingProperty));
      return { field, message: sentence(field, 'is required') };
    }
    case 'additionalProperties': {
      const field = fieldName(context, error.instancePath, String(params.additionalProperty));
      return { field, message: sentence(field, 'is not an allowed field') };
    }
    case 'unevaluatedProperties': {
      const field = fieldName(context, error.instancePath, String(params.unevaluatedProperty));
      return { field, message: sentence(field, 'is not an allowed field') };
    }
    case 'anyOf':
    case 'oneOf':
    case 'if':
      return undefined; // the failing branches say more
  }
  const field = fieldName(context, error.instancePath);
  switch (error.keyword) {
    case 'type':
      return { field, message: sentence(field, `must be ${describeType(params.type)}`) };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String).join(', ');
      return { field, message: sentence(field, `must be one of: ${allowed}`) };
    }
    case 'const':
      return {
        field,
        message: sentence(field, `must be ${JSON.stringify(params.allowedValue)}`),
      };
    case 'minLength':
      return {
        field,
        message:
          params.limit === 1
            ? sentence(field, 'must not be empty')
            : sentence(field, `must be at least ${params.limit} characters long`),
      };
    case 'maxLength':
      return { field, message: sentence(field, `must be at most ${params.limit} characters long`) };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const words: Record<string, string> = {
        minimum: 'at least',
        exclusiveMinimum: 'greater than',
        maximum: 'at most',
        exclusiveMaximum: 'less than',
      };
      return { field, message: sentence(field, `must be ${words[error.keyword]} ${params.limit}`) };
    }
    case 'multipleOf':
      return { field, message: sentence(field, `must be a multiple of ${params.multipleOf}`) };
    case 'minItems':
      return { field, message: sentence(field, `must have at least ${params.limit} items`) };
    case 'maxItems':
      return { field, message: sentence(field, `must have at most ${params.limit} items`) };
    case 'uniqueItems':
      return { field, message: sentence(field, 'must not contain duplicates') };
    case 'minProperties':
    case 'maxProperties':
      return { field, message: sentence(field, `must have ${error.message ?? 'a valid size'}`) };
    case 'format': {
      const text = FORMAT_MESSAGES[String(params.format)] ?? `must be a valid ${params.format}`;
      return { field, message: sentence(field, text) };
    }
    case 'pattern': {
      const text = PATTERN_MESSAGES[String(params.pattern)] ?? 'has an invalid format';
      return { field, message: sentence(field, text) };
    }
    default:
      return { field, message: sentence(field, 'is invalid') };
  }
}

/** All Ajv errors → field errors (deduplicated, in order); never empty. */
export function describeValidation(errors: ErrorObject[], context: string): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    const item = describeAjvError(error, context);
    if (!item || seen.has(item.message)) continue;
    seen.add(item.message);
    result.push(item);
  }
  if (result.length === 0) {
    result.push({ field: context, message: `The request ${context} is invalid.` });
  }
  return result;
}
