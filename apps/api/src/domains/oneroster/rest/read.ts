// The OneRoster 1.2 REST rostering reads: the bearer token names the school (looked up by its
// hash in platform scope, the only statement before a school is known), then the school is read
// in its own scope as the bulk export reads it (repository.readSchool), mapped by the export's
// rosterRows and turned into the binding's JSON (json.ts); the typed and nested reads select from
// those objects (views.ts), so a record reads the same on every path. Refusals in the binding's
// imsx_StatusInfo shape. Another school's token reads only its own school: the scope, not a
// filter, keeps the rows apart.
import { PLATFORM, tenantScope, withScope } from '../../../db/scope.js';
import type { AppDeps } from '../../../deps.js';
import { nowOf } from '../../../http/export.js';
import { hashOpaqueToken } from '../../auth/tokens.js';
import { rosterRows } from '../export.js';
import * as repo from '../repository.js';
import { type Collection, fieldsOf, SINGULAR, toJson } from './json.js';
import { applyQuery, type ListQuery, pageLinks, QueryRefusal, selectFields } from './query.js';
import { SCOPE } from './token.js';
import {
  findOf,
  type GetOperation,
  type ListOperation,
  SINGLES,
  VIEWS,
  type View,
} from './views.js';

type CodeMinor =
  | 'forbidden'
  | 'invalid_filter_field'
  | 'invalid_selection_field'
  | 'unauthorisedrequest'
  | 'unknownobject';

export interface RosterAnswer {
  status: 200 | 400 | 401 | 403 | 404;
  headers: Record<string, string>;
  body: unknown;
}

const REST_MESSAGES = {
  noToken: 'A OneRoster client token is required (Authorization: Bearer).',
  badToken: 'The token is unknown, expired or revoked.',
  unknown: (sourcedId: string) => `No record has the sourcedId ${sourcedId}.`,
  scope: (needed: string) => `The token was not granted the scope this read needs: ${needed}.`,
} as const;

/** The binding's imsx_StatusInfoDType for a failed request. */
function statusInfo(minor: CodeMinor, description: string) {
  return {
    imsx_codeMajor: 'failure',
    imsx_severity: 'error',
    imsx_description: description,
    imsx_CodeMinor: {
      imsx_codeMinorField: [
        { imsx_codeMinorFieldName: 'TargetEndSystem', imsx_codeMinorFieldValue: minor },
      ],
    },
  };
}

const JSON_HEADERS = { 'cache-control': 'no-store' };

function unauthorised(sent: boolean): RosterAnswer {
  // RFC 6750 section 3: no token → the scheme alone; a bad one → error="invalid_token".
  const challenge = sent
    ? 'Bearer realm="oneroster", error="invalid_token"'
    : 'Bearer realm="oneroster"';
  return {
    status: 401,
    headers: { ...JSON_HEADERS, 'www-authenticate': challenge },
    body: statusInfo('unauthorisedrequest', sent ? REST_MESSAGES.badToken : REST_MESSAGES.noToken),
  };
}

/** The school a token reads and its scopes, or null (unknown, expired, revoked, suspended). */
async function tokenSchool(
  deps: AppDeps,
  bearer: string,
): Promise<{ tenantId: number; scopes: string[] } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(bearer)) return null;
  const owner = await withScope(deps.db, PLATFORM, (tx) =>
    repo.tokenOwner(tx, hashOpaqueToken(bearer), nowOf(deps)),
  );
  return owner ? { tenantId: owner.tenant_id, scopes: owner.scope.split(' ') } : null;
}

/**
 * The published file's security per read: the demographics reads list only
 * roster-demographics.readonly (roster.readonly is "all of the read operations (excluding
 * demographics)"); every other read lists roster.readonly, the top-level ones also
 * roster-core.readonly. A token without the scope is 403 (RFC 6750 insufficient_scope).
 */
