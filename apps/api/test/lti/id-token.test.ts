// The launch validator against an independent stand-in platform: the platform makes its own
// RSA key, publishes its own JWKS and signs id_tokens the way LTI Core 1.3 §5.3 and the 1EdTech
// Security Framework 1.0 §5.1.2 describe (claims shaped like the spec's resource-link example:
// message_type, version, deployment_id, target_link_uri, resource_link, roles, AGS endpoint).
// Each refusal below is one step of Security Framework §5.1.3 or one required LTI claim.
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AGS_CLAIM,
  DL_CLAIM,
  LaunchRejected,
  LTI_CLAIM,
  validateLaunchIdToken,
} from '../../src/domains/lti/id-token.js';

const ISSUER = 'https://platform.example.org';
const CLIENT_ID = 'watni-tool-client';
const DEPLOYMENT = 'deployment-1';
const registration = { issuer: ISSUER, clientId: CLIENT_ID, deploymentIds: [DEPLOYMENT] };

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let platformKey: Key;
let strangerKey: Key;
let platformJwks: { keys: JWK[] };

beforeAll(async () => {
  const platform = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  platformKey = platform.privateKey;
  strangerKey = stranger.privateKey;
  platformJwks = {
    keys: [
      { ...(await exportJWK(platform.publicKey)), kid: 'platform-1', alg: 'RS256', use: 'sig' },
    ],
  };
});

function launchClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nonce: 'nonce-1',
    name: 'Ayesha Khan',
    email: 'ayesha@example.org',
    [`${LTI_CLAIM}message_type`]: 'LtiResourceLinkRequest',
    [`${LTI_CLAIM}version`]: '1.3.0',
    [`${LTI_CLAIM}deployment_id`]: DEPLOYMENT,
    [`${LTI_CLAIM}target_link_uri`]: 'https://watni.example/lti/launch',
    [`${LTI_CLAIM}resource_link`]: { id: 'link-200d101f', title: 'Quiz 1' },
    [`${LTI_CLAIM}roles`]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
    [AGS_CLAIM]: {
      scope: [
        'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
        'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      ],
      lineitem: 'https://platform.example.org/lineitems/7',
      lineitems: 'https://platform.example.org/lineitems',
    },
    ...overrides,
  };
}

async function sign(
  claims: Record<string, unknown>,
  opts: {
    key?: Key;
    aud?: string | string[];
    iss?: string;
    iat?: number;
    exp?: number;
    sub?: string;
  } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'platform-1', typ: 'JWT' })
    .setIssuer(opts.iss ?? ISSUER)
    .setAudience(opts.aud ?? CLIENT_ID)
    .setSubject(opts.sub ?? 'platform-user-42')
    .setIssuedAt(opts.iat ?? now)
    .setExpirationTime(opts.exp ?? now + 300)
    .sign(opts.key ?? platformKey);
}

function nonceStore(issued: string[]) {
  const live = new Set(issued);
  return async (nonce: string) => live.delete(nonce);
}

async function rejection(idToken: string, consumeNonce = nonceStore(['nonce-1'])) {
  try {
    await validateLaunchIdToken({ idToken, registration, platformJwks, consumeNonce });
  } catch (error) {
    expect(error).toBeInstanceOf(LaunchRejected);
    return (error as LaunchRejected).detail;
  }
  throw new Error('launch was accepted');
}

