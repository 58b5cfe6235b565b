// Client-side rules of the contact form, mirroring ContactRequest in openapi.yaml (name 1-200,
// email 3-254 and an address, phone up to 30, organisation and subject up to 200, message
// 1-5000). The form also asks for a subject, so that enquiries reach the right team.
import type { ContactMessages } from '../../messages/public/contact.en';

export const contactFields = [
  'name',
  'email',
  'phone',
  'organization',
  'subject',
  'message',
] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactValues: ContactValues = {
  name: '',
  email: '',
  phone: '',
  organization: '',
  subject: '',
  message: '',
};

/** The shape POST /contact accepts. */
export interface ContactPayload {
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  subject: string | null;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+\-() ]+$/;

/** Field errors for the values, in form order; empty when the form may be sent. */
export function validateContact(
  values: ContactValues,
  messages: ContactMessages['validation'],
): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const organization = values.organization.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();

  if (!name) errors.name = messages.nameRequired;
  else if (name.length > 200) errors.name = messages.nameTooLong;

  if (!email) errors.email = messages.emailRequired;
  else if (email.length > 254) errors.email = messages.emailTooLong;
  else if (!EMAIL.test(email)) errors.email = messages.emailInvalid;

  if (phone.length > 30) errors.phone = messages.phoneTooLong;
  else if (phone && !PHONE.test(phone)) errors.phone = messages.phoneInvalid;

  if (organization.length > 200) errors.organization = messages.organizationTooLong;

  if (!subject) errors.subject = messages.subjectRequired;
  else if (subject.length > 200) errors.subject = messages.subjectTooLong;

  if (!message) errors.message = messages.messageRequired;
  else if (message.length > 5000) errors.message = messages.messageTooLong;

  return errors;
}

/** The request body: trimmed, with empty optional fields sent as null. */
export function toContactPayload(values: ContactValues): ContactPayload {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    organization: optional(values.organization),
    subject: optional(values.subject),
    message: values.message.trim(),
  };
}

/** Keeps only the server's field errors that belong to a field of this form. */
export function pickContactErrors(serverErrors: Record<string, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    const message = serverErrors[field];
    if (message) errors[field] = message;
  }
  return errors;
}
