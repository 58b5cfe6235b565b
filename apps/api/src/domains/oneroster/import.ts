// Importing a checked OneRoster package into the caller's school, in one transaction: each
// record is matched to what the school has (year, term, class and section by name, student by
// admission number, guardian by CNIC else by name and mobile, teacher by staff e-mail) and
// created only when missing, so the same package imported twice creates nothing new.
import { normaliseCnic, normaliseMobile } from '@watni/policy';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import type { Body } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { joinName } from './ids.js';
import { applyDemographics, demographicsOf } from './import-demographics.js';
import { ONEROSTER_MESSAGES as M } from './messages.js';
import { readPackage } from './read-package.js';
import * as repo from './repository.js';
import { type Checked, checkPackage, roles, sectionName } from './validate.js';

type Counts = {
  academic_years: number;
  terms: number;
  classes: number;
  sections: number;
  students: number;
  guardians: number;
  teachers: number;
  placements: number;
  teacher_assignments: number;
  demographics: number;
};
const zero = (): Counts => ({
  academic_years: 0,
  terms: 0,
  classes: 0,
  sections: 0,
  students: 0,
  guardians: 0,
  teachers: 0,
  placements: 0,
  teacher_assignments: 0,
  demographics: 0,
});

const PROBLEMS_SHOWN = 500;

export function check(body: Body<'previewOneRosterImport'>): Checked {
  return checkPackage(readPackage(body.content_base64));
}

export async function previewOneRosterImport(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'previewOneRosterImport'>,
) {
  requireSchoolAdmin(auth);
  const checked = check(body);
  const outcome = checked.problems.length
    ? { created: zero(), existing: zero(), skipped: zero() }
    : await inSchool(deps, auth, (tx) => apply(tx, checked, schoolTenantId(auth), false));
  return {
    files: checked.files,
    problems: checked.problems.slice(0, PROBLEMS_SHOWN),
    create: outcome.created,
    existing: outcome.existing,
    skipped: outcome.skipped,
  };
}

export async function importOneRoster(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'importOneRoster'>,
) {
  requireSchoolAdmin(auth);
  const checked = check(body);
  refuseProblems(checked);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const outcome = await apply(tx, checked, tenantId, true);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'oneroster.imported',
      entityType: 'school',
      entityId: tenantId,
      changes: { created: outcome.created, skipped: outcome.skipped },
    });
    return outcome;
  });
}

/** A package with any problem is refused whole (422 naming each file and line). */
export function refuseProblems(checked: Checked): void {
  if (checked.problems.length)
    throw new HttpError(
      422,
      M.hasProblems,
      checked.problems.slice(0, 100).map((p) => ({
        field: `${p.file}:${p.line}${p.column ? ` ${p.column}` : ''}`,
        message: p.message,
      })),
    );
}

/**
 * Matches every record to the school and, when `write`, creates what is missing. The preview
 * runs the same walk without writing, so its counts are the import's.
 */
