// OneRoster 1.2 REST over HTTP: a school admin's API clients (secret shown once, hashed, listed
// without it, revoked), the client credentials token endpoint (RFC 6749 sections 2.3.1, 4.4,
// 5.1, 5.2), the rostering reads (envelopes, paging with X-Total-Count and Link, sort, filter,
// fields, imsx_StatusInfo refusals) and the isolation of schools: Quaid's client reads nothing of
// Iqbal's, and a revoked or expired token is 401.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { IQBAL, IQBAL_ADMIN, IQBAL_TEACHER, QUAID, QUAID_ADMIN } from '../learning/helpers.js';

const SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster.readonly';
const BASE = '/api/ims/oneroster/rostering/v1p2';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function makeClient(admin: string, name = 'SIS sync') {
  const response = await t.request({
    method: 'POST',
    url: '/api/school/oneroster/clients',
    token: await t.tokenFor(admin),
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    client: { id: number; client_id: string; name: string };
    client_secret: string;
  };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function tokenOf(client: { client: { client_id: string }; client_secret: string }) {
  const response = await t.request({
    method: 'POST',
    url: '/api/ims/oneroster/token',
    headers: { ...FORM, authorization: basic(client.client.client_id, client.client_secret) },
    payload: form({ grant_type: 'client_credentials', scope: SCOPE }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { access_token: string }).access_token;
}

const read = (url: string, token?: string) =>
  t.request({ method: 'GET', url: `${BASE}${url}`, ...(token ? { token } : {}) });

describe('API clients', () => {
  it('shows the secret once, keeps only its hash, lists without it, audits', async () => {
    const made = await makeClient(IQBAL_ADMIN, '  Canvas   roster  ');
    expect(made.client.name).toBe('Canvas roster');
    expect(made.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.client.client_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const stored = await t.query(async (tx) => {
      const result = (await tx.execute(
        sql`select secret_hash from oneroster_clients where client_id = ${made.client.client_id}`,
      )) as unknown as { rows: { secret_hash: string }[] };
      return result.rows[0]!.secret_hash;
    });
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(made.client_secret);

    const listed = await t.request({
      method: 'GET',
      url: '/api/school/oneroster/clients',
      token: await t.tokenFor(IQBAL_ADMIN),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(made.client_secret);
    expect(listed.json().items.map((c: { id: number }) => c.id)).toContain(made.client.id);

    const audited = await t.query(async (tx) => {
      const result = (await tx.execute(
        sql`select action from audit_log where entity_type = 'oneroster_client'
              and entity_id = ${made.client.id}`,
      )) as unknown as { rows: { action: string }[] };
      return result.rows.map((r) => r.action);
    });
    expect(audited).toEqual(['oneroster.client_created']);
  });

  it('is for school administrators only; a blank name is 422', async () => {
    const asTeacher = await t.request({
      method: 'POST',
      url: '/api/school/oneroster/clients',
      token: await t.tokenFor(IQBAL_TEACHER),
      payload: { name: 'x' },
    });
    expect(asTeacher.statusCode).toBe(403);
    const blank = await t.request({
      method: 'POST',
      url: '/api/school/oneroster/clients',
      token: await t.tokenFor(IQBAL_ADMIN),
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe('Give the API client a name.');
  });

  it("cannot revoke another school's client (404)", async () => {
    const quaids = await makeClient(QUAID_ADMIN, 'Quaid tool');
    const response = await t.request({
      method: 'DELETE',
      url: `/api/school/oneroster/clients/${quaids.client.id}`,
      token: await t.tokenFor(IQBAL_ADMIN),
    });
    expect(response.statusCode).toBe(404);
    expect(await tokenOf(quaids)).toBeTruthy();
  });
});

describe('token endpoint', () => {
  it('issues a bearer token by HTTP Basic or by body credentials, not cached', async () => {
    const client = await makeClient(IQBAL_ADMIN);
    const byBasic = await t.request({
      method: 'POST',
      url: '/api/ims/oneroster/token',
      headers: { ...FORM, authorization: basic(client.client.client_id, client.client_secret) },
      payload: form({ grant_type: 'client_credentials' }),
    });
    expect(byBasic.statusCode, byBasic.body).toBe(200);
    expect(byBasic.headers['cache-control']).toBe('no-store');
    const body = byBasic.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: SCOPE,
    });
    const byBody = await t.request({
      method: 'POST',
      url: '/api/ims/oneroster/token',
      headers: FORM,
      payload: form({
        grant_type: 'client_credentials',
        client_id: client.client.client_id,
        client_secret: client.client_secret,
        scope: `${SCOPE} https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly`,
        unknown_parameter: 'ignored',
      }),
    });
    expect(byBody.statusCode, byBody.body).toBe(200);
  });

  it('refuses as RFC 6749 section 5.2 says', async () => {
    const client = await makeClient(IQBAL_ADMIN);
    const ask = (payload: Record<string, string>, authorization?: string) =>
      t.request({
        method: 'POST',
        url: '/api/ims/oneroster/token',
        headers: { ...FORM, ...(authorization ? { authorization } : {}) },
        payload: form(payload),
      });
    const wrong = await ask(
      { grant_type: 'client_credentials' },
      basic(client.client.client_id, 'not-the-secret'),
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic realm="oneroster"/);
    expect(wrong.json().error).toBe('invalid_client');
    expect((await ask({ grant_type: 'client_credentials' })).json().error).toBe('invalid_client');

    const auth = basic(client.client.client_id, client.client_secret);
    const grant = await ask({ grant_type: 'password' }, auth);
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error).toBe('unsupported_grant_type');
    const missing = await ask({}, auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_request');
    const scope = await ask(
      {
        grant_type: 'client_credentials',
        scope: 'https://purl.imsglobal.org/spec/or/v1p2/scope/gradebook.createput',
      },
      auth,
    );
    expect(scope.statusCode).toBe(400);
    expect(scope.json().error).toBe('invalid_scope');
    const both = await ask(
      {
        grant_type: 'client_credentials',
        client_id: client.client.client_id,
        client_secret: client.client_secret,
      },
      auth,
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe('invalid_request');
  });

  it('takes only form bodies', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/api/ims/oneroster/token',
      payload: { grant_type: 'client_credentials' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('rostering reads', () => {
  let token = '';
  beforeAll(async () => {
    token = await tokenOf(await makeClient(IQBAL_ADMIN));
  });

  it('answers the school as the binding’s envelopes', async () => {
    const orgs = await read('/orgs', token);
    expect(orgs.statusCode, orgs.body).toBe(200);
    expect(orgs.json()).toEqual({
      orgs: [
        expect.objectContaining({
          sourcedId: `org-${IQBAL}`,
          status: 'active',
          type: 'school',
          dateLastModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        }),
      ],
    });
    expect(orgs.headers['x-total-count']).toBe('1');
    const one = await read(`/orgs/org-${IQBAL}`, token);
    expect(one.json().org.sourcedId).toBe(`org-${IQBAL}`);

    const users = (await read('/users?limit=1000', token)).json().users as {
      sourcedId: string;
      roles: { role: string; org: { sourcedId: string; type: string; href: string } }[];
    }[];
    const student = users.find((u) => u.roles[0]!.role === 'student')!;
    expect(student.roles[0]!.org).toEqual({
      href: expect.stringMatching(
        new RegExp(`/api/ims/oneroster/rostering/v1p2/orgs/org-${IQBAL}$`),
      ),
      sourcedId: `org-${IQBAL}`,
      type: 'org',
    });
    const fetched = await read(`/users/${student.sourcedId}`, token);
    expect(fetched.json().user.sourcedId).toBe(student.sourcedId);
  });

  it('pages with limit and offset, X-Total-Count and Link', async () => {
    const all = await read('/users?limit=1000', token);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(all.json().users.length);
    expect(total).toBeGreaterThan(3);
    const page = await read('/users?limit=2&offset=2', token);
    expect(page.json().users.map((u: { sourcedId: string }) => u.sourcedId)).toEqual(
      all
        .json()
        .users.slice(2, 4)
        .map((u: { sourcedId: string }) => u.sourcedId),
    );
    expect(page.headers['x-total-count']).toBe(String(total));
    const link = String(page.headers.link);
    expect(link).toContain('limit=2&offset=0>; rel="first"');
    expect(link).toContain('limit=2&offset=0>; rel="prev"');
    expect(link).toContain('limit=2&offset=4>; rel="next"');
    expect(link).toMatch(/rel="last"/);
    expect((await read('/users', token)).json().users.length).toBe(Math.min(100, total));
    expect((await read('/users?limit=1001', token)).statusCode).toBe(422);
  });

  it('filters, sorts and selects fields', async () => {
    const students = await read(
      `/users?limit=1000&filter=${encodeURIComponent("roles.role='student'")}`,
      token,
    );
    expect(students.statusCode, students.body).toBe(200);
    const list = students.json().users as { roles: { role: string }[]; familyName: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((u) => u.roles.some((r) => r.role === 'student'))).toBe(true);
    expect(students.headers['x-total-count']).toBe(String(list.length));

    const either = await read(
      `/enrollments?limit=1000&filter=${encodeURIComponent("role='teacher' OR primary='true'")}`,
      token,
    );
    expect(either.json().enrollments.every((e: { role: string }) => e.role === 'teacher')).toBe(
      true,
    );

    const sorted = await read('/users?limit=1000&sort=familyName&orderBy=desc', token);
    const names = sorted.json().users.map((u: { familyName: string }) => u.familyName);
    expect(names).toEqual([...names].sort().reverse());

    const picked = await read('/users?limit=2&fields=sourcedId,givenName', token);
    for (const u of picked.json().users)
      expect(Object.keys(u).sort()).toEqual(['givenName', 'sourcedId']);
  });

  it('refuses what it cannot apply with the binding’s imsx_StatusInfo (400)', async () => {
    for (const [query, minor] of [
      [`filter=${encodeURIComponent("shoeSize='9'")}`, 'invalid_filter_field'],
      [`filter=${encodeURIComponent('givenName=Ali')}`, 'invalid_filter_field'],
      [
        `filter=${encodeURIComponent("givenName='A' AND familyName='B' OR email='c'")}`,
        'invalid_filter_field',
      ],
      ['fields=sourcedId,password', 'invalid_selection_field'],
      ['sort=shoeSize', 'invalid_selection_field'],
    ] as const) {
      const response = await read(`/users?${query}`, token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({
        imsx_codeMajor: 'failure',
        imsx_severity: 'error',
        imsx_description: expect.any(String),
        imsx_CodeMinor: {
          imsx_codeMinorField: [
            { imsx_codeMinorFieldName: 'TargetEndSystem', imsx_codeMinorFieldValue: minor },
          ],
        },
      });
    }
    const unknown = await read('/classes/section-999999', token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().imsx_CodeMinor.imsx_codeMinorField[0].imsx_codeMinorFieldValue).toBe(
      'unknownobject',
    );
  });

  it('takes only a client token: none, a user’s, a revoked or an expired one is 401', async () => {
    const none = await read('/orgs');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="oneroster"');
    expect(none.json().imsx_CodeMinor.imsx_codeMinorField[0].imsx_codeMinorFieldValue).toBe(
      'unauthorisedrequest',
    );
    const userToken = await read('/orgs', await t.tokenFor(IQBAL_ADMIN));
    expect(userToken.statusCode).toBe(401);
    expect(userToken.headers['www-authenticate']).toContain('error="invalid_token"');

    const client = await makeClient(IQBAL_ADMIN, 'Soon revoked');
    const doomed = await tokenOf(client);
    expect((await read('/orgs', doomed)).statusCode).toBe(200);
    const revoked = await t.request({
      method: 'DELETE',
      url: `/api/school/oneroster/clients/${client.client.id}`,
      token: await t.tokenFor(IQBAL_ADMIN),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await read('/orgs', doomed)).statusCode).toBe(401);
    const again = await t.request({
      method: 'POST',
      url: '/api/ims/oneroster/token',
      headers: { ...FORM, authorization: basic(client.client.client_id, client.client_secret) },
      payload: form({ grant_type: 'client_credentials' }),
    });
    expect(again.statusCode).toBe(401);

    const aging = await tokenOf(await makeClient(IQBAL_ADMIN, 'Aging'));
    await t.query(async (tx) => {
      await tx.execute(
        sql`update oneroster_tokens set expires_at = now() - interval '1 second'
            where expires_at > now() + interval '3500 seconds'`,
      );
    });
    expect((await read('/orgs', aging)).statusCode).toBe(401);
  });
});

describe('isolation of schools', () => {
  it("Quaid's client reads only Quaid: none of Iqbal's rows, Iqbal's sourcedIds 404", async () => {
    const iqbal = await tokenOf(await makeClient(IQBAL_ADMIN));
    const quaid = await tokenOf(await makeClient(QUAID_ADMIN));
    for (const collection of [
      'orgs',
      'academicSessions',
      'courses',
      'classes',
      'users',
      'enrollments',
    ]) {
      const mine = (await read(`/${collection}?limit=1000`, iqbal)).json()[collection] as {
        sourcedId: string;
      }[];
      const theirs = (await read(`/${collection}?limit=1000`, quaid)).json()[collection] as {
        sourcedId: string;
      }[];
      expect(mine.length, collection).toBeGreaterThan(0);
      const quaidIds = new Set(theirs.map((o) => o.sourcedId));
      expect(
        mine.filter((o) => quaidIds.has(o.sourcedId)),
        collection,
      ).toEqual([]);
      const one = await read(`/${collection}/${encodeURIComponent(mine[0]!.sourcedId)}`, quaid);
      expect(one.statusCode, collection).toBe(404);
    }
    const orgs = (await read('/orgs', quaid)).json().orgs;
    expect(orgs.map((o: { sourcedId: string }) => o.sourcedId)).toEqual([`org-${QUAID}`]);
    // The typed and nested reads: Iqbal's records in the path are unknown to Quaid's client.
    const iqbalClass = (await read('/classes?limit=1', iqbal)).json().classes[0].sourcedId;
    const iqbalStudent = (await read('/students?limit=1', iqbal)).json().users[0].sourcedId;
    for (const path of [
      `/schools/org-${IQBAL}`,
      `/schools/org-${IQBAL}/classes`,
      `/schools/org-${IQBAL}/students`,
      `/schools/org-${QUAID}/classes/${iqbalClass}/students`,
      `/classes/${iqbalClass}/students`,
      `/students/${iqbalStudent}`,
      `/students/${iqbalStudent}/classes`,
      `/users/${iqbalStudent}/classes`,
    ]) {
      const response = await read(path, quaid);
      expect(response.statusCode, path).toBe(404);
    }
    const students = (await read('/students?limit=1000', quaid)).json().users as {
      sourcedId: string;
    }[];
    expect(students.map((u) => u.sourcedId)).not.toContain(iqbalStudent);
  });
});
