import { describe, expect, it } from 'vitest';
import contactMessages from '../../messages/public/contact.en';
import {
  type ContactValues,
  emptyContactValues,
  pickContactErrors,
  toContactPayload,
  validateContact,
} from './validation';

const v = contactMessages.validation;
const valid: ContactValues = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '+92 300 1234567',
  organization: 'Beaconhouse Campus',
  subject: 'Watni Nexus demo',
  message: 'We would like a demo for our school.',
};

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid, v)).toEqual({});
  });

  it('requires name, email, subject and message; phone and organisation are optional', () => {
    expect(validateContact(emptyContactValues, v)).toEqual({
      name: v.nameRequired,
      email: v.emailRequired,
      subject: v.subjectRequired,
      message: v.messageRequired,
    });
    expect(validateContact({ ...valid, phone: '', organization: '' }, v)).toEqual({});
  });

  it('treats whitespace as empty', () => {
    expect(validateContact({ ...valid, name: '   ' }, v).name).toBe(v.nameRequired);
  });

  it('checks the email address', () => {
    expect(validateContact({ ...valid, email: 'ayesha' }, v).email).toBe(v.emailInvalid);
    expect(validateContact({ ...valid, email: 'a@b' }, v).email).toBe(v.emailInvalid);
    expect(validateContact({ ...valid, email: `${'a'.repeat(250)}@b.pk` }, v).email).toBe(
      v.emailTooLong,
    );
  });

  it('applies the contract lengths', () => {
    expect(validateContact({ ...valid, name: 'a'.repeat(201) }, v).name).toBe(v.nameTooLong);
    expect(validateContact({ ...valid, phone: '1'.repeat(31) }, v).phone).toBe(v.phoneTooLong);
    expect(validateContact({ ...valid, organization: 'a'.repeat(201) }, v).organization).toBe(
      v.organizationTooLong,
    );
    expect(validateContact({ ...valid, subject: 'a'.repeat(201) }, v).subject).toBe(
      v.subjectTooLong,
    );
    expect(validateContact({ ...valid, message: 'a'.repeat(5001) }, v).message).toBe(
      v.messageTooLong,
    );
    expect(validateContact({ ...valid, message: 'a'.repeat(5000) }, v)).toEqual({});
  });

  it('allows only phone characters in the phone number', () => {
    expect(validateContact({ ...valid, phone: '0300-1234567 (home)' }, v).phone).toBe(
      v.phoneInvalid,
    );
    expect(validateContact({ ...valid, phone: '(042) 3578-1200' }, v)).toEqual({});
  });
});

describe('toContactPayload', () => {
  it('trims values and sends empty optional fields as null', () => {
    expect(
      toContactPayload({ ...valid, name: '  Ayesha Khan ', phone: ' ', organization: '' }),
    ).toEqual({
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      phone: null,
      organization: null,
      subject: 'Watni Nexus demo',
      message: 'We would like a demo for our school.',
    });
  });
});

describe('pickContactErrors', () => {
  it('keeps the errors of known fields only', () => {
    expect(pickContactErrors({ email: 'must be an email', extra: 'x' })).toEqual({
      email: 'must be an email',
    });
  });
});
