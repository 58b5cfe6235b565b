// Done-when test of the LTI 1.3 Tool (docs/lti.md): an independent stand-in platform
// (test/helpers/lti-platform.ts) registers Watni, sends a learner through OIDC login initiation
// (1EdTech Security Framework 1.0 §5.1.1), posts a signed id_token to the launch URL, the learner
// is signed in and opens the quiz, submits it, and the platform receives the score on its line
// item's /scores endpoint (AGS 2.0 §3.4) with a token it issued for the tool's signed assertion.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { ltiAccounts } from '../../src/db/schema/lti.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type StandInPlatform, startStandInPlatform } from '../helpers/lti-platform.js';
import { until } from '../helpers/until.js';
import { CAPITAL_QUESTION, IQBAL_ADMIN, IQBAL_TEACHER, QUAID_ADMIN } from '../learning/helpers.js';

let t: TestApp;
let platform: StandInPlatform;
let publicId = '';
let registrationId = 0;
let quizId = 0;
let questionId = 0;

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

beforeAll(async () => {
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 1, retryDelay: 1 } });
  platform = await startStandInPlatform();
  const teacher = await t.tokenFor(IQBAL_TEACHER);
  const courses = (await t.request({ method: 'GET', url: '/api/courses/', token: teacher })).json()
    .items as { id: number; is_published: boolean }[];
  const course = courses.find((item) => item.is_published)!;
  const created = await t.request({
    method: 'POST',
    url: '/api/assessments/',
    token: teacher,
    payload: {
      course_id: course.id,
      title: 'LTI quiz',
      assessment_type: 'quiz',
      passing_score: 50,
      is_published: true,
      questions: [{ ...CAPITAL_QUESTION, points: 1 }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  quizId = created.json().id;
  questionId = created.json().questions[0].id;
});
afterAll(async () => {
  await platform?.close();
  await t?.close();
});

async function register(token: string) {
  return t.request({
    method: 'POST',
    url: '/api/school/lti/platforms',
    token,
    payload: {
      name: 'Stand-in LMS',
      issuer: platform.issuer,
      client_id: platform.clientId,
      deployment_ids: [platform.deploymentId],
      auth_login_url: platform.authUrl,
      token_url: platform.tokenUrl,
      jwks_url: platform.jwksUrl,
    },
  });
}

/** Login initiation → the platform's authorization endpoint → the form post to the launch URL. */
async function launch(sub: string, target = `watni_quiz=${quizId}`) {
  const targetLinkUri = `${t.config.publicUrl}/api/lti/${publicId}/launch?${target}`;
  const login = await t.request({
    method: 'GET',
    url: `/api/lti/${publicId}/login?${new URLSearchParams({
      iss: platform.issuer,
      login_hint: `hint-${sub}`,
      target_link_uri: targetLinkUri,
      lti_message_hint: 'resource-link-200',
      lti_deployment_id: platform.deploymentId,
      client_id: platform.clientId,
    })}`,
  });
  expect(login.statusCode, login.body).toBe(302);
  const auth = new URL(login.headers.location as string);
  // What the platform's authorization endpoint checks (Security Framework §5.1.1.2).
  expect(`${auth.origin}${auth.pathname}`).toBe(platform.authUrl);
  expect(auth.searchParams.get('scope')).toBe('openid');
  expect(auth.searchParams.get('response_type')).toBe('id_token');
  expect(auth.searchParams.get('response_mode')).toBe('form_post');
  expect(auth.searchParams.get('prompt')).toBe('none');
  expect(auth.searchParams.get('client_id')).toBe(platform.clientId);
  expect(auth.searchParams.get('login_hint')).toBe(`hint-${sub}`);
  expect(auth.searchParams.get('lti_message_hint')).toBe('resource-link-200');
  const redirectUri = auth.searchParams.get('redirect_uri')!;
  expect(redirectUri).toBe(`${t.config.publicUrl}/api/lti/${publicId}/launch`);
  const state = auth.searchParams.get('state')!;
  const nonce = auth.searchParams.get('nonce')!;
  expect(state.length).toBeGreaterThan(20);
  expect(nonce.length).toBeGreaterThan(20);
  const idToken = await platform.idToken({ nonce, sub, targetLinkUri });
  const posted = await t.request({
    method: 'POST',
    url: new URL(redirectUri).pathname,
    ...form({ id_token: idToken, state }),
  });
  return { posted, state, idToken };
}

/** An instructor's deep-linking launch, as far as the picker's one-time code. */
async function instructorDeepLinkCode(returnUrl: string): Promise<string> {
  const targetLinkUri = `${t.config.publicUrl}/api/lti/${publicId}/launch`;
  const login = await t.request({
    method: 'POST',
    url: `/api/lti/${publicId}/login`,
    ...form({ iss: platform.issuer, login_hint: 'teacher-2', target_link_uri: targetLinkUri }),
  });
  const auth = new URL(login.headers.location as string);
  const posted = await t.request({
    method: 'POST',
    url: `/api/lti/${publicId}/launch`,
    ...form({
      id_token: await platform.idToken({
        nonce: auth.searchParams.get('nonce')!,
        sub: 'teacher-2',
        targetLinkUri,
        deepLinkReturnUrl: returnUrl,
        roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
      }),
      state: auth.searchParams.get('state')!,
    }),
  });
  expect(posted.statusCode, posted.body).toBe(302);
  return new URLSearchParams(new URL(posted.headers.location as string).hash.slice(1)).get('code')!;
}

describe('LTI 1.3 launch to AGS score, end to end', () => {
  it('lets the school admin register the platform and publishes the tool key set', async () => {
    expect((await register(await t.tokenFor(IQBAL_TEACHER))).statusCode).toBe(403);
    const made = await register(await t.tokenFor(IQBAL_ADMIN));
    expect(made.statusCode, made.body).toBe(201);
    const body = made.json();
    registrationId = body.id;
    publicId = new URL(body.tool.login_url).pathname.split('/')[3]!;
    expect(body.tool.launch_url).toBe(`${t.config.publicUrl}/api/lti/${publicId}/launch`);
    expect((await register(await t.tokenFor(IQBAL_ADMIN))).statusCode).toBe(409);
    const jwks = await t.request({ method: 'GET', url: `/api/lti/${publicId}/jwks` });
    expect(jwks.statusCode).toBe(200);
    const keys = jwks.json();
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]).not.toHaveProperty('d'); // never the private half
    platform.trustToolKeys(keys);
    const listed = await t.request({
      method: 'GET',
      url: '/api/school/lti/platforms',
      token: await t.tokenFor(IQBAL_ADMIN),
    });
    expect(listed.json().items.map((p: { id: number }) => p.id)).toEqual([registrationId]);
    const other = await t.request({
      method: 'GET',
      url: '/api/school/lti/platforms',
      token: await t.tokenFor(QUAID_ADMIN),
    });
    expect(other.json().items).toEqual([]);
    const [row] = await t.query((tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, 'lti.platform_registered')),
    );
    expect(row?.entity_id).toBe(registrationId);
  });

  it('launches, signs the learner in, opens and submits the quiz; the platform gets the score', async () => {
    const { posted } = await launch('lms-user-42');
    expect(posted.statusCode, posted.body).toBe(302);
    const next = new URL(posted.headers.location as string);
    expect(next.pathname).toBe('/lti/continue');
    const code = new URLSearchParams(next.hash.slice(1)).get('code')!;
    const signIn = await t.request({ method: 'POST', url: '/api/lti/sign-in', payload: { code } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().target).toBe(`/assessments/${quizId}/take`);
    const token = signIn.json().tokens.access_token as string;
    // The code is spent.
    const again = await t.request({ method: 'POST', url: '/api/lti/sign-in', payload: { code } });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/already used/);

    const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.json()).toMatchObject({ first_name: 'Ayesha', last_name: 'Khan' });
    const open = await t.request({ method: 'GET', url: `/api/assessments/${quizId}`, token });
    expect(open.statusCode, open.body).toBe(200);
    const submitted = await t.request({
      method: 'POST',
      url: `/api/assessments/${quizId}/submit`,
      token,
      payload: { answers: { [String(questionId)]: 'B' } },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);

    const received = await until('the platform to receive the score', async () =>
      platform.scores.find((s) => s.score.userId === 'lms-user-42'),
    );
    expect(platform.refusals).toEqual([]);
    expect(received.contentType).toBe('application/vnd.ims.lis.v1.score+json');
    expect(received.score).toMatchObject({
      userId: 'lms-user-42',
      scoreGiven: 1,
      scoreMaximum: 1,
      activityProgress: 'Submitted',
      gradingProgress: 'FullyGraded',
    });
    expect(new Date(received.score.timestamp as string).getTime()).not.toBeNaN();
  });

  it('links the same platform user to the same account on the next launch', async () => {
    const { posted } = await launch('lms-user-42');
    expect(posted.statusCode, posted.body).toBe(302);
    const accounts = await t.query((tx) =>
      tx.select().from(ltiAccounts).where(eq(ltiAccounts.subject, 'lms-user-42')),
    );
    expect(accounts).toHaveLength(1);
  });

  it('retries the score post while the platform answers 503', async () => {
    platform.failScores(2);
    const { posted } = await launch('lms-user-77');
    const code = new URLSearchParams(new URL(posted.headers.location as string).hash.slice(1)).get(
      'code',
    )!;
    const token = (
      await t.request({ method: 'POST', url: '/api/lti/sign-in', payload: { code } })
    ).json().tokens.access_token as string;
    const submitted = await t.request({
      method: 'POST',
      url: `/api/assessments/${quizId}/submit`,
      token,
      payload: { answers: { [String(questionId)]: 'A' } },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const received = await until('the retried score', async () =>
      platform.scores.find((s) => s.score.userId === 'lms-user-77'),
    );
    expect(received.score).toMatchObject({ scoreGiven: 0, scoreMaximum: 1 });
  });

  it('refuses a replayed state, a foreign issuer and an unknown registration with a detail', async () => {
    const first = await launch('lms-user-99');
    expect(first.posted.statusCode).toBe(302);
    const replay = await t.request({
      method: 'POST',
      url: `/api/lti/${publicId}/launch`,
      ...form({ id_token: first.idToken, state: first.state }),
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toMatch(/state/);

    const foreign = await t.request({
      method: 'GET',
      url: `/api/lti/${publicId}/login?${new URLSearchParams({
        iss: 'https://elsewhere.example.org',
        login_hint: 'x',
        target_link_uri: `${t.config.publicUrl}/x`,
      })}`,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail).toMatch(/iss/);

    const offsite = await t.request({
      method: 'POST',
      url: `/api/lti/${publicId}/login`,
      ...form({ iss: platform.issuer, login_hint: 'x', target_link_uri: 'https://evil.example/' }),
    });
    expect(offsite.statusCode).toBe(422);
    expect(offsite.json().detail).toMatch(/target_link_uri/);

    const unknown = await t.request({ method: 'GET', url: '/api/lti/AAAAAAAAAAAAAAAAAAAA/jwks' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBeTruthy();
  });

  it('answers a deep-linking request with a signed LtiDeepLinkingResponse for the picked quiz', async () => {
    const returnUrl = `${platform.issuer}/deep-link-return`;
    const targetLinkUri = `${t.config.publicUrl}/api/lti/${publicId}/launch`;
    const login = await t.request({
      method: 'POST',
      url: `/api/lti/${publicId}/login`,
      ...form({ iss: platform.issuer, login_hint: 'teacher-1', target_link_uri: targetLinkUri }),
    });
    expect(login.statusCode, login.body).toBe(302);
    const auth = new URL(login.headers.location as string);
    const learnerTry = await t.request({
      method: 'POST',
      url: `/api/lti/${publicId}/launch`,
      ...form({
        id_token: await platform.idToken({
          nonce: auth.searchParams.get('nonce')!,
          sub: 'teacher-1',
          targetLinkUri,
          deepLinkReturnUrl: returnUrl,
        }),
        state: auth.searchParams.get('state')!,
      }),
    });
    expect(learnerTry.statusCode).toBe(403); // a learner may not pick content
    const again = new URL(
      (
        await t.request({
          method: 'GET',
          url: `/api/lti/${publicId}/login?${new URLSearchParams({
            iss: platform.issuer,
            login_hint: 'teacher-1',
            target_link_uri: targetLinkUri,
          })}`,
        })
      ).headers.location as string,
    );
    const posted = await t.request({
      method: 'POST',
      url: `/api/lti/${publicId}/launch`,
      ...form({
        id_token: await platform.idToken({
          nonce: again.searchParams.get('nonce')!,
          sub: 'teacher-1',
          targetLinkUri,
          deepLinkReturnUrl: returnUrl,
          roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
        }),
        state: again.searchParams.get('state')!,
      }),
    });
    expect(posted.statusCode, posted.body).toBe(302);
    const next = new URL(posted.headers.location as string);
    expect(next.pathname).toBe('/lti/deep-link');
    const code = new URLSearchParams(next.hash.slice(1)).get('code')!;
    const items = await t.request({
      method: 'POST',
      url: '/api/lti/deep-link/items',
      payload: { code },
    });
    expect(items.statusCode, items.body).toBe(200);
    expect(items.json().items.map((i: { quiz_id: number }) => i.quiz_id)).toContain(quizId);
    const answer = await t.request({
      method: 'POST',
      url: '/api/lti/deep-link/response',
      payload: { code, quiz_id: quizId },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().return_url).toBe(returnUrl);
    const payload = await platform.readDeepLinkResponse(answer.json().jwt);
    expect(payload['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe(
      'platform-opaque-data-1',
    );
    const [item] = payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
      type: string;
      url: string;
      custom: Record<string, string>;
    }[];
    expect(item).toMatchObject({ type: 'ltiResourceLink', custom: { watni_quiz: String(quizId) } });
    const spent = await t.request({
      method: 'POST',
      url: '/api/lti/deep-link/response',
      payload: { code, quiz_id: quizId },
    });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().detail).toMatch(/already answered/);
  });

  it("carries a browser's pick back to the platform: a page that posts JWT under its own policy", async () => {
    const returnUrl = `${platform.issuer}/deep-link-return`;
    const code = await instructorDeepLinkCode(returnUrl);
    const page = await t.request({
      method: 'POST',
      url: '/api/lti/deep-link/return',
      ...form({ code, quiz_id: String(quizId) }),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`form-action ${platform.issuer}`);
    expect(policy).not.toContain("'self'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain(`<form id="return" method="post" action="${returnUrl}">`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const payload = await platform.readDeepLinkResponse(jwt);
    const [item] = payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
      custom: Record<string, string>;
    }[];
    expect(item?.custom).toEqual({ watni_quiz: String(quizId) });
    // Spent: a second post (the back button) returns to the picker's failed state.
    const again = await t.request({
      method: 'POST',
      url: '/api/lti/deep-link/return',
      ...form({ code, quiz_id: String(quizId) }),
    });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/lti/deep-link?failed=1');
  });

  it('lets the admin remove the registration, audited; its URLs then answer 404', async () => {
    const other = await t.request({
      method: 'DELETE',
      url: `/api/school/lti/platforms/${registrationId}`,
      token: await t.tokenFor(QUAID_ADMIN),
    });
    expect(other.statusCode).toBe(404);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/school/lti/platforms/${registrationId}`,
      token: await t.tokenFor(IQBAL_ADMIN),
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/lti/${publicId}/jwks` })).statusCode).toBe(
      404,
    );
  });
});
