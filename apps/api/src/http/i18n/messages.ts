import { IntlMessageFormat } from 'intl-messageformat';
import type { ApiLocale } from './requestLocale.js';

/** The names of the ICU arguments in a message: 'Fee head {id} is listed twice.' -> 'id'. */
type ArgNames<S extends string> = S extends `${string}{${infer Body}}${infer Rest}`
  ? ArgName<Body> | ArgNames<Rest>
  : never;
/**
 * `{id}` or `{reason, select, …`: the name before the comma. A select's case text (`{Dates are
 * easy to guess.}`) has spaces, so it is no name.
 */
type ArgName<Body extends string> = Body extends `${infer Name},${string}`
  ? Word<Name>
  : Word<Body>;
type Word<S extends string> = S extends `${string} ${string}` | `${string}{${string}` ? never : S;

/** One sentence of the service, English and Urdu side by side so a missing Urdu does not compile. */
interface MessageText {
  en: string;
  ur: string;
}

/**
 * A sentence the service answers with, by id: the error handler renders it in the request's
 * language from its id and arguments; `en` is the English rendering, kept for logs and tests.
 */
export interface Detail {
  id: string;
  args?: Record<string, MessageArg>;
  en: string;
}

/** An argument: a name or number said the same in both languages, or a wording of each (a module's name). */
export type MessageArg = string | number | { en: string; ur: string };

type Messages<T extends Record<string, MessageText>> = {
  [K in keyof T]: [ArgNames<T[K]['en']>] extends [never]
    ? Detail
    : (args: Record<ArgNames<T[K]['en']>, MessageArg>) => Detail;
};

interface Compiled {
  en: IntlMessageFormat;
  ur: IntlMessageFormat;
}

// Every id a domain defined, so a Detail is rendered by its id in any language.
const registry = new Map<string, MessageText & { compiled?: Compiled }>();

function compiled(id: string): Compiled | undefined {
  const entry = registry.get(id);
  if (!entry) return undefined;
  entry.compiled ??= {
    en: new IntlMessageFormat(entry.en, 'en-PK'),
    ur: new IntlMessageFormat(entry.ur, 'ur-PK'),
  };
  return entry.compiled;
}

// Arguments go in as the sentence carried them before (1234, not ICU's grouped 1,234).
const asText = (args: Record<string, MessageArg> | undefined, locale: ApiLocale) =>
  args &&
  Object.fromEntries(
    Object.entries(args).map(([k, v]) => [k, typeof v === 'object' ? v[locale] : String(v)]),
  );

/**
 * A domain's sentences with ids `<domain>.<key>`: a sentence without arguments is a Detail, one
 * with ICU arguments a function that binds them.
 */
export function defineMessages<const T extends Record<string, MessageText>>(
  domain: string,
  texts: T,
): Messages<T> {
  const out: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(texts)) {
    const id = `${domain}.${key}`;
    if (registry.has(id)) throw new Error(`Message id ${id} is defined twice.`);
    registry.set(id, { ...text });
    out[key] = text.en.includes('{')
      ? (args: Record<string, MessageArg>) => ({
          id,
          args,
          en: String(compiled(id)!.en.format(asText(args, 'en'))),
        })
      : { id, en: text.en };
  }
  return out as Messages<T>;
}

/** The sentence in `locale`; undefined when the id is unknown. */
export function renderDetail(detail: Detail, locale: ApiLocale): string | undefined {
  const formats = compiled(detail.id);
  return formats ? String(formats[locale].format(asText(detail.args, locale))) : undefined;
}

/** Every id with its English and Urdu, for the completeness test and the extraction. */
export function allMessages(): ReadonlyMap<string, MessageText> {
  return registry;
}
