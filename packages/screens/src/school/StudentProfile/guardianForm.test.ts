import { describe, expect, it } from 'vitest';
import { profile } from '../fixtures';
import { guardianValues, toGuardianInput, validateGuardian } from './guardianForm';

describe('guardian form', () => {
  it('a new guardian needs a name; CNIC, mobile and e-mail are checked when given', () => {
    expect(Object.keys(validateGuardian(guardianValues()))).toEqual(['name']);
    const wrong = {
      ...guardianValues(),
      name: 'Sadia',
      cnic: '123',
      mobile: '042 1234567',
      email: 'x@',
    };
    expect(Object.keys(validateGuardian(wrong)).sort()).toEqual(['cnic', 'email', 'mobile']);
  });

  it('edits start from the guardian on file and empty fields become null', () => {
    const on = profile.guardians[0]!.guardian;
    const values = guardianValues(on);
    expect(validateGuardian(values)).toEqual({});
    expect(toGuardianInput({ ...values, email: ' ' })).toMatchObject({
      name: on.name,
      email: null,
    });
    // the consents travel with the form (no SMS or WhatsApp without them).
    expect(values).toMatchObject({
      sms_consent: on.sms_consent,
      whatsapp_consent: on.whatsapp_consent,
    });
    expect(toGuardianInput({ ...values, sms_consent: !on.sms_consent })).toMatchObject({
      sms_consent: !on.sms_consent,
      whatsapp_consent: on.whatsapp_consent,
    });
  });
});
