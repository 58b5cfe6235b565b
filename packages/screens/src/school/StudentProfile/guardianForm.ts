// The guardian form on the student profile: add a new guardian (optionally the primary contact)
// or correct one on file. The checks are the service's (CNIC, Pakistani mobile, e-mail).
import type { Guardian } from '@watni/api-client';
import { type SchoolMessages, schoolMessages } from '../../messages/school';
import { isCnic, isMobile } from '../Admissions/admissionForm';

export interface GuardianValues {
  name: string;
  relation: Guardian['relation'];
  cnic: string;
  mobile: string;
  email: string;
  is_primary: boolean;
  /** Consent to SMS and WhatsApp from the school (none is sent without it). */
  sms_consent: boolean;
  whatsapp_consent: boolean;
}

type GuardianErrors = Partial<Record<'name' | 'cnic' | 'mobile' | 'email', string>>;

export function guardianValues(g?: Guardian): GuardianValues {
  return {
    name: g?.name ?? '',
    relation: g?.relation ?? 'father',
    cnic: g?.cnic ?? '',
    mobile: g?.mobile ?? '',
    email: g?.email ?? '',
    is_primary: false,
    sms_consent: g?.sms_consent ?? false,
    whatsapp_consent: g?.whatsapp_consent ?? false,
  };
}

export function validateGuardian(
  v: GuardianValues,
  f: SchoolMessages['admissions']['form'] = schoolMessages.admissions.form,
): GuardianErrors {
  const e: GuardianErrors = {};
  if (!v.name.trim()) e.name = f.required(f.guardianName.toLowerCase());
  if (v.cnic.trim() && !isCnic(v.cnic)) e.cnic = f.cnicInvalid;
  if (v.mobile.trim() && !isMobile(v.mobile)) e.mobile = f.mobileInvalid;
  if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) {
    e.email = f.emailInvalid;
  }
  return e;
}

export function toGuardianInput(v: GuardianValues) {
  return {
    name: v.name.trim(),
    relation: v.relation,
    cnic: v.cnic.trim() || null,
    mobile: v.mobile.trim() || null,
    email: v.email.trim() || null,
    sms_consent: v.sms_consent,
    whatsapp_consent: v.whatsapp_consent,
  };
}
