// The formatter alone (no styles): the catalogues are also read by Node unit tests.
import { formatMessage } from '@watni/ui/i18n-format';
import type { Locale } from '@watni/ui/locales';

type Message = Parameters<typeof formatMessage>[1];

// The signed-in areas' catalogues (learner, staff, console, school) are written as ICU messages,
// in English (`learner.ts`) and in Urdu (`learner.ur.ts`). A message with arguments numbers them
// in the order the screens pass them: `msg<[n: number, total: number]>('Question {0} of {1}')`.
// Screens read a catalogue "bound" to a language, where such a message is a function
// (`m.quiz.questionHeading(2, 10)` → 'Question 2 of 10', plurals and numbers by the locale's
// rules), and every plain sentence a string. The site's build precompiles the ICU messages (see
// apps/site/precompileMessages.ts); both forms are handled here.

declare const argumentsBrand: unique symbol;

/** An ICU message taking positional arguments `A` (named `{0}`, `{1}`… in the message). */
export type Msg<A extends readonly unknown[]> = string & { readonly [argumentsBrand]: A };

/** Declares a message with arguments (the identity at run time). */
export function msg<A extends readonly unknown[]>(message: string): Msg<A> {
  return message as Msg<A>;
}

/** The shape a translation implements: every message a string, same keys, same lists. */
export type Translation<T> =
  T extends Msg<readonly unknown[]>
    ? string
    : T extends string
      ? string
      : T extends readonly (infer U)[]
        ? readonly Translation<U>[]
        : T extends object
          ? { readonly [K in keyof T]: Translation<T[K]> }
          : T;

/** What a screen reads: a message with arguments is a function, a sentence a string. */
export type Bound<T> =
  T extends Msg<infer A>
    ? (...values: A) => string
    : T extends string
      ? string
      : T extends readonly (infer U)[]
        ? readonly Bound<U>[]
        : T extends object
          ? { readonly [K in keyof T]: Bound<T[K]> }
          : T;

const hasArguments = (value: string) => /\{\d/.test(value);

function bindValue(locale: Locale, value: unknown): unknown {
  // A precompiled message (its parsed form) always has arguments: the build keeps sentences as strings.
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    const parsed =
      typeof first === 'object' &&
      first !== null &&
      typeof (first as { type?: unknown }).type === 'number';
    if (parsed) return messageFunction(locale, value as Message);
    return value.map((item) => bindValue(locale, item));
  }
  if (typeof value === 'string')
    return hasArguments(value) ? messageFunction(locale, value) : value;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = bindValue(locale, item);
    return out;
  }
  return value;
}

/**
 * Dates, years and phone numbers ('2026-04-01', '2026-27', '0300 1234567') after Urdu words
 * would be reordered by the bidi algorithm (digits after Arabic letters read as Arabic numbers):
 * in Urdu they are isolated left to right.
 */
const numericData = /^[+(]?\d[\d\s/().-]*\d$/;

function messageFunction(locale: Locale, message: Message) {
  return (...values: unknown[]) => {
    const named: Record<string, string | number | boolean | null | undefined> = {};
    values.forEach((value, i) => {
      named[i] =
        value === null || value === undefined
          ? 'null'
          : locale === 'ur' && typeof value === 'string' && numericData.test(value)
            ? `\u2066${value}\u2069`
            : (value as string | number);
    });
    return formatMessage(locale, message, named as Parameters<typeof formatMessage>[2]);
  };
}

/** A catalogue (English or a translation) bound to its language. */
export function bindMessages<T>(locale: Locale, messages: T | Translation<T>): Bound<T> {
  return bindValue(locale, messages) as Bound<T>;
}
