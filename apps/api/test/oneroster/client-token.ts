// A OneRoster client of a school and a bearer token for it, as a rostering system gets one:
// the school's administrator registers the client, then the client asks the token endpoint with
// the client-credentials grant (RFC 6749 section 4.4) for the scopes it names.
import { expect } from 'vitest';
import type { TestApp } from '../helpers/app.js';

export const ROSTER_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster.readonly';
export const DEMOGRAPHICS_SCOPE =
  'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-demographics.readonly';

/** A new client of `admin`'s school, and a token for `scope` (the endpoint's default when absent). */
export async function oneRosterToken(
  t: TestApp,
  admin: string,
  options: { name: string; scope?: string },
): Promise<string> {
  const made = await t.request({
    method: 'POST',
    url: '/api/school/oneroster/clients',
    token: await t.tokenFor(admin),
    payload: { name: options.name },
  });
  expect(made.statusCode, made.body).toBe(201);
  const { client, client_secret } = made.json() as {
    client: { client_id: string };
    client_secret: string;
  };
  const issued = await t.request({
    method: 'POST',
    url: '/api/ims/oneroster/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret,
      ...(options.scope ? { scope: options.scope } : {}),
    }).toString(),
  });
  expect(issued.statusCode, issued.body).toBe(200);
  if (options.scope) expect(issued.json().scope).toBe(options.scope);
  return (issued.json() as { access_token: string }).access_token;
}
