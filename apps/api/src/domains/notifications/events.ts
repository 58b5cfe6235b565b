// The one list of events that notify people. Each has a template in English and in
// Urdu (templates/en.ts, templates/ur.ts); TypeScript refuses a list entry without both.

export const NOTIFICATION_EVENTS = [
  'absence',
  'voucher_issued',
  'fee_overdue',
  'fee_paid',
  'results_published',
  'enrolment_decided',
  'quiz_graded',
  'announcement',
  'password_reset',
  'parent_invitation',
  'password_reset_code',
  'diary_digest',
  'datesheet_published',
  'transport_time_changed',
] as const;

export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export type NotificationLanguage = 'en' | 'ur';

/**
 * One event's wording in one language, as ICU messages over the event's data
 * (`{student_name}`, `{amount, number}`, `{decision, select, approved {…} other {…}}`).
 * - title, body: the inbox and the e-mail (subject, text);
 * - sms: one short text (Urdu goes as UCS-2: 70 characters a part, so keep it short);
 * - whatsapp: the name of the approved WhatsApp template and the data keys filling its
 *   {{1}}, {{2}}, … in order (templates are approved per language, `en` and `ur`).
 */
export interface EventTemplate {
  title: string;
  body: string;
  sms: string;
  whatsapp: { name: string; params: readonly string[] };
}

export type TemplateCatalogue = Record<NotificationEvent, EventTemplate>;
