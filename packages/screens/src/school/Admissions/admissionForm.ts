// The admission forms' pure logic: the application, the admit choice and the decline reason.
// The mobile, CNIC and B-Form checks are the service's own (@watni/policy), so most mistakes
// are named beside the field before anything is sent; the service still decides.

import type { Admission } from '@watni/api-client';
import { normaliseBForm, normaliseCnic, normaliseMobile } from '@watni/policy';
import { type SchoolMessages, schoolMessages } from '../../messages/school';

type Gender = Admission['gender'];
type GuardianRelation = Admission['guardian_relation'];

export interface ApplicationValues {
  class_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: Gender | '';
  b_form: string;
  address: string;
  guardian_name: string;
  guardian_relation: GuardianRelation;
  guardian_cnic: string;
  guardian_mobile: string;
  guardian_email: string;
}

type ApplicationErrors = Partial<Record<keyof ApplicationValues, string>>;

export const emptyApplication: ApplicationValues = {
  class_id: '',
  first_name: '',
  last_name: '',
  date_of_birth: '',
  gender: '',
  b_form: '',
  address: '',
  guardian_name: '',
  guardian_relation: 'father',
  guardian_cnic: '',
  guardian_mobile: '',
  guardian_email: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The service's own rules (it stores what they return), so the form and the service agree.
export const isMobile = (value: string) => normaliseMobile(value) !== null;
export const isCnic = (value: string) => normaliseCnic(value) !== null;
export const isBForm = (value: string) => normaliseBForm(value) !== null;

export function validateApplication(
  v: ApplicationValues,
  f: SchoolMessages['admissions']['form'] = schoolMessages.admissions.form,
): ApplicationErrors {
  const e: ApplicationErrors = {};
  if (!v.class_id) e.class_id = f.choose(f.classId.toLowerCase());
  if (!v.first_name.trim()) e.first_name = f.required(f.firstName.toLowerCase());
  if (!v.last_name.trim()) e.last_name = f.required(f.lastName.toLowerCase());
  if (!v.gender) e.gender = f.choose(f.gender.toLowerCase());
  if (v.b_form.trim() && !isBForm(v.b_form)) e.b_form = f.bFormInvalid;
  if (!v.guardian_name.trim()) e.guardian_name = f.required(f.guardianName.toLowerCase());
  if (v.guardian_cnic.trim() && !isCnic(v.guardian_cnic)) e.guardian_cnic = f.cnicInvalid;
  if (v.guardian_mobile.trim() && !isMobile(v.guardian_mobile)) e.guardian_mobile = f.mobileInvalid;
  if (v.guardian_email.trim() && !EMAIL.test(v.guardian_email.trim())) {
    e.guardian_email = f.emailInvalid;
  }
  return e;
}

const orNull = (value: string) => value.trim() || null;

export function toApplicationPayload(v: ApplicationValues) {
  return {
    class_id: Number(v.class_id),
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    date_of_birth: v.date_of_birth || null,
    gender: v.gender as Gender,
    b_form: orNull(v.b_form),
    address: orNull(v.address),
    guardian_name: v.guardian_name.trim(),
    guardian_relation: v.guardian_relation,
    guardian_cnic: orNull(v.guardian_cnic),
    guardian_mobile: orNull(v.guardian_mobile),
    guardian_email: orNull(v.guardian_email),
  };
}

export interface AdmitValues {
  section_id: string;
  admission_no: string;
  roll_no: string;
}

type AdmitErrors = Partial<Record<keyof AdmitValues, string>>;

export function validateAdmit(
  v: AdmitValues,
  a: SchoolMessages['admissions']['admitDialog'] = schoolMessages.admissions.admitDialog,
): AdmitErrors {
  const e: AdmitErrors = {};
  if (!v.section_id) e.section_id = a.sectionRequired;
  const no = v.admission_no.trim();
  if (!no) e.admission_no = a.admissionNoRequired;
  else if (!/^[A-Za-z0-9/-]{1,30}$/.test(no)) e.admission_no = a.admissionNoInvalid;
  const roll = v.roll_no.trim();
  if (roll && !(/^\d{1,4}$/.test(roll) && Number(roll) >= 1)) e.roll_no = a.rollNoInvalid;
  return e;
}

export function toAdmitPayload(v: AdmitValues) {
  const roll = v.roll_no.trim();
  return {
    section_id: Number(v.section_id),
    admission_no: v.admission_no.trim(),
    ...(roll ? { roll_no: Number(roll) } : {}),
  };
}

export function validateDecline(
  v: { reason: string },
  d: SchoolMessages['admissions']['declineDialog'] = schoolMessages.admissions.declineDialog,
): { reason?: string } {
  return v.reason.trim() ? {} : { reason: d.reasonRequired };
}
