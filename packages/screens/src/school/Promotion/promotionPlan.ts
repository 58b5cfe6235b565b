// Year-end promotion, the pure part: which section the class moves to by default, and the
// request that carries the per-student exceptions (repeat, left).
import type { AcademicYear, SchoolClass } from '@watni/api-client';

export type PromotionChoice = 'promote' | 'repeat' | 'left';

/** The class after `classId` in the school's order, or undefined for the last class. */
export function nextClass(classes: readonly SchoolClass[], classId: number) {
  const ordered = [...classes].sort((a, b) => a.order_index - b.order_index);
  const at = ordered.findIndex((c) => c.id === classId);
  return at < 0 ? undefined : ordered[at + 1];
}

/** The section of the next class with the same name (A goes to A), else its first section. */
export function defaultTargetSection(classes: readonly SchoolClass[], fromSectionId: number) {
  const from = classes.find((c) => c.sections.some((s) => s.id === fromSectionId));
  const section = from?.sections.find((s) => s.id === fromSectionId);
  if (!from || !section) return undefined;
  const next = nextClass(classes, from.id);
  return next?.sections.find((s) => s.name === section.name) ?? next?.sections[0];
}

/** The year that follows the current one (the first to start after it). */
export function defaultTargetYear(years: readonly AcademicYear[]) {
  const current = years.find((y) => y.is_current);
  if (!current) return undefined;
  return [...years]
    .filter((y) => y.starts_on > current.starts_on)
    .sort((a, b) => a.starts_on.localeCompare(b.starts_on))[0];
}

export function promotionRequest(
  fromSectionId: number,
  toYearId: number,
  toSectionId: number,
  choices: Readonly<Record<number, PromotionChoice>>,
) {
  const exceptions = Object.entries(choices).flatMap(([id, action]) =>
    action === 'promote' ? [] : [{ student_id: Number(id), action }],
  );
  return {
    from_section_id: fromSectionId,
    to_year_id: toYearId,
    to_section_id: toSectionId,
    ...(exceptions.length ? { exceptions } : {}),
  };
}
