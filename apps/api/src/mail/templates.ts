import { IntlMessageFormat } from 'intl-messageformat';
import { pakistanDateFormat } from '../domains/_shared/pakistanTime.js';
import type { EmailMessage } from './mailer.js';

// The service's e-mails in English and Urdu: one ICU template per mail and language (the same
// mechanism as the screens' messages), rendered to a subject, a plain-text part and an HTML part.
// Urdu mails are written for a Pakistani reader (Assalam-o-Alaikum, not "Hello"), their HTML
// is `dir="rtl" lang="ur"`, and names, links, codes and dates stay as data. Each mail goes out
// in its recipient's stored language (users.preferred_language, guardians.preferred_language).

type MailLocale = 'en' | 'ur';

/** A value a template places: text is escaped in the HTML part, a link becomes an anchor. */
type Values = Record<string, string | number>;

interface Template {
  subject: string;
  /** Paragraphs; `{link}` in a paragraph is shown as the address itself (text) or an anchor (HTML). */
  paragraphs: string[];
}

const sign = { en: 'The Watni team', ur: 'Watni ٹیم' } as const;

const templates = {
  passwordReset: {
    en: {
      subject: 'Reset your Watni password',
      paragraphs: [
        'Hello {name},',
        'Someone (hopefully you) asked to reset the password of your Watni account.',
        'Open this link within {minutes} minutes to choose a new password:',
        '{link}',
        'If you did not ask for this, you can ignore this email; your password stays the same.',
      ],
    },
    ur: {
      subject: 'اپنا Watni پاس ورڈ دوبارہ بنائیں',
      paragraphs: [
        'السلام علیکم {name}،',
        'کسی نے (امید ہے آپ نے) آپ کے Watni اکاؤنٹ کا پاس ورڈ دوبارہ بنانے کی درخواست کی ہے۔',
        'نیا پاس ورڈ منتخب کرنے کے لیے {minutes} منٹ کے اندر یہ لنک کھولیں:',
        '{link}',
        'اگر یہ درخواست آپ نے نہیں کی تو اس ای میل کو نظر انداز کر دیں؛ آپ کا پاس ورڈ نہیں بدلے گا۔',
      ],
    },
  },
  emailChanged: {
    en: {
      subject: 'Your Watni email address was changed',
      paragraphs: [
        'Hello {name},',
        'The email address of your Watni account ({username}) was changed to {newEmail}. Password resets and notices now go to the new address.',
        'If you did not make this change, contact your school office or Watni support at once: someone may have access to your account.',
      ],
    },
    ur: {
      subject: 'آپ کا Watni ای میل ایڈریس تبدیل ہو گیا ہے',
      paragraphs: [
        'السلام علیکم {name}،',
        'آپ کے Watni اکاؤنٹ ({username}) کا ای میل ایڈریس بدل کر {newEmail} کر دیا گیا ہے۔ اب پاس ورڈ اور اطلاعات کی ای میلز نئے ایڈریس پر جائیں گی۔',
        'اگر یہ تبدیلی آپ نے نہیں کی تو فوراً اپنے اسکول کے دفتر یا Watni سپورٹ سے رابطہ کریں: ہو سکتا ہے کسی اور کو آپ کے اکاؤنٹ تک رسائی ہو۔',
      ],
    },
  },
  enrollmentApproved: {
    en: {
      subject: 'Your enrollment in {course} is approved',
      paragraphs: [
        'Assalam-o-Alaikum {name},',
        'Your enrollment in "{course}" has been approved. You can now open its lessons and quizzes.',
      ],
    },
    ur: {
      subject: '{course} میں آپ کا داخلہ منظور ہو گیا',
      paragraphs: [
        'السلام علیکم {name}،',
        '"{course}" میں آپ کا داخلہ منظور ہو گیا ہے۔ اب آپ اس کے اسباق اور کوئز کھول سکتے ہیں۔',
      ],
    },
  },
  enrollmentRejected: {
    en: {
      subject: 'Your enrollment in {course} was not approved',
      paragraphs: [
        'Assalam-o-Alaikum {name},',
        'Your enrollment in "{course}" was not approved.{reasonGiven, select, yes { Reason: {reason}} other {}}',
      ],
    },
    ur: {
      subject: '{course} میں آپ کا داخلہ منظور نہیں ہوا',
      paragraphs: [
        'السلام علیکم {name}،',
        '"{course}" میں آپ کا داخلہ منظور نہیں ہوا۔{reasonGiven, select, yes { وجہ: {reason}} other {}}',
      ],
    },
  },
  parentInvite: {
    en: {
      subject: 'Your parent account on Watni',
      paragraphs: [
        'Hello {name},',
        "Your child's school has invited you to a parent account on Watni, where you can follow your children.",
        'Open this link within {days} days and choose a password:',
        '{link}',
        'Or go to {page} and enter the code {code}.',
      ],
    },
    ur: {
      subject: 'Watni پر آپ کا والدین کا اکاؤنٹ',
      paragraphs: [
        'السلام علیکم {name}،',
        'آپ کے بچے کے اسکول نے آپ کو Watni پر والدین کا اکاؤنٹ بنانے کی دعوت دی ہے، جہاں آپ اپنے بچوں کی تعلیم پر نظر رکھ سکتے ہیں۔',
        '{days} دن کے اندر یہ لنک کھولیں اور اپنا پاس ورڈ منتخب کریں:',
        '{link}',
        'یا {page} پر جا کر یہ کوڈ درج کریں: {code}',
      ],
    },
  },
  tenantApproved: {
    en: {
      subject: 'Your organization "{organisation}" is approved',
      paragraphs: [
        'Hello {name},',
        'Good news: your organization "{organisation}" has been approved and is ready on Watni.',
        'You are its administrator: you can add teachers and students, create courses and choose modules.',
        '{trialEnds, select, none {Your {plan} plan is active.} other {Your {plan} plan starts with a {trialDays}-day free trial, until {trialEnds}.}}',
        'Sign in here: {link}',
      ],
    },
    ur: {
      subject: 'آپ کا ادارہ "{organisation}" منظور ہو گیا',
      paragraphs: [
        'السلام علیکم {name}،',
        'خوش خبری: آپ کا ادارہ "{organisation}" منظور ہو گیا ہے اور Watni پر تیار ہے۔',
        'آپ اس کے ایڈمن ہیں: آپ اساتذہ اور طلبہ شامل کر سکتے ہیں، کورس بنا سکتے ہیں اور ماڈیولز منتخب کر سکتے ہیں۔',
        '{trialEnds, select, none {آپ کا {plan} پلان فعال ہے۔} other {آپ کا {plan} پلان {trialDays} دن کے مفت ٹرائل سے شروع ہو رہا ہے، جو {trialEnds} تک ہے۔}}',
        'یہاں سائن اِن کریں: {link}',
      ],
    },
  },
  requestDeclined: {
    en: {
      subject: 'Your request for "{organisation}" on Watni',
      paragraphs: [
        'Hello {name},',
        'We have looked at your request to open "{organisation}" on Watni, and we are sorry that we cannot approve it.',
        'Reason: {reason}',
        'If you think this is a mistake, or your circumstances change, reply to this email or write to us at {link}.',
      ],
    },
    ur: {
      subject: 'Watni پر "{organisation}" کی درخواست',
      paragraphs: [
        'السلام علیکم {name}،',
        'ہم نے Watni پر "{organisation}" شروع کرنے کی آپ کی درخواست دیکھی، مگر افسوس کہ اسے منظور نہیں کیا جا سکا۔',
        'وجہ: {reason}',
        'اگر آپ کے خیال میں یہ فیصلہ درست نہیں یا حالات بدل جائیں تو اس ای میل کا جواب دیں، یا {link} پر ہم سے رابطہ کریں۔',
      ],
    },
  },
  registrationApproved: {
    en: {
      subject: '{school} approved your account',
      paragraphs: [
        'Hello {name},',
        '{school} has approved your account on Watni. You can sign in now:',
        '{link}',
      ],
    },
    ur: {
      subject: '{school} نے آپ کا اکاؤنٹ منظور کر لیا',
      paragraphs: [
        'السلام علیکم {name}،',
        '{school} نے Watni پر آپ کا اکاؤنٹ منظور کر لیا ہے۔ اب آپ سائن اِن کر سکتے ہیں:',
        '{link}',
      ],
    },
  },
  registrationRejected: {
    en: {
      subject: 'Your registration with {school}',
      paragraphs: [
        'Hello {name},',
        'We are sorry: {school} did not approve your registration on Watni.{reasonGiven, select, yes { Reason: {reason}} other {}}',
        'Please contact the school directly if you have questions.',
      ],
    },
    ur: {
      subject: '{school} میں رجسٹریشن',
      paragraphs: [
        'السلام علیکم {name}،',
        'افسوس کہ {school} نے Watni پر آپ کی رجسٹریشن منظور نہیں کی۔{reasonGiven, select, yes { وجہ: {reason}} other {}}',
        'مزید معلومات کے لیے براہِ راست اسکول سے رابطہ کریں۔',
      ],
    },
  },
} satisfies Record<string, Record<MailLocale, Template>>;