function scopeRefusal(collection: Collection, scopes: string[]): RosterAnswer | null {
  const allowed: string[] =
    collection === 'demographics' ? [SCOPE.demographics] : [SCOPE.roster, SCOPE.core];
  if (scopes.some((s) => allowed.includes(s))) return null;
  return {
    status: 403,
    headers: {
      ...JSON_HEADERS,
      'www-authenticate': `Bearer realm="oneroster", error="insufficient_scope", scope="${allowed[0]}"`,
    },
    body: statusInfo('forbidden', REST_MESSAGES.scope(allowed[0]!)),
  };
}

async function schoolObjects(deps: AppDeps, tenantId: number) {
  const { school, data } = await withScope(deps.db, tenantScope(tenantId, null), async (tx) => ({
    school: await repo.schoolOf(tx, tenantId),
    data: await repo.readSchool(tx),
  }));
  const files = rosterRows(school ?? { id: tenantId, name: '', slug: '' }, data);
  const base = `${deps.config.publicUrl}/api/ims/oneroster/rostering/v1p2`;
  return toJson(files, base);
}

function refused(error: unknown): RosterAnswer {
  if (error instanceof QueryRefusal)
    return { status: 400, headers: JSON_HEADERS, body: statusInfo(error.minor, error.message) };
  throw error;
}

const notFound = (sourcedId: string): RosterAnswer => ({
  status: 404,
  headers: JSON_HEADERS,
  body: statusInfo('unknownobject', REST_MESSAGES.unknown(sourcedId)),
});

/**
 * A collection read: a plain collection, a typed one (`/students`) or a nested one
 * (`/classes/{classSourcedId}/students`, whose path records must exist in the token's school,
 * else 404 as the binding asks).
 */
export async function listRoster(
  deps: AppDeps,
  bearer: string | null | undefined,
  operation: ListOperation,
  params: Record<string, string | undefined>,
  query: ListQuery,
  path: string,
): Promise<RosterAnswer> {
  if (!bearer) return unauthorised(false);
  const token = await tokenSchool(deps, bearer);
  if (token === null) return unauthorised(true);
  const view: View = VIEWS[operation];
  const forbidden = scopeRefusal(view.collection, token.scopes);
  if (forbidden) return forbidden;
  const tenantId = token.tenantId;
  const all = await schoolObjects(deps, tenantId);
  const ids = view.parents.map((p) => params[p.param] ?? '');
  for (const [i, parent] of view.parents.entries())
    if (!findOf(all, parent.kind, ids[i]!)) return notFound(ids[i]!);
  if (view.related && !view.related(all, ids)) return notFound(ids.at(-1)!);
  try {
    const page = applyQuery(view.select(all, ids), query, fieldsOf(view.collection));
    const url = `${deps.config.publicUrl}${path}`;
    return {
      status: 200,
      headers: {
        ...JSON_HEADERS,
        'x-total-count': String(page.total),
        link: pageLinks(url, page),
      },
      body: { [view.collection]: page.items },
    };
  } catch (error) {
    return refused(error);
  }
}

/** One record; a typed read (`/students/{id}`) answers only a record of its type. */
export async function getRoster(
  deps: AppDeps,
  bearer: string | null | undefined,
  operation: GetOperation,
  sourcedId: string,
  fields: string | undefined,
): Promise<RosterAnswer> {
  if (!bearer) return unauthorised(false);
  const token = await tokenSchool(deps, bearer);
  if (token === null) return unauthorised(true);
  const { collection, kind } = SINGLES[operation];
  const forbidden = scopeRefusal(collection, token.scopes);
  if (forbidden) return forbidden;
  const tenantId = token.tenantId;
  const all = await schoolObjects(deps, tenantId);
  const found = kind
    ? findOf(all, kind, sourcedId)
    : all[collection].find((o) => o.sourcedId === sourcedId);
  if (!found) return notFound(sourcedId);
  try {
    const [object] = selectFields([found], fields, fieldsOf(collection));
    return { status: 200, headers: JSON_HEADERS, body: { [SINGULAR[collection]]: object } };
  } catch (error) {
    return refused(error);
  }
}
