// The OneRoster 1.2 REST rostering reads: the bearer token names the school (looked up by its
// hash in platform scope, the only statement before a school is known), then the school is read
// in its own scope as the bulk export reads it (repository.readSchool), mapped by the export's
// rosterRows and turned into the binding's JSON (json.ts). Refusals in the binding's
// imsx_StatusInfo shape. Another school's token reads only its own school: the scope, not a
// filter, keeps the rows apart.
import { PLATFORM, tenantScope, withScope } from '../../../db/scope.js';
import type { AppDeps } from '../../../deps.js';
import { nowOf } from '../../../http/export.js';
import { hashOpaqueToken } from '../../auth/tokens.js';
import { rosterRows } from '../export.js';
import * as repo from '../repository.js';
import { COLLECTIONS, type Collection, fieldsOf, SINGULAR, toJson } from './json.js';
import { applyQuery, type ListQuery, pageLinks, QueryRefusal, selectFields } from './query.js';

type CodeMinor =
  | 'invalid_filter_field'
  | 'invalid_selection_field'
  | 'unauthorisedrequest'
  | 'unknownobject';

export interface RosterAnswer {
  status: 200 | 400 | 401 | 404;
  headers: Record<string, string>;
  body: unknown;
}

export const REST_MESSAGES = {
  noToken: 'A OneRoster client token is required (Authorization: Bearer).',
  badToken: 'The token is unknown, expired or revoked.',
  unknown: (sourcedId: string) => `No record has the sourcedId ${sourcedId}.`,
} as const;

/** The binding's imsx_StatusInfoDType for a failed request. */
export function statusInfo(minor: CodeMinor, description: string) {
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

/** The school a token reads, or null (unknown, expired, client revoked, school suspended). */
async function tokenSchool(deps: AppDeps, bearer: string): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(bearer)) return null;
  const owner = await withScope(deps.db, PLATFORM, (tx) =>
    repo.tokenOwner(tx, hashOpaqueToken(bearer), nowOf(deps)),
  );
  return owner?.tenant_id ?? null;
}

async function schoolObjects(deps: AppDeps, tenantId: number, collection: Collection) {
  const { school, data } = await withScope(deps.db, tenantScope(tenantId, null), async (tx) => ({
    school: await repo.schoolOf(tx, tenantId),
    data: await repo.readSchool(tx),
  }));
  const files = rosterRows(school ?? { id: tenantId, name: '', slug: '' }, data);
  const base = `${deps.config.publicUrl}/api/ims/oneroster/rostering/v1p2`;
  // Watni keeps no per-record modification time: each record carries the time it was read.
  const modified = nowOf(deps)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
  return toJson(files, base, modified)[collection];
}

function refused(error: unknown): RosterAnswer {
  if (error instanceof QueryRefusal)
    return { status: 400, headers: JSON_HEADERS, body: statusInfo(error.minor, error.message) };
  throw error;
}

export async function listRoster(
  deps: AppDeps,
  bearer: string | null | undefined,
  collection: Collection,
  query: ListQuery,
  path: string,
): Promise<RosterAnswer> {
  if (!bearer) return unauthorised(false);
  const tenantId = await tokenSchool(deps, bearer);
  if (tenantId === null) return unauthorised(true);
  const objects = await schoolObjects(deps, tenantId, collection);
  try {
    const page = applyQuery(objects, query, fieldsOf(collection));
    const url = `${deps.config.publicUrl}${path}`;
    return {
      status: 200,
      headers: {
        ...JSON_HEADERS,
        'x-total-count': String(page.total),
        link: pageLinks(url, page),
      },
      body: { [collection]: page.items },
    };
  } catch (error) {
    return refused(error);
  }
}

export async function getRoster(
  deps: AppDeps,
  bearer: string | null | undefined,
  collection: Collection,
  sourcedId: string,
  fields: string | undefined,
): Promise<RosterAnswer> {
  if (!bearer) return unauthorised(false);
  const tenantId = await tokenSchool(deps, bearer);
  if (tenantId === null) return unauthorised(true);
  const objects = await schoolObjects(deps, tenantId, collection);
  const found = objects.find((o) => o.sourcedId === sourcedId);
  if (!found)
    return {
      status: 404,
      headers: JSON_HEADERS,
      body: statusInfo('unknownobject', REST_MESSAGES.unknown(sourcedId)),
    };
  try {
    const [object] = selectFields([found], fields, fieldsOf(collection));
    return { status: 200, headers: JSON_HEADERS, body: { [SINGULAR[collection]]: object } };
  } catch (error) {
    return refused(error);
  }
}

export { COLLECTIONS };
