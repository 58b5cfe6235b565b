// An independent stand-in LTI 1.3 platform (an LMS), built from what the 1EdTech specs publish,
// not from the tool's adapter: its own RSA key and JWKS, id_tokens signed with jose's SignJWT
// with the claims of LTI Core 1.3 (message_type, version, deployment_id, target_link_uri,
// resource_link, roles, custom, the AGS endpoint claim), an OAuth 2 token endpoint for the
// client-credentials grant with a JWT client assertion (1EdTech Security Framework 1.0 §4.1,
// RFC 7523: iss = sub = client_id, aud = the token URL, verified with the tool's JWKS), and a
// line item's /scores endpoint (AGS 2.0 §3.4) that demands the Bearer token it issued and the
// media type application/vnd.ims.lis.v1.score+json. Listens on 127.0.0.1 over plain http (the
// test configuration lets the outbound guard reach it, as for the SMS/WhatsApp stand-ins).
// For a browser it is also the authorization endpoint (form_post answer) and a deep_link_return_url.
// The parameters it sends and demands match those 1EdTech's own LTI Reference Implementation
// platform lists on its public pages (lti-ri.imsglobal.org .../login_initiations: response_type
// id_token, response_mode form_post, scope openid, prompt none, state, nonce, login_hint,
// lti_message_hint; .../deep_links: iss, login_hint, target_link_uri, lti_message_hint,
// lti_deployment_id, client_id). That reference platform is a hosted service, not a library, and
// cannot be run here.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWK,
  jwtVerify,
  SignJWT,
} from 'jose';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const SCORE_TYPE = 'application/vnd.ims.lis.v1.score+json';

export interface ReceivedScore {
  lineitem: string;
  contentType: string;
  score: Record<string, unknown>;
}

export interface LaunchOptions {
  nonce: string;
  sub: string;
  targetLinkUri: string;
  custom?: Record<string, string>;
  roles?: string[];
  name?: string;
  /** A Deep Linking 2.0 request (LtiDeepLinkingRequest) instead of a resource link launch. */
  deepLinkReturnUrl?: string;
}

export interface StandInPlatform {
  issuer: string;
  clientId: string;
  deploymentId: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  lineitem: string;
  /** The tool's JWKS, as an LMS admin pastes or fetches it at registration. */
  trustToolKeys(jwks: JSONWebKeySet): void;
  /** The id_token the platform's authorization endpoint would post for this request. */
  idToken(options: LaunchOptions): Promise<string>;
  /** Checks a posted LtiDeepLinkingResponse the way the platform does, with the tool's JWKS. */
  readDeepLinkResponse(jwt: string): Promise<Record<string, unknown>>;
  /**
   * What the platform's authorization endpoint (`authUrl`, for a browser) answers for a login
   * whose lti_message_hint is `hint`: an id_token for these options, form-posted.
   */
  expectLaunch(hint: string, options: Omit<LaunchOptions, 'nonce'>): void;
  /** Deep-linking responses a browser posted to `deepLinkReturnUrl`, verified. */
  deepLinkResponses: Record<string, unknown>[];
  /** Where a browser posts the deep-linking response (a `deep_link_return_url`). */
  deepLinkReturnUrl: string;
  /** Token requests refused, with why (a check of the stand-in failed). */
  refusals: string[];
  scores: ReceivedScore[];
  /** The next N score posts answer 503 (the tool must retry). */
  failScores(count: number): void;
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStandInPlatform(): Promise<StandInPlatform> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = `platform-${randomBytes(4).toString('hex')}`;
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const clientId = `watni-tool-${randomBytes(4).toString('hex')}`;
  const deploymentId = 'deployment-1';
  const tokens = new Set<string>();
  const refusals: string[] = [];
  const scores: ReceivedScore[] = [];
  let toolKeys: JSONWebKeySet | null = null;
  let failing = 0;
  let base = '';
  const launches = new Map<string, Omit<LaunchOptions, 'nonce'>>();
  const deepLinkResponses: Record<string, unknown>[] = [];
  let platform: StandInPlatform | null = null;