type MailKind = keyof typeof templates;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const intlLocale: Record<MailLocale, string> = { en: 'en-PK', ur: 'ur-PK' };

/** A stored language ('en', 'ur', anything else) as a mail language; English by default. */
export function mailLocale(stored: string | null | undefined): MailLocale {
  return stored === 'ur' ? 'ur' : 'en';
}

/** A date as the recipient reads it, in Pakistan time ('24 November 2026' / '24 نومبر 2026'). */
export function mailDate(date: Date, locale: MailLocale): string {
  return pakistanDateFormat(intlLocale[locale], {
    dateStyle: 'long',
    numberingSystem: 'latn',
  }).format(date);
}

/** A rendered mail; `to` is null for an account without an e-mail address (nothing is sent). */
export type QueuedMail = Omit<EmailMessage, 'to'> & { to: string | null };

/**
 * One mail in a language: the subject, the text part (paragraphs separated by a blank line, the
 * link as its address) and the HTML part (`lang`/`dir` set, the link an anchor, text escaped).
 * `link` in `values` is the mail's address; `linkLabel` its anchor text, when the mail has one.
 */
export function renderMail(
  kind: MailKind,
  locale: MailLocale,
  /** Null for an account without an e-mail address (a parent by mobile): nothing is queued. */
  to: string | null,
  values: Values,
): QueuedMail {
  const template: Template = templates[kind][locale];
  const format = (message: string, vals: Values) =>
    String(new IntlMessageFormat(message, intlLocale[locale]).format(vals));
  const subject = format(template.subject, values).replace(/\s+/g, ' ').slice(0, 300);
  const paragraphs = [...template.paragraphs.map((p) => format(p, values)), sign[locale]];
  const text = paragraphs.join('\n\n');
  const escaped: Values = {};
  for (const [key, value] of Object.entries(values))
    escaped[key] = typeof value === 'string' ? escapeHtml(value) : value;
  if (typeof values.link === 'string')
    escaped.link = `<a href="${escapeHtml(values.link)}">${escapeHtml(values.link)}</a>`;
  const body = [...template.paragraphs.map((p) => format(p, escaped)), escapeHtml(sign[locale])]
    .map((p) => `<p>${p}</p>`)
    .join('\n');
  const dir = locale === 'ur' ? 'rtl' : 'ltr';
  const font =
    locale === 'ur'
      ? "font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq',serif;line-height:2.2;"
      : 'font-family:Arial,sans-serif;line-height:1.5;';
  const html = `<!doctype html>\n<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body dir="${dir}" style="${font}text-align:start;">\n${body}\n</body></html>`;
  return { to, subject, text, html };
}
