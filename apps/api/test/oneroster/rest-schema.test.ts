// Watni's OneRoster REST answers against the 1.2 Rostering binding's JSON shapes (required
// fields, enumerations, GUIDRefs, envelopes; fixtures/rostering-1p2-schemas.ts says where they
// were transcribed from). Every record of the demo school, in every collection and one by one,
// and the error payloads.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { IQBAL_ADMIN } from '../learning/helpers.js';
import {
  ACADEMIC_SESSION,
  CLASS,
  COURSE,
  ENROLLMENT,
  ORG,
  STATUS_INFO,
  setOf,
  singleOf,
  USER,
} from './fixtures/rostering-1p2-schemas.js';

const BASE = '/api/ims/oneroster/rostering/v1p2';
const COLLECTIONS = [
  ['orgs', 'org', ORG],
  ['academicSessions', 'academicSession', ACADEMIC_SESSION],
  ['courses', 'course', COURSE],
  ['classes', 'class', CLASS],
  ['users', 'user', USER],
  ['enrollments', 'enrollment', ENROLLMENT],
] as const;

let t: TestApp;
let token = '';
const ajv = new Ajv({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv) => void)(ajv);

beforeAll(async () => {
  t = await createTestApp();
  const made = await t.request({
    method: 'POST',
    url: '/api/school/oneroster/clients',
    token: await t.tokenFor(IQBAL_ADMIN),
    payload: { name: 'Conformance' },
  });
  const { client, client_secret } = made.json();
  const issued = await t.request({
    method: 'POST',
    url: '/api/ims/oneroster/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret,
    }).toString(),
  });
  token = issued.json().access_token;
});
afterAll(() => t.close());

function check(schema: object, value: unknown, what: string) {
  const validate = ajv.compile(schema);
  const ok = validate(value);
  expect(ok ? [] : validate.errors!.slice(0, 5), what).toEqual([]);
}

describe('OneRoster 1.2 REST answers match the binding’s schemas', () => {
  for (const [plural, single, schema] of COLLECTIONS) {
    it(`${plural}: the collection and each record`, async () => {
      const list = await t.request({ method: 'GET', url: `${BASE}/${plural}?limit=1000`, token });
      expect(list.statusCode, list.body).toBe(200);
      const body = list.json();
      check(setOf(plural, schema), body, plural);
      const items = body[plural] as { sourcedId: string }[];
      expect(items.length, plural).toBeGreaterThan(0);
      for (const item of items.slice(0, 25)) {
        const one = await t.request({
          method: 'GET',
          url: `${BASE}/${plural}/${encodeURIComponent(item.sourcedId)}`,
          token,
        });
        expect(one.statusCode).toBe(200);
        check(singleOf(single, schema), one.json(), `${plural}/${item.sourcedId}`);
      }
    });
  }

  it('refusals are imsx_StatusInfo', async () => {
    for (const [url, status, auth] of [
      [`${BASE}/users?filter=nonsense`, 400, true],
      [`${BASE}/users?fields=nonsense`, 400, true],
      [`${BASE}/users/no-such-user`, 404, true],
      [`${BASE}/users`, 401, false],
    ] as const) {
      const response = await t.request({ method: 'GET', url, ...(auth ? { token } : {}) });
      expect(response.statusCode, url).toBe(status);
      check(STATUS_INFO, response.json(), url);
    }
  });
});
