// The school's logo (settings): the office uploads a PNG or JPEG, checked and re-encoded by
// documents/logo-image.ts, and every document the school prints carries it instead of the
// generated initials. Reading, replacing and removing it are for the school's administrators;
// changes are audited (the image's type and size, not its bytes).
import type { AppDeps } from '../../deps.js';
import { checkLogo, LOGO_MESSAGES, LogoRefused } from '../../documents/logo-image.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { deleteLogo, findLogo, saveLogo } from './repository.js';

type LogoState = Schemas['SchoolLogoState'];

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function stateOf(row: Awaited<ReturnType<typeof findLogo>>): LogoState {
  if (!row) return { logo: null };
  return {
    logo: {
      content_type: row.content_type,
      width: row.width,
      height: row.height,
      byte_size: row.image.length,
      updated_at: row.updated_at.toISOString(),
      data_base64: row.image.toString('base64'),
    },
  };
}

export async function getSchoolLogo(deps: AppDeps, auth: AuthContext): Promise<LogoState> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => stateOf(await findLogo(tx, tenantId)));
}

export async function uploadSchoolLogo(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'uploadSchoolLogo'>,
): Promise<LogoState> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const text = body.data_base64.replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1)
    throw invalidField('data_base64', LOGO_MESSAGES.badBase64);
  let checked: ReturnType<typeof checkLogo>;
  try {
    checked = checkLogo(Buffer.from(text, 'base64'), body.content_type);
  } catch (error) {
    if (error instanceof LogoRefused) throw invalidField('data_base64', error.reason);
    throw error;
  }
  return inSchool(deps, auth, async (tx) => {
    await saveLogo(tx, tenantId, checked, auth.user.id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'school.logo_uploaded',
      entityType: 'tenant',
      entityId: tenantId,
      changes: {
        content_type: checked.content_type,
        width: checked.width,
        height: checked.height,
        bytes: checked.image.length,
      },
    });
    return stateOf(await findLogo(tx, tenantId));
  });
}

export async function removeSchoolLogo(deps: AppDeps, auth: AuthContext): Promise<void> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  await inSchool(deps, auth, async (tx) => {
    if (await deleteLogo(tx, tenantId))
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'school.logo_removed',
        entityType: 'tenant',
        entityId: tenantId,
      });
  });
}
