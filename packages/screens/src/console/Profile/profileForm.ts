// The profile form as pure logic: values from the user, checks, and the update body (only what
// changed; an empty phone is sent as null).
import type { Schemas, User } from '@watni/api-client';
import { type ConsoleMessages, consoleMessages } from '../../messages/console';

export type MessageLanguage = NonNullable<User['preferred_language']>;

export interface ProfileValues {
  first_name: string;
  last_name: string;
  phone: string;
  /** Language for e-mails and messages (users.preferred_language). */
  preferred_language: MessageLanguage;
}

type ProfileUser = Pick<User, 'first_name' | 'last_name' | 'phone' | 'preferred_language'>;

export type ProfileErrors = Partial<Record<'first_name' | 'last_name', string>>;

export const profileLimits = { name: 100, phone: 30 } as const;

export function profileValues(user: ProfileUser): ProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? '',
    preferred_language: user.preferred_language ?? 'en',
  };
}

/** `m`: the profile's messages in the user's language (English by default). */
export function validateProfile(
  values: ProfileValues,
  m: ConsoleMessages['profile'] = consoleMessages.profile,
): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.first_name.trim()) errors.first_name = m.required(m.firstName);
  if (!values.last_name.trim()) errors.last_name = m.required(m.lastName);
  return errors;
}

/** The update body: trimmed, only the fields that changed (null when nothing did). */
export function profileUpdate(
  user: ProfileUser,
  values: ProfileValues,
): Schemas['UserUpdate'] | null {
  const body: Schemas['UserUpdate'] = {};
  const first = values.first_name.trim();
  const last = values.last_name.trim();
  const phone = values.phone.trim() || null;
  if (first !== user.first_name) body.first_name = first;
  if (last !== user.last_name) body.last_name = last;
  if (phone !== (user.phone ?? null)) body.phone = phone;
  if (values.preferred_language !== (user.preferred_language ?? 'en'))
    body.preferred_language = values.preferred_language;
  return Object.keys(body).length ? body : null;
}
