import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { type Locale, localeInfo } from './locales';

export type MessageValues = Record<string, PrimitiveType>;

/**
 * A message as written (an ICU string) or as the site's build precompiles it (its parsed form,
 * see apps/site/precompileMessages.ts: the browser then needs no ICU parser).
 */
export type Message = string | MessageFormatElement[];

// Parsing or preparing a message is the expensive part: each (locale, message) is done once.
const byText = new Map<string, IntlMessageFormat>();
const byAst = new WeakMap<MessageFormatElement[], Map<Locale, IntlMessageFormat>>();

function compiled(locale: Locale, message: Message): IntlMessageFormat {
  const intl = localeInfo[locale].intl;
  if (typeof message === 'string') {
    const key = `${locale}\u0000${message}`;
    let format = byText.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, intl);
      byText.set(key, format);
    }
    return format;
  }
  let perLocale = byAst.get(message);
  if (!perLocale) {
    perLocale = new Map();
    byAst.set(message, perLocale);
  }
  let format = perLocale.get(locale);
  if (!format) {
    format = new IntlMessageFormat(message, intl);
    perLocale.set(locale, format);
  }
  return format;
}

/**
 * Formats one ICU message (`{count, plural, one {# lesson} other {# lessons}}`, `{name}`) in a
 * locale. Numbers and plural rules follow the locale; digits stay Latin in Urdu (ur-PK). A plain
 * sentence (no argument, no quote) is returned as it is.
 */
export function formatMessage(locale: Locale, message: Message, values?: MessageValues): string {
  if (typeof message === 'string' && !/[{'<]/.test(message)) return message;
  const out = compiled(locale, message).format(values);
  return typeof out === 'string' ? out : String(out);
}
