import type { SchoolClass, Subject } from '@watni/api-client';

/** The sentinel option of "no teacher": Radix Select values cannot be empty. */
export const noTeacher = 'none';

export interface TeacherChange {
  section_id: number;
  teacher_id: number | null;
}

/** Each section's current teacher of the subject, as Select values. */
export function currentChoices(schoolClass: SchoolClass, subject: Subject): Record<number, string> {
  return Object.fromEntries(
    schoolClass.sections.map((section) => {
      const assigned = subject.teachers.find((t) => t.section_id === section.id);
      return [section.id, assigned ? String(assigned.teacher.id) : noTeacher];
    }),
  );
}

/** Only the sections whose chosen teacher differs from the one on file. */
export function teacherChanges(
  schoolClass: SchoolClass,
  subject: Subject,
  chosen: Record<number, string>,
): TeacherChange[] {
  const before = currentChoices(schoolClass, subject);
  return schoolClass.sections
    .filter((section) => (chosen[section.id] ?? before[section.id]) !== before[section.id])
    .map((section) => {
      const value = chosen[section.id] ?? noTeacher;
      return { section_id: section.id, teacher_id: value === noTeacher ? null : Number(value) };
    });
}
