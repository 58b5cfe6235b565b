// Rows of the school repository → the contract's shapes.
import type { Tx } from '../../db/client.js';
import type { Schemas } from '../../http/types.js';
import * as repo from './repository.js';

export function toTerm(row: repo.TermRow): Schemas['Term'] {
  return {
    id: row.id,
    academic_year_id: row.academic_year_id,
    name: row.name,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
  };
}

export function toYear(row: repo.YearRow, terms: repo.TermRow[]): Schemas['AcademicYear'] {
  return {
    id: row.id,
    name: row.name,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    is_current: row.is_current,
    terms: terms.filter((term) => term.academic_year_id === row.id).map(toTerm),
  };
}

export function toSection(row: repo.SectionView): Schemas['Section'] {
  return {
    id: row.id,
    class_id: row.class_id,
    name: row.name,
    class_teacher:
      row.class_teacher_id === null
        ? null
        : {
            id: row.class_teacher_id,
            first_name: row.teacher_first_name ?? '',
            last_name: row.teacher_last_name ?? '',
          },
    room: row.room,
    capacity: row.capacity,
    student_count: row.student_count,
  };
}

export function toSubject(
  row: repo.SubjectRow,
  teachers: repo.SubjectTeacherView[],
): Schemas['Subject'] {
  return {
    id: row.id,
    class_id: row.class_id,
    name: row.name,
    code: row.code,
    teachers: teachers
      .filter((teacher) => teacher.subject_id === row.id)
      .map((teacher) => ({
        section_id: teacher.section_id,
        teacher: {
          id: teacher.teacher_id,
          first_name: teacher.first_name,
          last_name: teacher.last_name,
        },
      })),
  };
}

/** Classes (all, or some) with their sections and subjects, in order. */
export async function loadClasses(tx: Tx, onlyIds?: number[]): Promise<Schemas['SchoolClass'][]> {
  const all = await repo.listClasses(tx);
  const rows = onlyIds ? all.filter((row) => onlyIds.includes(row.id)) : all;
  const classIds = rows.map((row) => row.id);
  const year = await repo.currentYear(tx);
  const sections = await repo.listSections(tx, { classIds }, year?.id ?? null);
  const { subjects, teachers } = await repo.listSubjects(tx, { classIds });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    order_index: row.order_index,
    sections: sections.filter((section) => section.class_id === row.id).map(toSection),
    subjects: subjects
      .filter((subject) => subject.class_id === row.id)
      .map((subject) => toSubject(subject, teachers)),
  }));
}
