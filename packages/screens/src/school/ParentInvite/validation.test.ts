import { describe, expect, it } from 'vitest';
import {
  emptyParentInviteValues,
  normaliseCode,
  pickParentInviteErrors,
  toParentInvitePayload,
  validateParentInvite,
} from './validation';

const good = {
  code: 'K7Q2M-9XPMH',
  email: 'nadia@example.pk',
  password: 'secret1',
  confirm: 'secret1',
};

describe('parent invitation form', () => {
  it('takes a printed code typed with spaces and in lower case', () => {
    expect(normaliseCode(' k7q2m 9xpmh ')).toBe('K7Q2M9XPMH');
    expect(emptyParentInviteValues('k7q2m-9xpmh').code).toBe('K7Q2M-9XPMH');
  });

  it('accepts a complete form', () => {
    expect(validateParentInvite(good)).toEqual({});
    expect(toParentInvitePayload({ ...good, email: ' nadia@example.pk ' })).toEqual({
      code: 'K7Q2M-9XPMH',
      email: 'nadia@example.pk',
      password: 'secret1',
    });
  });

  it('names every missing or wrong field', () => {
    // The e-mail is optional: a guardian with only a mobile number signs in by that number.
    expect(Object.keys(validateParentInvite(emptyParentInviteValues()))).toEqual([
      'code',
      'password',
    ]);
    const errors = validateParentInvite({
      code: 'AB',
      email: 'nadia',
      password: '12345',
      confirm: '54321',
    });
    expect(Object.keys(errors).sort()).toEqual(['code', 'confirm', 'email', 'password']);
    expect(errors.password).toBe('The password must have at least 6 characters.');
  });

  it('keeps only the server errors of its own fields', () => {
    expect(pickParentInviteErrors({ email: 'Taken.', tenant_id: 'x' })).toEqual({
      email: 'Taken.',
    });
  });
});
