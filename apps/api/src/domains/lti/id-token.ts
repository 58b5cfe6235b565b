// Validation of an LTI 1.3 launch: the id_token a platform posts to the tool's launch URL after
// the OIDC login-initiation round trip. The checks follow the 1EdTech Security Framework 1.0,
// §5.1.3 "Authentication Response Validation", and the required message claims of LTI Core 1.3
// §5.3 (resource link launch) and Deep Linking 2.0 §4.4 (deep-linking request). The JOSE parts
// (signature, exp/iat, iss, aud) are done by `jose`; what jose does not know is LTI's.
//
// The platform's key set is passed in already fetched: the caller fetches it through the guarded
// outbound client (a school typed the JWKS URL, so fetching it is a forgery risk like any other
// school-supplied address), which keeps this module free of I/O and testable.
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';

export const LTI_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const DL_CLAIM = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
export const AGS_CLAIM = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';

/** What the school registered for one platform (issuer + client_id pair). */
interface PlatformRegistration {
  issuer: string;
  clientId: string;
  deploymentIds: readonly string[];
}

export type LtiMessageType = 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';

export interface LtiLaunch {
  messageType: LtiMessageType;
  issuer: string;
  clientId: string;
  deploymentId: string;
  /** The platform's stable, opaque id for the user (LTI Core 1.3 §5.3.6). */
  subject: string;
  roles: string[];
  targetLinkUri: string;
  nonce: string;
  resourceLinkId: string | null;
  name: string | null;
  email: string | null;
  /** AGS 2.0 §3.1 endpoint claim, when the platform offers grade passback. */
  ags: { lineitem: string | null; lineitems: string | null; scope: string[] } | null;
  /** Deep Linking 2.0 §4.4.1 settings, for a deep-linking request. */
  deepLinkReturnUrl: string | null;
  deepLinkData: string | null;
  /** LTI Core 1.3 custom claim: the link's custom parameters (string values only). */
  custom: Record<string, string>;
  givenName: string | null;
  familyName: string | null;
}

/** A launch the tool refuses; `detail` is a sentence fit for the 4xx answer. */
export class LaunchRejected extends Error {
  constructor(public readonly detail: string) {
    super(detail);
    this.name = 'LaunchRejected';
  }
}

// Security Framework §5.1.3 step 8 lets the tool refuse an iat "too far away from the current
// time"; ten minutes covers clock drift between school servers without keeping old tokens usable.
const MAX_TOKEN_AGE_S = 600;
const CLOCK_TOLERANCE_S = 60;

