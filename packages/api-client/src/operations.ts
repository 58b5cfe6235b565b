// Which operations need no token. Kept in sync with openapi.yaml by operations.test.ts, which
// reads the contract: an operation with `security: []` is public; one with an empty alternative
// (`security: [{ bearerAuth: [] }, {}]`) takes a token when there is one but never requires it.
import type { paths } from './schema';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** `"METHOD /path"` for every operation of the contract, e.g. `"POST /auth/login"`. */
export type OperationKey = {
  [P in keyof paths & string]: {
    [M in Method]: NonNullable<paths[P][M]> extends never ? never : `${Uppercase<M>} ${P}`;
  }[Method];
}[keyof paths & string];

/** Sent without an Authorization header; a 401 from them is an answer, not an expired session. */
export const PUBLIC_OPERATIONS = [
  'GET /health',
  'POST /auth/login',
  'POST /auth/register',
  'POST /auth/refresh',
  'POST /auth/logout',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'POST /auth/reset-password-code',
  'GET /tenants/list',
  'GET /courses/public',
  'POST /contact',
  'POST /parents/accept-invite',
  'GET /certificates/verify/{code}',
  // a calendar client reads the private feed by its secret address (no sign-in)
  'GET /calendar/feeds/{file}',
  // the providers' notifications and returns, and the sandbox's hosted page
  'POST /payments/online/callback/{provider}',
  'GET /payments/online/callback/{provider}',
  'POST /payments/online/return/{provider}',
  'GET /payments/online/return/{provider}',
  'POST /payments/online/sandbox/checkout',
  'POST /payments/online/sandbox/decide',
  // the messaging providers' delivery reports (signed; never called by the site)
  'POST /webhooks/sms/{tenantSlug}/dlr',
  // Twilio's signed status callbacks; a Pakistani provider's reports at the school's secret address.
  'POST /webhooks/sms/{tenantSlug}/twilio',
  'GET /webhooks/sms/{tenantSlug}/report/{token}',
  'POST /webhooks/sms/{tenantSlug}/report/{token}',
  // The banks' bill-payment switch (1Bill, Kuickpay): the aggregator's own credentials in headers.
  'POST /biller/{aggregator}/BillInquiry',
  'POST /biller/{aggregator}/BillPayment',
  'GET /webhooks/whatsapp/{tenantSlug}',
  'POST /webhooks/whatsapp/{tenantSlug}',
  // OneRoster REST clients' token endpoint (the client authenticates itself; never the site).
  'POST /ims/oneroster/token',
  // LTI 1.3: the platform and its browser (key set, login initiation, launch); the site's own
  // continue and deep-linking pages carry a one-time code, not a token.
  'GET /lti/{publicId}/jwks',
  'GET /lti/{publicId}/login',
  'POST /lti/{publicId}/login',
  'POST /lti/{publicId}/launch',
  'POST /lti/sign-in',
  'POST /lti/deep-link/items',
  'POST /lti/deep-link/response',
  'POST /lti/deep-link/return',
] as const satisfies readonly OperationKey[];

/** Sent with the token when there is one; never refreshed or redirected on a 401. */
export const OPTIONAL_AUTH_OPERATIONS = [
  'GET /courses/{id}',
  'GET /lessons/course/{courseId}',
] as const satisfies readonly OperationKey[];

const publicSet: ReadonlySet<string> = new Set(PUBLIC_OPERATIONS);
const optionalSet: ReadonlySet<string> = new Set(OPTIONAL_AUTH_OPERATIONS);

export type AuthRequirement = 'none' | 'optional' | 'required';

/** How an operation, named by its method and schema path (`/users/{id}`), treats the token. */
export function authRequirement(method: string, schemaPath: string): AuthRequirement {
  const key = `${method.toUpperCase()} ${schemaPath}`;
  if (publicSet.has(key)) return 'none';
  if (optionalSet.has(key)) return 'optional';
  return 'required';
}
