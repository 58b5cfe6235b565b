import { describe, expect, it } from 'vitest';
import { profileUpdate, profileValues, validateProfile } from './profileForm';

const user = { first_name: 'Ali', last_name: 'Raza', phone: null };

describe('profile form', () => {
  it('starts from the user, an absent phone as empty', () => {
    expect(profileValues(user)).toEqual({ first_name: 'Ali', last_name: 'Raza', phone: '' });
  });

  it('requires both names', () => {
    expect(validateProfile({ first_name: ' ', last_name: '', phone: '' })).toEqual({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
    });
    expect(validateProfile(profileValues(user))).toEqual({});
  });

  it('sends only what changed, trimmed; an emptied phone as null', () => {
    expect(profileUpdate(user, profileValues(user))).toBeNull();
    expect(profileUpdate(user, { first_name: ' Ali ', last_name: 'Raza Khan', phone: '' })).toEqual(
      { last_name: 'Raza Khan' },
    );
    expect(
      profileUpdate(user, { first_name: 'Ali', last_name: 'Raza', phone: ' +92 300 1234567 ' }),
    ).toEqual({ phone: '+92 300 1234567' });
    expect(
      profileUpdate(
        { ...user, phone: '+92 300' },
        { first_name: 'Ali', last_name: 'Raza', phone: '' },
      ),
    ).toEqual({ phone: null });
  });
});
