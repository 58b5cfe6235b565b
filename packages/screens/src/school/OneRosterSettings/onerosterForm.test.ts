import { describe, expect, it } from 'vitest';
import { clientNameProblem, restAddresses } from './onerosterForm';

describe('OneRoster settings rules', () => {
  it('refuses a client name of spaces only', () => {
    expect(clientNameProblem('   ')).toBe('required');
    expect(clientNameProblem(' Canvas ')).toBeNull();
  });

  it('names the token and API addresses on the site’s origin', () => {
    expect(restAddresses('https://iqbal.watni.pk')).toEqual({
      tokenUrl: 'https://iqbal.watni.pk/api/ims/oneroster/token',
      baseUrl: 'https://iqbal.watni.pk/api/ims/oneroster/rostering/v1p2',
    });
  });
});
