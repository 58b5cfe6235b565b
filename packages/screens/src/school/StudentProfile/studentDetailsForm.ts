// The student details form (edit from the profile): values from the record, the service's
// checks, and the update body.
import type { StudentProfile } from '@watni/api-client';
import { type SchoolMessages, schoolMessages } from '../../messages/school';
import { isBForm } from '../Admissions/admissionForm';

export interface StudentDetailsValues {
  admission_no: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: StudentProfile['gender'];
  b_form: string;
  address: string;
  status: StudentProfile['status'];
}

type StudentDetailsErrors = Partial<Record<keyof StudentDetailsValues, string>>;

export function studentDetailsValues(s: StudentProfile): StudentDetailsValues {
  return {
    admission_no: s.admission_no,
    first_name: s.first_name,
    last_name: s.last_name,
    date_of_birth: s.date_of_birth ?? '',
    gender: s.gender,
    b_form: s.b_form ?? '',
    address: s.address ?? '',
    status: s.status,
  };
}

export function validateStudentDetails(
  v: StudentDetailsValues,
  f: SchoolMessages['admissions']['form'] = schoolMessages.admissions.form,
  a: SchoolMessages['admissions']['admitDialog'] = schoolMessages.admissions.admitDialog,
): StudentDetailsErrors {
  const e: StudentDetailsErrors = {};
  const no = v.admission_no.trim();
  if (!no) e.admission_no = a.admissionNoRequired;
  else if (!/^[A-Za-z0-9/-]{1,30}$/.test(no)) e.admission_no = a.admissionNoInvalid;
  if (!v.first_name.trim()) e.first_name = f.required(f.firstName.toLowerCase());
  if (!v.last_name.trim()) e.last_name = f.required(f.lastName.toLowerCase());
  if (v.b_form.trim() && !isBForm(v.b_form)) e.b_form = f.bFormInvalid;
  return e;
}

export function toStudentUpdate(v: StudentDetailsValues) {
  return {
    admission_no: v.admission_no.trim(),
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    date_of_birth: v.date_of_birth || null,
    gender: v.gender,
    b_form: v.b_form.trim() || null,
    address: v.address.trim() || null,
    status: v.status,
  };
}