export async function apply(tx: Tx, checked: Checked, tenantId: number, write: boolean) {
  const r = checked.records;
  const created = zero();
  const existing = zero();
  const skipped = zero();
  const school = await repo.readSchool(tx);
  let fakeId = -1;
  const next = () => fakeId--;

  // Years and terms.
  const yearId = new Map<string, number>();
  const yearByName = new Map(school.years.map((y) => [y.name, y.id]));
  const hasCurrent = school.years.some((y) => y.is_current);
  const sessions = [...r['academicSessions.csv'].values()];
  let madeCurrent = false;
  for (const s of sessions.filter((x) => x.type === 'schoolYear')) {
    const found = yearByName.get(s.title!);
    if (found) {
      existing.academic_years++;
      yearId.set(s.sourcedId!, found);
      continue;
    }
    const current: boolean =
      !hasCurrent && !madeCurrent && s['metadata.watni.isCurrent'] === 'true';
    madeCurrent ||= current;
    const idNew = write
      ? await repo.insertYear(tx, {
          tenant_id: tenantId,
          name: s.title!,
          starts_on: s.startDate!,
          ends_on: s.endDate!,
          is_current: current,
        })
      : next();
    created.academic_years++;
    yearId.set(s.sourcedId!, idNew);
    yearByName.set(s.title!, idNew);
  }
  const termKey = (year: number, name: string) => `${year}\u0000${name}`;
  const termByKey = new Set(school.terms.map((t) => termKey(t.academic_year_id, t.name)));
  for (const s of sessions.filter((x) => x.type !== 'schoolYear')) {
    const year = yearId.get(s.parentSourcedId!);
    if (year === undefined) {
      skipped.terms++;
      continue;
    }
    if (termByKey.has(termKey(year, s.title!))) {
      existing.terms++;
      continue;
    }
    if (write)
      await repo.insertTerm(tx, {
        tenant_id: tenantId,
        academic_year_id: year,
        name: s.title!.slice(0, 50),
        starts_on: s.startDate!,
        ends_on: s.endDate!,
      });
    termByKey.add(termKey(year, s.title!));
    created.terms++;
  }

  // Classes (OneRoster courses) and their subjects.
  const classId = new Map<string, number>();
  const classByName = new Map(school.classes.map((c) => [c.name, c.id]));
  const subjectKey = (cls: number, name: string) => `${cls}\u0000${name}`;
  const subjectId = new Map(school.subjects.map((s) => [subjectKey(s.class_id, s.name), s.id]));
  for (const c of r['courses.csv'].values()) {
    let found = classByName.get(c.title!);
    if (found) existing.classes++;
    else {
      const order = Number(c['metadata.watni.orderIndex'] ?? 0);
      found = write
        ? await repo.insertClass(tx, {
            tenant_id: tenantId,
            name: c.title!,
            order_index: Number.isInteger(order) && order >= 0 && order <= 1000 ? order : 0,
          })
        : next();
      created.classes++;
      classByName.set(c.title!, found);
    }
    classId.set(c.sourcedId!, found);
    const names = (c.subjects ?? '').split(',').map((s) => s.trim());
    const codes = (c.subjectCodes ?? '').split(',').map((s) => s.trim());
    for (const [i, name] of names.entries()) {
      if (!name || subjectId.has(subjectKey(found, name))) continue;
      const sid = write
        ? await repo.insertSubject(tx, {
            tenant_id: tenantId,
            class_id: found,
            name: name.slice(0, 100),
            code: codes[i] ? codes[i]!.slice(0, 20) : null,
          })
        : next();
      subjectId.set(subjectKey(found, name), sid);
    }
  }

  // Sections (OneRoster classes).
  const sectionId = new Map<string, number>();
  const sectionClass = new Map<string, number>();
  const sectionKey = (cls: number, name: string) => `${cls}\u0000${name}`;
  const sectionByKey = new Map(school.sections.map((s) => [sectionKey(s.class_id, s.name), s.id]));
  for (const c of r['classes.csv'].values()) {
    const cls = classId.get(c.courseSourcedId!);
    if (cls === undefined) {
      skipped.sections++;
      continue;
    }
    const name = sectionName(c, r);
    let found = sectionByKey.get(sectionKey(cls, name));
    if (found) existing.sections++;
    else {
      const capacity = Number(c['metadata.watni.capacity'] || Number.NaN);
      found = write
        ? await repo.insertSection(tx, {
            tenant_id: tenantId,
            class_id: cls,
            name,
            room: c.location ? c.location.slice(0, 50) : null,
            capacity:
              Number.isInteger(capacity) && capacity >= 1 && capacity <= 500 ? capacity : null,
          })
        : next();
      created.sections++;
      sectionByKey.set(sectionKey(cls, name), found);
    }
    sectionId.set(c.sourcedId!, found);
    sectionClass.set(c.sourcedId!, cls);
  }

  // People.
  const roleOf = roles(r);
  const studentId = new Map<string, number>();
  const studentByAdmission = new Map(
    school.students.map((s) => [s.admission_no.toLowerCase(), s.id]),
  );
  const users = [...r['users.csv'].values()];
  const today = todayInPakistan(new Date());
  for (const u of users.filter((x) => roleOf.get(x.sourcedId!) === 'student')) {
    const admission = u.identifier || u.username!;
    const found = studentByAdmission.get(admission.toLowerCase());
    if (found) {
      existing.students++;
      studentId.set(u.sourcedId!, found);
      continue;
    }
    const demo = demographicsOf(r['demographics.csv'].get(u.sourcedId!));
    const status = (u['metadata.watni.studentStatus'] ||
      (u.enabledUser === 'false' ? 'left' : 'active')) as 'active' | 'left' | 'graduated';
    const idNew = write
      ? await repo.insertStudent(tx, {
          tenant_id: tenantId,
          admission_no: admission,
          first_name: u.givenName!.slice(0, 100),
          last_name: u.familyName!.slice(0, 100),
          // demographics.csv is the binding's place; a package written before Watni wrote it
          // carries them in users.csv's extension columns.
          gender:
            demo.gender ?? ((u['metadata.watni.gender'] || 'other') as 'male' | 'female' | 'other'),
          date_of_birth: demo.date_of_birth ?? (u['metadata.watni.birthDate'] || null),
          admission_date: u['metadata.watni.admissionDate'] || today,
          address: u['metadata.watni.address'] ? u['metadata.watni.address'].slice(0, 500) : null,
          status,
        })
      : next();
    created.students++;
    studentId.set(u.sourcedId!, idNew);
    studentByAdmission.set(admission.toLowerCase(), idNew);
  }

  await applyDemographics(
    tx,
    r['demographics.csv'].values(),
    studentId,
    new Map(school.students.map((s) => [s.id, s])),
    write,
    { created, existing, skipped },
  );

  const guardianId = new Map<string, number>();
  const guardianByCnic = new Map(
    school.guardians.flatMap((g) => (g.cnic ? [[g.cnic, g.id] as const] : [])),
  );
  const guardianByNameMobile = new Map(
    school.guardians.map((g) => [`${g.name}\u0000${g.mobile ?? ''}`, g.id]),
  );
  for (const u of users.filter((x) =>
    ['parent', 'guardian', 'relative'].includes(roleOf.get(x.sourcedId!) ?? ''),
  )) {
    const name = joinName(u.givenName!, u.familyName!).slice(0, 200);
    // Another system may write the numbers as people type them: read them as the forms do.
    const cnic = normaliseCnic(u['metadata.watni.cnic'] ?? '');
    const mobile = normaliseMobile(u.phone ?? '') ?? normaliseMobile(u.sms ?? '');
    const found =
      (cnic && guardianByCnic.get(cnic)) ||
      guardianByNameMobile.get(`${name}\u0000${mobile ?? ''}`);
    if (found) {
      existing.guardians++;
      guardianId.set(u.sourcedId!, found);
      continue;
    }
    const relation = (u['metadata.watni.relation'] || 'guardian') as
      | 'father'
      | 'mother'
      | 'guardian';
    const email =
      u.email && /^[^\s@]+@[^\s@]+$/.test(u.email) ? u.email.toLowerCase().slice(0, 254) : null;
    const idNew = write
      ? await repo.insertGuardian(tx, { tenant_id: tenantId, name, relation, cnic, mobile, email })
      : next();
    created.guardians++;
    guardianId.set(u.sourcedId!, idNew);
    if (cnic) guardianByCnic.set(cnic, idNew);
    guardianByNameMobile.set(`${name}\u0000${mobile ?? ''}`, idNew);
  }
  // Links: a student's agents, the first one primary (as Watni writes them).
  const linkedPrimary = new Set(school.links.filter((l) => l.is_primary).map((l) => l.student_id));
  for (const u of users.filter((x) => studentId.has(x.sourcedId!))) {
    const sid = studentId.get(u.sourcedId!)!;
    const agents = (u.agentSourcedIds ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    for (const [i, agent] of agents.entries()) {
      const gid = guardianId.get(agent);
      if (gid === undefined) continue;
      const primary = i === 0 && !linkedPrimary.has(sid);
      if (write)
        await repo.insertLink(tx, {
          tenant_id: tenantId,
          student_id: sid,
          guardian_id: gid,
          is_primary: primary,
        });
      if (primary) linkedPrimary.add(sid);
    }
  }

  // Teachers: matched to staff accounts by e-mail; never created.
  const teacherUsers = users.filter((x) => roleOf.get(x.sourcedId!) === 'teacher');
  const staff = await repo.staffByEmail(
    tx,
    teacherUsers.map((u) => (u.email ?? '').toLowerCase()),
  );
  const staffByEmail = new Map(staff.map((s) => [s.email ?? '', s.id]));
  const teacherId = new Map<string, number>();
  for (const u of teacherUsers) {
    const found = staffByEmail.get((u.email ?? '').toLowerCase());
    if (found) {
      existing.teachers++;
      teacherId.set(u.sourcedId!, found);
    } else skipped.teachers++;
  }

  // Enrollments: students placed in sections per year; teachers as class or subject teachers.
  const yearsByDates = new Map(
    sessions
      .filter((s) => s.type === 'schoolYear' && yearId.has(s.sourcedId!))
      .map((s) => [`${s.startDate}\u0000${s.endDate}`, yearId.get(s.sourcedId!)!]),
  );
  const currentYear = school.years.find((y) => y.is_current)?.id;
  const placed = new Set(
    school.placements.map((p) => `${p.student_id}\u0000${p.academic_year_id}`),
  );
  const rollsTaken = new Set(
    school.placements.map((p) => `${p.academic_year_id}\u0000${p.section_id}\u0000${p.roll_no}`),
  );
  for (const e of r['enrollments.csv'].values()) {
    const section = sectionId.get(e.classSourcedId!);
    if (e.role === 'student') {
      const sid = studentId.get(e.userSourcedId!);
      const year = yearsByDates.get(`${e.beginDate}\u0000${e.endDate}`) ?? currentYear;
      if (section === undefined || sid === undefined || year === undefined) {
        skipped.placements++;
        continue;
      }
      if (placed.has(`${sid}\u0000${year}`)) {
        existing.placements++;
        continue;
      }
      let roll = Number(e['metadata.watni.rollNo'] || Number.NaN);
      if (
        !Number.isInteger(roll) ||
        roll < 1 ||
        roll > 9999 ||
        rollsTaken.has(`${year}\u0000${section}\u0000${roll}`)
      ) {
        roll = 1;
        while (rollsTaken.has(`${year}\u0000${section}\u0000${roll}`)) roll++;
      }
      if (write)
        await repo.insertPlacement(tx, {
          tenant_id: tenantId,
          student_id: sid,
          academic_year_id: year,
          section_id: section,
          roll_no: roll,
        });
      placed.add(`${sid}\u0000${year}`);
      rollsTaken.add(`${year}\u0000${section}\u0000${roll}`);
      created.placements++;
    } else if (e.role === 'teacher') {
      const tid = teacherId.get(e.userSourcedId!);
      if (section === undefined || tid === undefined) {
        skipped.teacher_assignments++;
        continue;
      }
      const subject = e['metadata.watni.subject'];
      if (subject) {
        const cls = sectionClass.get(e.classSourcedId!)!;
        const subj = subjectId.get(subjectKey(cls, subject));
        if (subj === undefined) {
          skipped.teacher_assignments++;
          continue;
        }
        const made = write
          ? await repo.insertSubjectTeacher(tx, {
              tenant_id: tenantId,
              subject_id: subj,
              section_id: section,
              teacher_id: tid,
            })
          : 1;
        if (made) created.teacher_assignments++;
        else existing.teacher_assignments++;
      } else {
        if (write) await repo.setClassTeacher(tx, section, tid);
        created.teacher_assignments++;
      }
    } else skipped.placements++;
  }
  return { created, existing, skipped };
}
