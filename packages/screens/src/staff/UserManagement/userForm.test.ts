import { describe, expect, it } from 'vitest';
import { bindMessages } from '../../messages/bind';
import { type StaffSource, staffSource } from '../../messages/staff';
import staffUr from '../../messages/staff.ur';
import { deactivateConfirmation } from './userForm';

const ayesha = {
  first_name: 'Ayesha',
  last_name: 'Khan',
  username: 'ayesha',
  is_superuser: false,
  user_role: 'teacher' as const,
  is_tenant_admin: false,
};
const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('deactivateConfirmation', () => {
  it('names the person and their role in English', () => {
    const { title, message } = deactivateConfirmation(
      ayesha,
      bindMessages('en', staffSource).users,
    );
    expect(strip(title)).toBe('Deactivate Ayesha Khan?');
    expect(strip(message)).toMatch(/^Ayesha Khan \(Teacher\) will no longer be able to sign in\./);
  });

  it('names them in Urdu, the Latin name isolated inside the right-to-left sentence', () => {
    const { title, message } = deactivateConfirmation(
      ayesha,
      bindMessages<StaffSource>('ur', staffUr).users,
    );
    expect(title).toBe('\u2068Ayesha Khan\u2069 کو غیر فعال کریں؟');
    expect(strip(message)).toContain('Ayesha Khan (استاد)');
  });

  it('falls back to the username without a name, and shows an admin as one', () => {
    const admin = { ...ayesha, first_name: '', last_name: '', user_role: 'admin' as const };
    const { title, message } = deactivateConfirmation(admin, bindMessages('en', staffSource).users);
    expect(strip(title)).toBe('Deactivate ayesha?');
    expect(strip(message)).toContain('ayesha (Admin)');
  });
});