  const server: Server = createServer((request, response) => {
    const send = (status: number, value: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(typeof value === 'string' ? value : JSON.stringify(value));
    };
    const url = new URL(request.url ?? '/', base);
    void (async () => {
      // The authorization endpoint a browser is sent to (Security Framework 1.0 §5.1.1.2, OIDC
      // Core §3.1.2.1) answers with the OAuth 2.0 Form Post Response Mode: an HTML form that
      // posts id_token and state to the redirect_uri and submits itself.
      if (request.method === 'GET' && url.pathname === '/auth') {
        const q = url.searchParams;
        const launch = launches.get(q.get('lti_message_hint') ?? '');
        const wrong = [
          q.get('scope') !== 'openid' && 'scope',
          q.get('response_type') !== 'id_token' && 'response_type',
          q.get('response_mode') !== 'form_post' && 'response_mode',
          q.get('prompt') !== 'none' && 'prompt',
          q.get('client_id') !== clientId && 'client_id',
          !q.get('nonce') && 'nonce',
          !q.get('redirect_uri') && 'redirect_uri',
          !launch && 'lti_message_hint',
        ].filter(Boolean);
        if (wrong.length > 0 || !launch || !platform) {
          refusals.push(`authorization request: ${wrong.join(', ')}`);
          return send(400, `Refused: ${wrong.join(', ')}`, 'text/plain');
        }
        const idToken = await platform.idToken({ ...launch, nonce: q.get('nonce')! });
        const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        return send(
          200,
          `<!doctype html><html><body><form id="f" method="post" action="${attr(q.get('redirect_uri')!)}">` +
            `<input type="hidden" name="id_token" value="${attr(idToken)}">` +
            `<input type="hidden" name="state" value="${attr(q.get('state') ?? '')}">` +
            '</form><script>document.getElementById("f").submit()</script></body></html>',
          'text/html',
        );
      }
      // The deep_link_return_url: the browser posts the tool's response as JWT (Deep Linking 2.0).
      if (request.method === 'POST' && url.pathname === '/deep-link-return') {
        const jwt = new URLSearchParams(await body(request)).get('JWT') ?? '';
        try {
          deepLinkResponses.push(await platform!.readDeepLinkResponse(jwt));
        } catch (error) {
          refusals.push(`deep-linking response: ${String(error)}`);
          return send(400, 'Refused', 'text/plain');
        }
        return send(200, '<!doctype html><title>Linked</title><h1>Linked</h1>', 'text/html');
      }
      if (request.method === 'GET' && url.pathname === '/jwks') {
        return send(200, { keys: [publicJwk] });
      }
      if (request.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(await body(request));
        const refuse = (why: string) => {
          refusals.push(why);
          return send(400, { error: 'invalid_request', error_description: why });
        };
        if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
          return refuse('token request is not a form');
        }
        if (form.get('grant_type') !== 'client_credentials') return refuse('grant_type');
        if (
          form.get('client_assertion_type') !==
          'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
        ) {
          return refuse('client_assertion_type');
        }
        if (!toolKeys) return refuse('no tool keys registered');
        try {
          await jwtVerify(form.get('client_assertion') ?? '', createLocalJWKSet(toolKeys), {
            issuer: clientId,
            subject: clientId,
            audience: `${base}/token`,
            requiredClaims: ['jti', 'exp', 'iat'],
          });
        } catch (error) {
          return refuse(`client_assertion: ${(error as Error).message}`);
        }
        const scope = (form.get('scope') ?? '').split(' ');
        if (!scope.includes(SCORE_SCOPE)) return refuse('scope');
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return send(200, {
          access_token: token,
          token_type: 'Bearer',
          expires_in: 3600,
          scope: SCORE_SCOPE,
        });
      }
      if (request.method === 'POST' && url.pathname === '/context/7/lineitems/1/lineitem/scores') {
        const auth = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
        if (!auth || !tokens.has(auth[1]!)) return send(401, { error: 'invalid_token' });
        const contentType = request.headers['content-type'] ?? '';
        if (contentType.split(';')[0]!.trim() !== SCORE_TYPE) {
          return send(415, { error: `expected ${SCORE_TYPE}` });
        }
        const score = JSON.parse(await body(request)) as Record<string, unknown>;
        // AGS 2.0 §3.4: the required fields of a score.
        for (const field of ['userId', 'activityProgress', 'gradingProgress', 'timestamp']) {
          if (typeof score[field] !== 'string') return send(400, { error: `no ${field}` });
        }
        if (failing > 0) {
          failing -= 1;
          return send(503, { error: 'try later' });
        }
        scores.push({ lineitem: `${base}/context/7/lineitems/1/lineitem`, contentType, score });
        return send(204, '');
      }
      return send(404, { error: 'not found' });
    })().catch((error: unknown) => send(500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  platform = {
    issuer: base,
    clientId,
    deploymentId,
    authUrl: `${base}/auth`,
    tokenUrl: `${base}/token`,
    jwksUrl: `${base}/jwks`,
    lineitem: `${base}/context/7/lineitems/1/lineitem`,
    trustToolKeys(jwks) {
      toolKeys = jwks;
    },
    async idToken(options) {
      return new SignJWT({
        nonce: options.nonce,
        name: options.name ?? 'Ayesha Khan',
        given_name: 'Ayesha',
        family_name: 'Khan',
        [`${LTI}message_type`]: options.deepLinkReturnUrl
          ? 'LtiDeepLinkingRequest'
          : 'LtiResourceLinkRequest',
        ...(options.deepLinkReturnUrl
          ? {
              'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
                deep_link_return_url: options.deepLinkReturnUrl,
                accept_types: ['ltiResourceLink'],
                accept_presentation_document_targets: ['iframe', 'window'],
                accept_multiple: false,
                data: 'platform-opaque-data-1',
              },
            }
          : {}),
        [`${LTI}version`]: '1.3.0',
        [`${LTI}deployment_id`]: deploymentId,
        [`${LTI}target_link_uri`]: options.targetLinkUri,
        [`${LTI}resource_link`]: { id: 'link-200', title: 'Quiz 1' },
        [`${LTI}roles`]: options.roles ?? [
          'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
        ],
        [`${LTI}context`]: { id: 'context-7', title: 'Science 7' },
        [`${LTI}custom`]: options.custom ?? {},
        'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
          scope: [
            'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
            'https://purl.imsglobal.org/spec/lti-ags/scope/score',
          ],
          lineitems: `${base}/context/7/lineitems`,
          lineitem: `${base}/context/7/lineitems/1/lineitem`,
        },
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(base)
        .setAudience(clientId)
        .setSubject(options.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
    },
    async readDeepLinkResponse(jwt) {
      if (!toolKeys) throw new Error('no tool keys registered');
      const { payload } = await jwtVerify(jwt, createLocalJWKSet(toolKeys), {
        issuer: clientId,
        audience: base,
        requiredClaims: ['iat', 'exp', 'nonce'],
      });
      if (payload[`${LTI}message_type`] !== 'LtiDeepLinkingResponse') {
        throw new Error('not an LtiDeepLinkingResponse');
      }
      if (payload[`${LTI}version`] !== '1.3.0') throw new Error('not LTI 1.3.0');
      if (payload[`${LTI}deployment_id`] !== deploymentId) throw new Error('wrong deployment_id');
      return payload as Record<string, unknown>;
    },
    refusals,
    scores,
    failScores(count) {
      failing = count;
    },
    expectLaunch(hint, options) {
      launches.set(hint, options);
    },
    deepLinkResponses,
    deepLinkReturnUrl: `${base}/deep-link-return`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return platform;
}
