// The school's students list, paged by key: each page's last row becomes the next page's cursor.
import { finalReads } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { type AuthContext, isAdmin } from '../../http/context.js';
import type { Query, Schemas } from '../../http/types.js';
import { requireSchoolStaff, schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { decodeCursor, encodeCursor, type ListFilters, type ListKey } from './list-cursor.js';
import * as listRepo from './list-repository.js';
import { type StudentFilter, searchPrefix } from './list-repository.js';

export async function listStudents(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listStudents'>,
): Promise<Schemas['StudentList']> {
  requireSchoolStaff(auth);
  const tenantId = schoolTenantId(auth);
  const filters: ListFilters = {
    search: searchPrefix(query.search),
    classId: query.class_id ?? null,
    sectionId: query.section_id ?? null,
    status: query.status ?? null,
    yearId: query.academic_year_id ?? null,
  };
  const after = query.cursor ? decodeCursor(query.cursor, tenantId, filters) : undefined;
  const limit = query.limit ?? 100;
  const filter: StudentFilter = {
    search: query.search,
    classId: query.class_id,
    sectionId: query.section_id,
    status: query.status,
    yearId: query.academic_year_id ?? 'current',
    teacherId: isAdmin(auth.user) ? undefined : auth.user.id,
  };
  return inSchool(deps, auth, async (tx) => {
    // One more row than the page tells whether there is a next; later pages count nothing.
    const [rows, total] = await finalReads(tx, () =>
      Promise.all([
        listRepo.studentsPage(tx, filter, after, limit + 1),
        after ? null : listRepo.countStudents(tx, filter),
      ]),
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(toSummary),
      total,
      next_cursor:
        rows.length > limit && last ? encodeCursor(tenantId, filters, keyOf(last)) : null,
    };
  });
}

function keyOf(row: listRepo.StudentListRow): ListKey {
  return row.section_id === null
    ? { kind: 'unplaced', studentId: row.id }
    : {
        kind: 'placed',
        orderIndex: row.order_index!,
        sectionName: row.section_name!,
        sectionId: row.section_id,
        rollNo: row.roll_no!,
      };
}

function toSummary(row: listRepo.StudentListRow): Schemas['StudentSummary'] {
  return {
    id: row.id,
    admission_no: row.admission_no,
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender,
    status: row.status,
    placement:
      row.section_id === null
        ? null
        : {
            academic_year_id: row.academic_year_id!,
            academic_year_name: row.academic_year_name!,
            class_id: row.class_id!,
            class_name: row.class_name!,
            section_id: row.section_id,
            section_name: row.section_name!,
            roll_no: row.roll_no!,
          },
    primary_guardian: row.guardian_name
      ? { name: row.guardian_name, mobile: row.guardian_mobile }
      : null,
  };
}
