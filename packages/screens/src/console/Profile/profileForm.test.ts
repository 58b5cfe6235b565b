import { describe, expect, it } from 'vitest';
import { profileUpdate, profileValues, validateProfile } from './profileForm';

const user = {
  first_name: 'Ali',
  last_name: 'Raza',
  phone: null,
  preferred_language: 'ur' as const,
};
const values = (v: { first_name: string; last_name: string; phone: string }) => ({
  ...v,
  preferred_language: 'ur' as const,
});

describe('profile form', () => {
  it('starts from the user, an absent phone as empty', () => {
    expect(profileValues(user)).toEqual({
      first_name: 'Ali',
      last_name: 'Raza',
      phone: '',
      preferred_language: 'ur',
    });
    // A user from before the setting reads English (the service's default).
    expect(profileValues({ ...user, preferred_language: undefined }).preferred_language).toBe('en');
  });

  it('requires both names', () => {
    expect(validateProfile(values({ first_name: ' ', last_name: '', phone: '' }))).toEqual({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
    });
    expect(validateProfile(profileValues(user))).toEqual({});
  });

  it('sends only what changed, trimmed; an emptied phone as null', () => {
    expect(profileUpdate(user, profileValues(user))).toBeNull();
    expect(
      profileUpdate(user, values({ first_name: ' Ali ', last_name: 'Raza Khan', phone: '' })),
    ).toEqual({ last_name: 'Raza Khan' });
    expect(
      profileUpdate(
        user,
        values({ first_name: 'Ali', last_name: 'Raza', phone: ' +92 300 1234567 ' }),
      ),
    ).toEqual({ phone: '+92 300 1234567' });
    expect(
      profileUpdate(
        { ...user, phone: '+92 300' },
        values({ first_name: 'Ali', last_name: 'Raza', phone: '' }),
      ),
    ).toEqual({ phone: null });
  });

  it('sends the language for e-mails and messages only when it changed', () => {
    expect(profileUpdate(user, { ...profileValues(user), preferred_language: 'en' })).toEqual({
      preferred_language: 'en',
    });
    expect(profileUpdate(user, { ...profileValues(user), preferred_language: 'ur' })).toBeNull();
  });
});
