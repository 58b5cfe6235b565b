// The signed-in catalogues as screens read them: every message with arguments is a function that
// formats in its language (plurals, numbers), in both the written and the precompiled form, and
// no message of any area renders a raw placeholder or key in English or in Urdu.
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { bindMessages, type Msg, msg } from './bind';

const source = {
  plain: "Don't panic",
  hours: msg<[n: number]>('{0, plural, one {# hour} other {# hours}}'),
  limit: msg<[minutes: number | null]>('{0, select, null {No limit} other {{0} min}}'),
  toggled: msg<[name: string, on: boolean]>('{0} {1, select, true {enabled} other {disabled}}'),
  list: ['a', 'b'],
};

describe('bindMessages', () => {
  it('turns messages with arguments into functions, in the locale', () => {
    const en = bindMessages('en', source);
    expect(en.plain).toBe("Don't panic");
    expect(en.hours(1)).toBe('1 hour');
    expect(en.hours(12500)).toBe('12,500 hours');
    expect(en.limit(null)).toBe('No limit');
    expect(en.limit(30)).toBe('30 min');
    expect(en.toggled('Fees', true)).toBe('Fees enabled');
    expect(en.toggled('Fees', false)).toBe('Fees disabled');
    expect(en.list).toEqual(['a', 'b']);
    const ur = bindMessages<typeof source>('ur', {
      plain: 'گھبرائیں نہیں',
      hours: '{0, plural, one {# گھنٹہ} other {# گھنٹے}}',
      limit: '{0, select, null {کوئی حد نہیں} other {{0} منٹ}}',
      toggled: '{0} {1, select, true {چالو} other {بند}}',
      list: ['ا', 'ب'],
    });
    expect(ur.hours(1)).toBe('1 گھنٹہ');
    expect(ur.hours(3)).toBe('3 گھنٹے');
    expect(ur.limit(null)).toBe('کوئی حد نہیں');
  });

  it('keeps dates and phone numbers in order inside Urdu sentences, names untouched', () => {
    const ur = bindMessages<{ m: Msg<[a: string, b: string]> }>('ur', { m: 'از {0} تا {1}' });
    expect(ur.m('2026-04-01', 'Ali')).toBe('از \u20662026-04-01\u2069 تا Ali');
    expect(ur.m('0300 1234567', 'عائشہ')).toBe('از \u20660300 1234567\u2069 تا عائشہ');
    const en = bindMessages<{ m: Msg<[a: string, b: string]> }>('en', { m: '{0} to {1}' });
    expect(en.m('2026-04-01', 'Ali')).toBe('2026-04-01 to Ali');
  });

  it('reads the precompiled form the site build produces', () => {
    const precompiled = { ...source, hours: parse(source.hours) } as unknown as typeof source;
    expect(bindMessages('en', precompiled).hours(2)).toBe('2 hours');
  });
});

const areas = [
  ['learner', 'learnerSource'],
  ['console', 'consoleSource'],
  ['staff', 'staffSource'],
  ['staff-assessments', 'staffAssessmentSource'],
  ['staff-lessons', 'staffLessonsSource'],
  ['staff-quiz-builder', 'quizBuilderSource'],
  ['school', 'schoolSource'],
  ['routes', 'routeSource'],
] as const;

/** Every message of a source with its number of arguments. */
function messagesOf(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => messagesOf(v, `${key}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => messagesOf(v, key ? `${key}.${k}` : k));
  return [];
}

const get = (object: unknown, key: string): unknown =>
  key
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], object);

describe.each(areas)('%s, as rendered', (area, sourceName) => {
  it.each(['en', 'ur'] as const)(
    '%s: every message renders, no placeholder or key left',
    async (locale) => {
      const english = (await import(`./${area}.ts`))[sourceName];
      const written = locale === 'en' ? english : (await import(`./${area}.ur.ts`)).default;
      const bound = bindMessages(locale, written);
      for (const [key, message] of messagesOf(english)) {
        const value = get(bound, key);
        const count =
          Math.max(-1, ...[...message.matchAll(/\{(\d)/g)].map((m) => Number(m[1]))) + 1;
        const samples = [1, 7].map((n) => [...Array(count)].map(() => n));
        const outputs =
          typeof value === 'function'
            ? samples.map((args) => (value as (...a: unknown[]) => string)(...args))
            : [value];
        for (const out of outputs) {
          expect(typeof out, `${area}.${key}`).toBe('string');
          expect(out as string, `${area}.${key}`).not.toMatch(/[{}]|^\s*$/);
          expect(out as string, `${area}.${key}`).not.toMatch(
            new RegExp(`${area}\\.[a-z]|^${key}$`),
          );
        }
      }
    },
  );
});
