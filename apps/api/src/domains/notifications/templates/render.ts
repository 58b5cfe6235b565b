import { IntlMessageFormat } from 'intl-messageformat';
import type { EventTemplate, NotificationEvent, NotificationLanguage } from '../events.js';
import { en } from './en.js';
import { ur } from './ur.js';

export const TEMPLATES = { en, ur } as const;

export type TemplateData = Record<string, string | number>;

export interface Rendered {
  title: string;
  body: string;
  sms: string;
  whatsapp: { name: string; language: NotificationLanguage; params: string[] };
}

const cache = new Map<string, IntlMessageFormat>();

function format(message: string, language: NotificationLanguage, data: TemplateData): string {
  const key = `${language}\u0000${message}`;
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = new IntlMessageFormat(message, language === 'ur' ? 'ur-PK' : 'en-PK');
    cache.set(key, compiled);
  }
  // A missing value shows as empty rather than failing a whole fan-out.
  const values = new Proxy(data, { get: (target, name) => target[name as string] ?? '' });
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