function str(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * Verifies the id_token against the registration and the platform's keys, and checks that the
 * nonce is the one stored at login initiation. `consumeNonce` must be single-use (returns false
 * for a nonce already used or never issued): that is the replay defence of §5.1.3 step 9.
 */
export async function validateLaunchIdToken(input: {
  idToken: string;
  registration: PlatformRegistration;
  platformJwks: JSONWebKeySet;
  consumeNonce: (nonce: string) => Promise<boolean>;
  now?: Date;
}): Promise<LtiLaunch> {
  const { registration } = input;
  let payload: JWTPayload;
  try {
    const verified = await jwtVerify(input.idToken, createLocalJWKSet(input.platformJwks), {
      // §5.1.3 steps 2, 3, 6, 7, 8: issuer exact, our client_id among the audiences, RS256
      // (Security Framework §6.1 names RS256 as the algorithm platforms must support).
      issuer: registration.issuer,
      audience: registration.clientId,
      algorithms: ['RS256'],
      maxTokenAge: MAX_TOKEN_AGE_S,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
      currentDate: input.now,
    });
    payload = verified.payload;
  } catch (error) {
    // jose reports maxTokenAge as JWTExpired on the "iat" claim, so tell the two apart by claim.
    if (error instanceof errors.JWTExpired && error.claim === 'exp') {
      throw new LaunchRejected('The launch token has expired.');
    }
    if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) {
      throw new LaunchRejected(
        `The launch token's "${error.claim}" claim is not accepted: ${error.reason}.`,
      );
    }
    if (
      error instanceof errors.JWKSNoMatchingKey ||
      error instanceof errors.JWSSignatureVerificationFailed
    ) {
      throw new LaunchRejected(
        "The launch token is not signed by a key in the platform's key set.",
      );
    }
    if (error instanceof errors.JOSEError)
      throw new LaunchRejected(`The launch token is not valid: ${error.message}.`);
    throw error;
  }

  // §5.1.3 steps 4 and 5: with several audiences azp must be present; when present it must be us.
  const aud = payload.aud;
  if (Array.isArray(aud) && aud.length > 1 && payload.azp === undefined) {
    throw new LaunchRejected('The launch token has several audiences and no "azp" claim.');
  }
  if (payload.azp !== undefined && payload.azp !== registration.clientId) {
    throw new LaunchRejected('The launch token\'s "azp" claim is not this tool\'s client_id.');
  }

  // LTI Core 1.3 §5.3.2: version must be "1.3.0".
  if (payload[`${LTI_CLAIM}version`] !== '1.3.0') {
    throw new LaunchRejected('The launch is not LTI version 1.3.0.');
  }
  const messageType = payload[`${LTI_CLAIM}message_type`];
  if (messageType !== 'LtiResourceLinkRequest' && messageType !== 'LtiDeepLinkingRequest') {
    throw new LaunchRejected('The launch message type is not one this tool accepts.');
  }
  // §5.3.3: the deployment id must be one the school registered for this platform.
  const deploymentId = str(payload[`${LTI_CLAIM}deployment_id`]);
  if (deploymentId === null || !registration.deploymentIds.includes(deploymentId)) {
    throw new LaunchRejected('The launch comes from a deployment this school has not registered.');
  }
  const targetLinkUri = str(payload[`${LTI_CLAIM}target_link_uri`]);
  if (targetLinkUri === null) throw new LaunchRejected('The launch has no target_link_uri claim.');
  const roles = payload[`${LTI_CLAIM}roles`];
  if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'string')) {
    throw new LaunchRejected('The launch has no roles claim.');
  }
  // §5.3.5: a resource link launch carries the link's id.
  const resourceLinkId = str(record(payload[`${LTI_CLAIM}resource_link`])?.id);
  if (messageType === 'LtiResourceLinkRequest' && resourceLinkId === null) {
    throw new LaunchRejected('The resource link launch has no resource_link id.');
  }
  const dl = record(payload[`${DL_CLAIM}deep_linking_settings`]);
  const deepLinkReturnUrl = str(dl?.deep_link_return_url);
  if (messageType === 'LtiDeepLinkingRequest' && deepLinkReturnUrl === null) {
    throw new LaunchRejected('The deep-linking request has no deep_link_return_url.');
  }

  const nonce = payload.nonce as string;
  if (!(await input.consumeNonce(nonce))) {
    throw new LaunchRejected(
      'The launch nonce was not issued by this tool or has already been used.',
    );
  }

  const agsClaim = record(payload[AGS_CLAIM]);
  return {
    messageType,
    issuer: registration.issuer,
    clientId: registration.clientId,
    deploymentId,
    subject: payload.sub as string,
    roles: roles as string[],
    targetLinkUri,
    nonce,
    resourceLinkId,
    name: str(payload.name),
    email: str(payload.email),
    ags: agsClaim
      ? {
          lineitem: str(agsClaim.lineitem),
          lineitems: str(agsClaim.lineitems),
          scope: Array.isArray(agsClaim.scope)
            ? agsClaim.scope.filter((s): s is string => typeof s === 'string')
            : [],
        }
      : null,
    deepLinkReturnUrl,
    deepLinkData: str(dl?.data),
    custom: Object.fromEntries(
      Object.entries(record(payload[`${LTI_CLAIM}custom`]) ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
    givenName: str(payload.given_name),
    familyName: str(payload.family_name),
  };
}
