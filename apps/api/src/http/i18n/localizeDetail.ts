import { IntlMessageFormat } from 'intl-messageformat';
import { urduModuleName } from './catalogue.js';
import { calendarDetailsUr } from './details.calendar.ur.js';
import { diaryDetailsUr } from './details.diary.ur.js';
import { domainDetailsUr } from './details.domains.ur.js';
import { examDetailsUr } from './details.exams.ur.js';
import { feesDetailsUr } from './details.fees.ur.js';
import { onerosterDetailsUr } from './details.oneroster.ur.js';
import { paymentsOnlineDetailsUr } from './details.payments-online.ur.js';
import { payrollDetailsUr } from './details.payroll.ur.js';
import { printingDetailsUr } from './details.printing.ur.js';
import { timetableDetailsUr } from './details.timetable.ur.js';
import { detailsUr } from './details.ur.js';
import { type Detail, renderDetail } from './messages.js';
import type { ApiLocale } from './requestLocale.js';

interface Translation {
  /** Matches the whole English sentence; its named groups are the sentence's arguments. */
  pattern: RegExp;
  urdu: IntlMessageFormat;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'The {field} is {what}.' -> /^The (?<field>.+?) is (?<what>.+?)\.$/ */
function patternOf(english: string): RegExp {
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name ? `(?<${name}>.+?)` : escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}

// Sentences without arguments are looked up as they are; the others are tried most specific
// first (most fixed words), so 'at least {limit} characters long.' wins over 'at least {limit}.'.
const exact = new Map<string, IntlMessageFormat>();
const patterns: (Translation & { fixed: number })[] = [];
for (const [english, urdu] of [
  ...detailsUr,
  ...domainDetailsUr,
  ...timetableDetailsUr,
  ...examDetailsUr,
  ...feesDetailsUr,
  ...paymentsOnlineDetailsUr,
  ...printingDetailsUr,
  ...payrollDetailsUr,
  ...onerosterDetailsUr,
  ...diaryDetailsUr,
  ...calendarDetailsUr,
]) {
  const format = new IntlMessageFormat(urdu, 'ur-PK');
  if (!english.includes('{')) exact.set(english, format);
  else
    patterns.push({
      pattern: patternOf(english),
      urdu: format,
      fixed: english.replace(/\{\w+\}/g, '').length,
    });
}
patterns.sort((a, b) => b.fixed - a.fixed);

/** A sentence's arguments in Urdu where they are catalogue wording (a module's name). */
function urduArguments(groups: Record<string, string> | undefined) {
  if (!groups?.module) return groups;
  return { ...groups, module: urduModuleName(groups.module) ?? groups.module };
}

/**
 * The `detail` (or field message) in the request's language. English is the service's own
 * wording; a sentence the Urdu catalogue does not know yet stays English rather than wrong.
 */
export function localizeDetail(english: string, locale: ApiLocale): string {
  if (locale === 'en') return english;
  const known = exact.get(english);
  if (known) return String(known.format());
  // The validation layer names the whole body 'The request body': a field like any other.
  const sentence = english.startsWith('The request body ')
    ? `body ${english.slice('The request body '.length)}`
    : english;
  for (const { pattern, urdu } of patterns) {
    const match = pattern.exec(sentence);
    if (match) return String(urdu.format(urduArguments(match.groups)));
  }
  return english;
}

/** A sentence by id in `locale`, or (a site not converted to ids yet) its English matched. */
function render(english: string, byId: Detail | undefined, locale: ApiLocale): string {
  return (byId && renderDetail(byId, locale)) ?? localizeDetail(english, locale);
}

/** An error body `{detail, errors?}` in the request's language, without the ids it carried. */
export function localizeErrorBody(
  body: {
    detail: string;
    detailById?: Detail | undefined;
    errors?: { field: string; message: string; byId?: Detail }[];
  },
  locale: ApiLocale,
): { detail: string; errors?: { field: string; message: string }[] } {
  return {
    detail: render(body.detail, body.detailById, locale),
    ...(body.errors
      ? {
          errors: body.errors.map((e) => ({
            field: e.field,
            message: render(e.message, e.byId, locale),
          })),
        }
      : {}),
  };
}
