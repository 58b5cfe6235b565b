// A student's photo: the office uploads a PNG or JPEG, checked by its first bytes and
// re-encoded without metadata (documents/logo-image.ts, with the photo's own bounds); it shows on
// the profile and the ID card. Staff of the school and the student's own guardians read it;
// uploads are audited (type, size and pixels, not the bytes).
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { checkImage, LogoRefused } from '../../documents/logo-image.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import {
  isParent,
  requireSchoolAdmin,
  requireSchoolStaff,
  schoolTenantId,
} from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { childrenOfParent, findStudent } from '../students/repository.js';
import { ID_CARD_MESSAGES as M, PHOTO_LIMITS, PHOTO_MESSAGES } from './messages.js';
import * as repo from './repository.js';

type PhotoState = Schemas['StudentPhotoState'];

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function stateOf(row: repo.PhotoRow | null): PhotoState {
  if (!row) return { photo: null };
  return {
    photo: {
      content_type: row.content_type,
      width: row.width,
      height: row.height,
      byte_size: row.image.length,
      updated_at: row.updated_at.toISOString(),
      data_base64: row.image.toString('base64'),
    },
  };
}

/** Staff of the school, or a guardian of this student; anyone else is told it does not exist. */
async function canSee(tx: Tx, auth: AuthContext, studentId: number): Promise<boolean> {
  if (!(await findStudent(tx, studentId))) return false;
  if (isParent(auth.user)) return (await childrenOfParent(tx, auth.user.id)).includes(studentId);
  return true;
}

export async function getStudentPhoto(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
): Promise<PhotoState> {
  if (!isParent(auth.user)) requireSchoolStaff(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await canSee(tx, auth, studentId))) throw notFound(M.studentNotFound);
    return stateOf(await repo.findPhoto(tx, studentId));
  });
}

export async function uploadStudentPhoto(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
  body: Body<'uploadStudentPhoto'>,
): Promise<PhotoState> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const text = body.data_base64.replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1)
    throw invalidField('data_base64', PHOTO_MESSAGES.badBase64);
  let checked: ReturnType<typeof checkImage>;
  try {
    checked = checkImage(Buffer.from(text, 'base64'), body.content_type, {
      limits: PHOTO_LIMITS,
      messages: PHOTO_MESSAGES,
    });
  } catch (error) {
    if (error instanceof LogoRefused) throw invalidField('data_base64', error.reason);
    throw error;
  }
  return inSchool(deps, auth, async (tx) => {
    if (!(await findStudent(tx, studentId))) throw notFound(M.studentNotFound);
    await repo.savePhoto(tx, tenantId, studentId, checked, auth.user.id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'student.photo_uploaded',
      entityType: 'student',
      entityId: studentId,
      changes: {
        content_type: checked.content_type,
        width: checked.width,
        height: checked.height,
        bytes: checked.image.length,
      },
    });
    return stateOf(await repo.findPhoto(tx, studentId));
  });
}

/** The office removes the photo: the profile and the ID card show the placeholder again. */
export async function removeStudentPhoto(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
): Promise<void> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  await inSchool(deps, auth, async (tx) => {
    if (!(await findStudent(tx, studentId))) throw notFound(M.studentNotFound);
    // Nothing to remove changes nothing, and is not audited.
    if (!(await repo.deletePhoto(tx, tenantId, studentId))) return;
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'student.photo_removed',
      entityType: 'student',
      entityId: studentId,
    });
  });
}
