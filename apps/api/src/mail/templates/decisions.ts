// The e-mails that tell applicants what was decided about them (issue 13, branch
// issue-13-platform), in the language they registered in: English or Urdu (right to left).
import type { EmailMessage } from '../mailer.js';

export type MailLocale = 'en' | 'ur';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One message from its paragraphs: plain text, and HTML with the language's direction. */
function compose(
  to: string,
  locale: MailLocale,
  subject: string,
  paragraphs: readonly string[],
): EmailMessage {
  const dir = locale === 'ur' ? 'rtl' : 'ltr';
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: `<div lang="${locale}" dir="${dir}">\n${paragraphs
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('\n')}\n</div>`,
  };
}

interface Person {
  email: string;
  first_name: string;
  preferred_language: MailLocale | null;
}

/** A superuser declined a request for a new organisation. */
export function requestDeclinedEmail(
  person: Person,
  organisation: string,
  reason: string,
  contactUrl: string,
): EmailMessage {
  if (person.preferred_language === 'ur') {
    return compose(person.email, 'ur', `Watni پر "${organisation}" کی درخواست`, [
      `السلام علیکم ${person.first_name}،`,
      `ہم نے Watni پر "${organisation}" شروع کرنے کی آپ کی درخواست دیکھی، مگر افسوس کہ اسے منظور نہیں کیا جا سکا۔`,
      `وجہ: ${reason}`,
      `اگر آپ کے خیال میں یہ فیصلہ درست نہیں یا حالات بدل جائیں تو اس ای میل کا جواب دیں، یا ${contactUrl} پر ہم سے رابطہ کریں۔`,
      'Watni ٹیم',
    ]);
  }
  return compose(person.email, 'en', `Your request for "${organisation}" on Watni`, [
    `Hello ${person.first_name},`,
    `We have looked at your request to open "${organisation}" on Watni, and we are sorry that we cannot approve it.`,
    `Reason: ${reason}`,
    `If you think this is a mistake, or your circumstances change, reply to this email or write to us at ${contactUrl}.`,
    'The Watni team',
  ]);
}

/** A tenant admin approved a registration that waited for the school. */
export function registrationApprovedEmail(
  person: Person,
  school: string,
  loginUrl: string,
): EmailMessage {
  if (person.preferred_language === 'ur') {
    return compose(person.email, 'ur', `${school} نے آپ کا اکاؤنٹ منظور کر لیا`, [
      `السلام علیکم ${person.first_name}،`,
      `${school} نے Watni پر آپ کا اکاؤنٹ منظور کر لیا ہے۔ اب آپ سائن اِن کر سکتے ہیں:`,
      loginUrl,
      'Watni ٹیم',
    ]);
  }
  return compose(person.email, 'en', `${school} approved your account`, [
    `Hello ${person.first_name},`,
    `${school} has approved your account on Watni. You can sign in now:`,
    loginUrl,
    'The Watni team',
  ]);
}

/** A tenant admin rejected a registration that waited for the school. */
export function registrationRejectedEmail(
  person: Person,
  school: string,
  reason: string | null,
): EmailMessage {
  if (person.preferred_language === 'ur') {
    return compose(person.email, 'ur', `${school} میں رجسٹریشن`, [
      `السلام علیکم ${person.first_name}،`,
      `افسوس کہ ${school} نے Watni پر آپ کی رجسٹریشن منظور نہیں کی۔`,
      ...(reason ? [`وجہ: ${reason}`] : []),
      'مزید معلومات کے لیے براہِ راست اسکول سے رابطہ کریں۔',
      'Watni ٹیم',
    ]);
  }
  return compose(person.email, 'en', `Your registration with ${school}`, [
    `Hello ${person.first_name},`,
    `We are sorry: ${school} did not approve your registration on Watni.`,
    ...(reason ? [`Reason: ${reason}`] : []),
    'Please contact the school directly if you have questions.',
    'The Watni team',
  ]);
}