describe('LTI 1.3 launch id_token', () => {
  it('accepts a resource link launch and reads user, roles and the AGS endpoint', async () => {
    const launch = await validateLaunchIdToken({
      idToken: await sign(launchClaims()),
      registration,
      platformJwks,
      consumeNonce: nonceStore(['nonce-1']),
    });
    expect(launch).toMatchObject({
      messageType: 'LtiResourceLinkRequest',
      deploymentId: DEPLOYMENT,
      subject: 'platform-user-42',
      resourceLinkId: 'link-200d101f',
      name: 'Ayesha Khan',
      ags: { lineitem: 'https://platform.example.org/lineitems/7' },
    });
  });

  it('refuses a second use of the same nonce (Security Framework §5.1.3 step 9)', async () => {
    const consume = nonceStore(['nonce-1']);
    await validateLaunchIdToken({
      idToken: await sign(launchClaims()),
      registration,
      platformJwks,
      consumeNonce: consume,
    });
    expect(await rejection(await sign(launchClaims()), consume)).toMatch(/nonce/);
  });

  it('refuses a token signed by a key not in the platform JWKS (step 1)', async () => {
    expect(await rejection(await sign(launchClaims(), { key: strangerKey }))).toMatch(
      /not signed by a key/,
    );
  });

  it('refuses another issuer (step 2) and another audience (step 3)', async () => {
    expect(await rejection(await sign(launchClaims(), { iss: 'https://evil.example' }))).toMatch(
      /"iss"/,
    );
    expect(await rejection(await sign(launchClaims(), { aud: 'other-tool' }))).toMatch(/"aud"/);
  });

  it('needs azp with several audiences, and azp must be our client_id (steps 4, 5)', async () => {
    const aud = [CLIENT_ID, 'other-tool'];
    expect(await rejection(await sign(launchClaims(), { aud }))).toMatch(/azp/);
    expect(await rejection(await sign(launchClaims({ azp: 'other-tool' }), { aud }))).toMatch(
      /azp/,
    );
    const ok = await validateLaunchIdToken({
      idToken: await sign(launchClaims({ azp: CLIENT_ID }), { aud }),
      registration,
      platformJwks,
      consumeNonce: nonceStore(['nonce-1']),
    });
    expect(ok.clientId).toBe(CLIENT_ID);
  });

  it('refuses an expired token and one issued too long ago (steps 7, 8)', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(
      await rejection(await sign(launchClaims(), { iat: now - 4000, exp: now - 3600 })),
    ).toMatch(/expired/);
    expect(
      await rejection(await sign(launchClaims(), { iat: now - 3600, exp: now + 300 })),
    ).toMatch(/"iat"/);
  });

  it('refuses a wrong version, message type, unknown deployment, missing resource link (LTI Core §5.3)', async () => {
    expect(await rejection(await sign(launchClaims({ [`${LTI_CLAIM}version`]: '1.1' })))).toMatch(
      /1\.3\.0/,
    );
    expect(
      await rejection(
        await sign(launchClaims({ [`${LTI_CLAIM}message_type`]: 'LtiSubmissionReviewRequest' })),
      ),
    ).toMatch(/message type/);
    expect(
      await rejection(await sign(launchClaims({ [`${LTI_CLAIM}deployment_id`]: 'deployment-9' }))),
    ).toMatch(/deployment/);
    expect(
      await rejection(await sign(launchClaims({ [`${LTI_CLAIM}resource_link`]: {} }))),
    ).toMatch(/resource_link/);
    expect(await rejection(await sign(launchClaims({ [`${LTI_CLAIM}roles`]: undefined })))).toMatch(
      /roles/,
    );
  });

  it('accepts a deep-linking request only with a return URL (Deep Linking 2.0 §4.4)', async () => {
    const base = {
      [`${LTI_CLAIM}message_type`]: 'LtiDeepLinkingRequest',
      [`${LTI_CLAIM}resource_link`]: undefined,
    };
    expect(await rejection(await sign(launchClaims(base)))).toMatch(/deep_link_return_url/);
    const launch = await validateLaunchIdToken({
      idToken: await sign(
        launchClaims({
          ...base,
          [`${DL_CLAIM}deep_linking_settings`]: {
            deep_link_return_url: 'https://platform.example.org/deep_links',
            accept_types: ['ltiResourceLink'],
            data: 'opaque-1',
          },
        }),
      ),
      registration,
      platformJwks,
      consumeNonce: nonceStore(['nonce-1']),
    });
    expect(launch).toMatchObject({
      deepLinkReturnUrl: 'https://platform.example.org/deep_links',
      deepLinkData: 'opaque-1',
    });
  });
});
