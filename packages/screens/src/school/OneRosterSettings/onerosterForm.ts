// The OneRoster settings screen's pure rules: the client name the service takes, the package
// size it reads, and the order the counts are shown in.
import type { OneRosterCounts } from '@watni/api-client';

/** The service reads a package of at most 8 MiB (openapi.yaml, OneRosterPackage). */
export const PACKAGE_MAX_BYTES = 8 * 1024 * 1024;

export const COUNT_KINDS = [
  'academic_years',
  'terms',
  'classes',
  'sections',
  'students',
  'guardians',
  'teachers',
  'placements',
  'teacher_assignments',
  'demographics',
] as const satisfies readonly (keyof OneRosterCounts)[];

/** 'required' for a name that is empty once spaces are taken away (the service refuses it). */
export function clientNameProblem(name: string): 'required' | null {
  return name.replace(/\s+/g, ' ').trim() ? null : 'required';
}

/** The REST addresses a rostering tool is configured with, on the site's own origin. */
export function restAddresses(origin: string) {
  return {
    tokenUrl: `${origin}/api/ims/oneroster/token`,
    baseUrl: `${origin}/api/ims/oneroster/rostering/v1p2`,
  };
}
