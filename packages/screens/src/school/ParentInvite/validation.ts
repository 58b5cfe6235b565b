import { type SchoolMessages, schoolMessages } from '../../messages/school';

export interface ParentInviteValues {
  code: string;
  email: string;
  password: string;
  confirm: string;
}

export type ParentInviteField = keyof ParentInviteValues;
export type ParentInviteErrors = Partial<Record<ParentInviteField, string>>;

export const parentInviteFields: readonly ParentInviteField[] = [
  'code',
  'email',
  'password',
  'confirm',
];

/** The register form's password rule (spec section 5): at least 6 characters. */
const MIN_PASSWORD = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A printed code may be typed with spaces or in lower case; the server compares it upper-case. */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

export function emptyParentInviteValues(code = ''): ParentInviteValues {
  return { code: normaliseCode(code), email: '', password: '', confirm: '' };
}

export function validateParentInvite(
  values: ParentInviteValues,
  m: SchoolMessages['parentInvite'] = schoolMessages.parentInvite,
): ParentInviteErrors {
  const errors: ParentInviteErrors = {};
  const code = normaliseCode(values.code);
  if (!code) errors.code = m.codeRequired;
  else if (code.length < 4 || code.length > 20) errors.code = m.codeInvalid;
  // Optional: without one, the guardian's mobile number (the one the invitation SMS went to) is
  // the sign-in name; the server says when the guardian has no mobile either.
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = m.emailInvalid;
  if (!values.password) errors.password = m.passwordRequired;
  else if (values.password.length < MIN_PASSWORD) errors.password = m.passwordShort;
  if (values.password && values.confirm !== values.password) errors.confirm = m.confirmMismatch;
  return errors;
}

export function toParentInvitePayload(values: ParentInviteValues) {
  return {
    code: normaliseCode(values.code),
    email: values.email.trim() || null,
    password: values.password,
  };
}

/** The server's field errors (422) mapped onto the form's fields. */
export function pickParentInviteErrors(server: Record<string, string>): ParentInviteErrors {
  const errors: ParentInviteErrors = {};
  for (const [field, message] of Object.entries(server)) {
    if ((parentInviteFields as readonly string[]).includes(field)) {
      errors[field as ParentInviteField] = message;
    }
  }
  return errors;
}
