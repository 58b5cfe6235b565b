// Academic years and terms. Exactly one year is current: the database allows at most one
// (academic_years_current_key), and the service never leaves none (the first year is current;
// the mark only ever moves to another year).

import { academicYears, terms } from '../../db/schema/school.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit, diff } from '../audit/service.js';
import { SCHOOL_MESSAGES as M } from './messages.js';
import { requireSchoolAdmin, requireSchoolStaff, schoolTenantId } from './policy.js';
import * as repo from './repository.js';
import { inSchool } from './transaction.js';
import { toTerm, toYear } from './views.js';

export async function listAcademicYears(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['AcademicYearList']> {
  requireSchoolStaff(auth);
  return inSchool(deps, auth, async (tx) => {
    const years = await repo.listYears(tx);
    const termRows = await repo.listTerms(
      tx,
      years.map((year) => year.id),
    );
    return { items: years.map((year) => toYear(year, termRows)), total: years.length };
  });
}

export async function createAcademicYear(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createAcademicYear'>,
): Promise<Schemas['AcademicYear']> {
  requireSchoolAdmin(auth);
  if (body.ends_on <= body.starts_on) throw invalidField('ends_on', M.datesOrder);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const first = (await repo.countYears(tx)) === 0;
    const [row] = await tx
      .insert(academicYears)
      .values({
        tenant_id: tenantId,
        name: body.name.trim(),
        starts_on: body.starts_on,
        ends_on: body.ends_on,
      })
      .returning();
    if (first || body.is_current) await repo.makeCurrent(tx, row!.id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'academic_year.created',
      entityType: 'academic_year',
      entityId: row!.id,
      changes: { name: row!.name, starts_on: row!.starts_on, ends_on: row!.ends_on },
    });
    const saved = (await repo.findYear(tx, row!.id))!;
    return toYear(saved, []);
  });
}

export async function updateAcademicYear(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateAcademicYear'>,
): Promise<Schemas['AcademicYear']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.findYear(tx, id, true);
    if (!before) throw notFound(M.yearNotFound);
    if (body.is_current === false && before.is_current) {
      throw invalidField('is_current', M.keepOneCurrent);
    }
    const startsOn = body.starts_on ?? before.starts_on;
    const endsOn = body.ends_on ?? before.ends_on;
    if (endsOn <= startsOn) throw invalidField('ends_on', M.datesOrder);
    const changes = {
      name: body.name?.trim(),
      starts_on: body.starts_on,
      ends_on: body.ends_on,
    };
    const changed = diff(before as unknown as Record<string, unknown>, changes);
    if (Object.keys(changed).length) {
      await tx.update(academicYears).set(changes).where(repo.yearWhere(tx, id));
    }
    if (body.is_current && !before.is_current) {
      await repo.makeCurrent(tx, id);
      changed.is_current = { from: false, to: true };
    }
    if (Object.keys(changed).length) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'academic_year.updated',
        entityType: 'academic_year',
        entityId: id,
        changes: changed,
      });
    }
    const saved = (await repo.findYear(tx, id))!;
    return toYear(saved, await repo.listTerms(tx, [id]));
  });
}

export async function createTerm(
  deps: AppDeps,
  auth: AuthContext,
  yearId: number,
  body: Body<'createTerm'>,
): Promise<Schemas['Term']> {
  requireSchoolAdmin(auth);
  if (body.ends_on <= body.starts_on) throw invalidField('ends_on', M.datesOrder);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const year = await repo.findYear(tx, yearId);
    if (!year) throw notFound(M.yearNotFound);
    if (body.starts_on < year.starts_on || body.ends_on > year.ends_on) {
      throw invalidField('starts_on', M.termOutsideYear);
    }
    const [row] = await tx
      .insert(terms)
      .values({
        tenant_id: tenantId,
        academic_year_id: yearId,
        name: body.name.trim(),
        starts_on: body.starts_on,
        ends_on: body.ends_on,
      })
      .returning();
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'term.created',
      entityType: 'term',
      entityId: row!.id,
      changes: { academic_year_id: yearId, name: row!.name },
    });
    return toTerm(row!);
  });
}
