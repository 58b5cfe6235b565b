import { IntlMessageFormat } from 'intl-messageformat';
import type { EventTemplate, NotificationEvent, NotificationLanguage } from '../events.js';
import { en } from './en.js';
import { ur } from './ur.js';

const TEMPLATES = { en, ur } as const;

export type TemplateData = Record<string, string | number>;

export interface Rendered {
  title: string;
  body: string;
  sms: string;
  whatsapp: { name: string; language: NotificationLanguage; params: string[] };
}

const cache = new Map<string, IntlMessageFormat>();

/** First-strong isolate: the value keeps its own direction inside a sentence of the other. */
const isolate = (text: string) => `\u2068${text}\u2069`;

function format(message: string, language: NotificationLanguage, data: TemplateData): string {
  const key = `${language}\u0000${message}`;
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = new IntlMessageFormat(message, language === 'ur' ? 'ur-PK' : 'en-PK');
    cache.set(key, compiled);
  }
  // A missing value shows as empty rather than failing a whole fan-out. In Urdu each text value
  // (a Latin name, "Ali Raza (Class 5 A)", a date, a voucher number 202611-000124) is isolated
  // (FSI … PDI) so the right-to-left sentence neither reorders its parts nor runs it into the next
  // value; numbers are formatted by the template and need no isolation.
  const values = new Proxy(data, {
    get: (target, name) => {
      const value = target[name as string] ?? '';
      return language === 'ur' && typeof value === 'string' && value ? isolate(value) : value;
    },
  });
  return String(compiled.format(values));
}

/** An event's texts in one language. */
export function renderEvent(
  event: NotificationEvent,
  language: NotificationLanguage,
  data: TemplateData,
): Rendered {
  const template: EventTemplate = TEMPLATES[language][event];
  return {
    title: format(template.title, language, data).slice(0, 300),
    body: format(template.body, language, data),
    sms: format(template.sms, language, data),
    whatsapp: {
      name: template.whatsapp.name,
      language,
      params: template.whatsapp.params.map((key) => String(data[key] ?? '')),
    },
  };
}
