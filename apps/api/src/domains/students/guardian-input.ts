// A guardian as sent (by a form, an admission or an import row) → the row stored, or the
// field problems found.

import { normaliseCnic, normaliseMobile } from '@watni/policy';
import type { FieldError } from '../../http/errors.js';
import { HttpError } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { FORMAT_MESSAGES } from './normalise.js';

export interface GuardianValues {
  name: string;
  relation: 'father' | 'mother' | 'guardian';
  cnic: string | null;
  mobile: string | null;
  email: string | null;
  preferred_language: 'en' | 'ur';
  whatsapp_consent: boolean;
  sms_consent: boolean;
}

/** Normalised values; problems are collected under `${prefix}field`. */
export function guardianValues(
  input: Schemas['GuardianInput'],
  problems: FieldError[],
  prefix = '',
): GuardianValues {
  const cnic = input.cnic ? normaliseCnic(input.cnic) : null;
  if (input.cnic && !cnic) problems.push({ field: `${prefix}cnic`, message: FORMAT_MESSAGES.cnic });
  const mobile = input.mobile ? normaliseMobile(input.mobile) : null;
  if (input.mobile && !mobile) {
    problems.push({ field: `${prefix}mobile`, message: FORMAT_MESSAGES.mobile });
  }
  return {
    name: input.name.trim(),
    relation: input.relation,
    cnic,
    mobile,
    email: input.email ? input.email.trim().toLowerCase() : null,
    preferred_language: input.preferred_language ?? 'en',
    whatsapp_consent: input.whatsapp_consent ?? false,
    sms_consent: input.sms_consent ?? false,
  };
}

/** Throws the collected problems as one 422 (the first one is the detail). */
export function throwProblems(problems: FieldError[]): void {
  if (problems.length)
    throw new HttpError(422, problems[0]!.byId ?? problems[0]!.message, problems);
}
