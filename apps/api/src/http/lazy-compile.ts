// Compiling the contract's schemas when a route is first used, not when the service starts.
// The contract has hundreds of operations; compiling every request validator (ajv) and response
// serializer (fast-json-stringify) at start was most of the service's start-up time (a boot
// profile: ajv and fast-json-stringify first, about 7 of 25 s under load), and a restarted
// service sends nothing until its port is open. Most routes are rarely used; each is compiled
// once, on its first request (a few milliseconds), and kept. A schema that cannot compile so
// shows on its route's first request instead of at start: `CONTRACT_COMPILE=eager` (the tests'
// contract check, test/contract-compiles.test.ts) compiles everything at start again.
import { createRequire } from 'node:module';

/** Compile at start (`eager`) or on first use (`lazy`, the default). */
export function contractCompileMode(
  env: Record<string, string | undefined> = process.env,
): 'lazy' | 'eager' {
  return env.CONTRACT_COMPILE === 'eager' ? 'eager' : 'lazy';
}

type Call = (data: unknown, context?: unknown) => unknown;

/**
 * A validator that compiles on its first call. Fastify reads `errors` after a failed call and
 * passes the parent object when the function has `schemaEnv` (so ajv can coerce or default a
 * root value): both are kept as the compiled function has them.
 */
export function lazyValidator<F extends (data: unknown, ...rest: never[]) => unknown>(
  compile: () => F,
): F {
  let real: (Call & { errors?: unknown }) | undefined;
  const lazy: Call & { errors?: unknown; schemaEnv?: unknown } = (data, context) => {
    real ??= compile() as unknown as Call & { errors?: unknown };
    const result = context === undefined ? real(data) : real(data, context);
    lazy.errors = real.errors;
    return result;
  };
  // Ajv's functions carry it; Fastify then passes parentData, which ajv only uses when it must.
  lazy.schemaEnv = true;
  return lazy as unknown as F;
}

type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: { schema?: unknown; [key: string]: unknown }) => Serializer;
type SerializerFactory = (externalSchemas: unknown, options: unknown) => SerializerCompiler;

/**
 * Fastify's own serializer factory (@fastify/fast-json-stringify-compiler, the one Fastify uses
 * by default, loaded from Fastify's dependencies so the versions always match), wrapped so each
 * response schema is compiled on its first use.
 */
export function lazySerializerFactory(): SerializerFactory {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  const selector = fromFastify('@fastify/fast-json-stringify-compiler') as () => SerializerFactory;
  const build = selector();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let real: Serializer | undefined;
      return (data) => {
        real ??= compile(route);
        return real(data);
      };
    };
  };
}
