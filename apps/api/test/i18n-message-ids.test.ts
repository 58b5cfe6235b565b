// The service's sentences have ids (domains' messages.ts, defineMessages): each id has Urdu with
// the English's ICU arguments and no English left, and the error handler renders it by its id.
// Sites not converted yet are still translated by matching their English; their count may only
// go down (a ratchet), so converting is visible and nothing new is added the old way.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MODULES } from '../src/db/seed/platform-catalogue.js';
import { HttpError, invalidField, notFound } from '../src/http/errors.js';
import { moduleNameArg } from '../src/http/i18n/catalogue.js';
import { localizeErrorBody } from '../src/http/i18n/localizeDetail.js';
import { allMessages, defineMessages, renderDetail } from '../src/http/i18n/messages.js';

const SRC = join(import.meta.dirname, '../src');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
const files = sources(SRC);
// `{name}` or `{name, select, …}`: a select's case text (`{Dates are easy to guess.}`) is no argument.
const argsOf = (icu: string) =>
  [...new Set([...icu.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
/** An ICU sentence without its select cases' keys (`{day, select, Monday {پیر} …}`): not words. */
const withoutSelectKeys = (icu: string) =>
  icu.replace(/\{\w+, select,/g, '{').replace(/(?<=(?:\{|\})\s*)\w+(?=\s*\{)/g, '');
/** Names and codes an Urdu sentence keeps in Latin letters when the English carries them too. */
const latinWords = (text: string) => text.match(/[A-Za-z][A-Za-z-]{2,}/g) ?? [];

// Sentences still passed as English strings: literals given to the error helpers (called: a
// `'conflict'` outcome or a column's value is no sentence), and entries of
// messages objects that are not defineMessages yet. Lower it when converting; never raise it.
const UNCONVERTED_LIMIT = 49;

function unconvertedSites(): number {
  let count = 0;
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    count +=
      code.match(
        /\b(?:(?:badRequest|unauthorized|forbidden|notFound|conflict)\(|requirePermission\([^,]+,[^,]+,|invalidField\([^,]+,|new HttpError\(\d+,)\s*\(?\s*['"`]/g,
      )?.length ?? 0;
    for (const object of code.matchAll(/const \w*MESSAGES\w* = \{([\s\S]*?)\n\}/g))
      count += object[1]!.match(/^ {2}\w+:/gm)?.length ?? 0;
  }
  return count;
}

describe('messages with ids', async () => {
  for (const file of files.filter(
    (f) => f.endsWith('messages.ts') || /MESSAGES = defineMessages/.test(readFileSync(f, 'utf8')),
  ))
    await import(file);
  const messages = [...allMessages()];

  it('has Urdu for every id, with the same arguments and no English left', () => {
    expect(messages.length).toBeGreaterThan(90);
    for (const [id, { en, ur }] of messages) {
      expect(ur.trim(), id).not.toBe('');
      expect(argsOf(ur), id).toEqual(argsOf(en));
      const english = new Set(latinWords(en));
      expect(
        latinWords(withoutSelectKeys(ur).replace(/\{\w+\}/g, '')).filter((w) => !english.has(w)),
        id,
      ).toEqual([]);
    }
  });

  it('renders a message by its id in the request language, English unchanged', () => {
    const M = defineMessages('test.render', {
      gone: { en: 'Voucher {number} not found.', ur: 'واؤچر {number} نہیں ملا۔' },
    });
    const error = notFound(M.gone({ number: 12345 }));
    expect(error.detail).toBe('Voucher 12345 not found.');
    expect(renderDetail(error.detailById!, 'ur')).toBe('واؤچر 12345 نہیں ملا۔');
    const field = invalidField('number', M.gone({ number: 7 }));
    expect(localizeErrorBody({ ...field, detailById: field.detailById }, 'ur')).toEqual({
      detail: 'واؤچر 7 نہیں ملا۔',
      errors: [{ field: 'number', message: 'واؤچر 7 نہیں ملا۔' }],
    });
    expect(localizeErrorBody({ detail: error.detail, detailById: error.detailById }, 'en')).toEqual(
      {
        detail: 'Voucher 12345 not found.',
      },
    );
  });

  it("puts a module's name into an Urdu sentence in Urdu", () => {
    const module = CATALOGUE_MODULES[0]!;
    const M = defineMessages('test.module', {
      off: { en: 'The {module} module is off.', ur: '{module} ماڈیول بند ہے۔' },
    });
    const detail = M.off({ module: moduleNameArg(module.name) });
    expect(detail.en).toBe(`The ${module.name} module is off.`);
    expect(renderDetail(detail, 'ur')).toBe(`${module.ur.name} ماڈیول بند ہے۔`);
  });

  it('still translates an English string from a site not converted yet', () => {
    const error = new HttpError(401, 'Not authenticated. Please sign in.');
    expect(localizeErrorBody(error, 'ur').detail).not.toBe(error.detail);
  });

  it('does not add sentences the old way (the count of unconverted sites only goes down)', () => {
    const count = unconvertedSites();
    console.info(`message ids: ${messages.length}; unconverted sentence sites: ${count}`);
    expect(count).toBeLessThanOrEqual(UNCONVERTED_LIMIT);
  });
});
