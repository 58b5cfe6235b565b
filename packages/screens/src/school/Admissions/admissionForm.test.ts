import { describe, expect, it } from 'vitest';
import {
  emptyApplication,
  toAdmitPayload,
  toApplicationPayload,
  validateAdmit,
  validateApplication,
  validateDecline,
} from './admissionForm';

const filled = {
  ...emptyApplication,
  class_id: '4',
  first_name: ' Zainab ',
  last_name: 'Rafiq',
  gender: 'female' as const,
  guardian_name: 'Nadia Rafiq',
  guardian_relation: 'mother' as const,
  guardian_cnic: '3520212345671',
  guardian_mobile: '0300-1234567',
};

describe('the application form', () => {
  it('asks for the class, the names, the gender and the guardian', () => {
    expect(Object.keys(validateApplication(emptyApplication)).sort()).toEqual([
      'class_id',
      'first_name',
      'gender',
      'guardian_name',
      'last_name',
    ]);
  });

  it('checks B-Form, CNIC, mobile and e-mail as the service does', () => {
    expect(validateApplication(filled)).toEqual({});
    const errors = validateApplication({
      ...filled,
      b_form: '12345',
      guardian_cnic: '35202-123456-1',
      guardian_mobile: '0423 1234567',
      guardian_email: 'nadia@',
    });
    expect(Object.keys(errors).sort()).toEqual([
      'b_form',
      'guardian_cnic',
      'guardian_email',
      'guardian_mobile',
    ]);
    expect(validateApplication({ ...filled, guardian_mobile: '+92 300 1234567' })).toEqual({});
  });

  it('sends trimmed values and null for what is left empty', () => {
    expect(toApplicationPayload(filled)).toMatchObject({
      class_id: 4,
      first_name: 'Zainab',
      date_of_birth: null,
      b_form: null,
      address: null,
      guardian_email: null,
      guardian_mobile: '0300-1234567',
    });
  });
});

describe('admit and decline', () => {
  it('needs a section and a well-formed admission number; the roll number is optional', () => {
    expect(Object.keys(validateAdmit({ section_id: '', admission_no: '', roll_no: '' }))).toEqual([
      'section_id',
      'admission_no',
    ]);
    expect(
      validateAdmit({ section_id: '7', admission_no: 'IPS 2026', roll_no: '0' }),
    ).toMatchObject({ admission_no: expect.any(String), roll_no: expect.any(String) });
    expect(toAdmitPayload({ section_id: '7', admission_no: ' 2026-0412 ', roll_no: '' })).toEqual({
      section_id: 7,
      admission_no: '2026-0412',
    });
    expect(
      toAdmitPayload({ section_id: '7', admission_no: '2026-0412', roll_no: '12' }).roll_no,
    ).toBe(12);
  });

  it('a decline needs a reason', () => {
    expect(validateDecline({ reason: '  ' })).toHaveProperty('reason');
    expect(validateDecline({ reason: 'Class is full.' })).toEqual({});
  });
});
