// demographics.csv on import: each row shares its student's sourcedId, and its birth date and sex
// are written onto that student (a new one gets them when it is created, import.ts). Only what
// Watni keeps is read: a blank cell, `unspecified` or an `ext:` sex changes nothing (absence is
// not a value to copy), and the race, ethnicity, place-of-birth and residence columns have no
// place in Watni and are not stored.
import type { Tx } from '../../db/client.js';
import { genderOf } from './binding.js';
import * as repo from './repository.js';
import type { Rec } from './validate.js';

type Gender = 'male' | 'female' | 'other';
interface Held {
  gender: Gender;
  date_of_birth: string | null;
}

/** What a row would set: its sex as Watni's gender, its birth date; null where it sets nothing. */
export function demographicsOf(row: Rec | undefined): {
  gender: Gender | null;
  date_of_birth: string | null;
} {
  return { gender: genderOf(row?.sex ?? ''), date_of_birth: row?.birthDate || null };
}

/**
 * The rows against the students the school already had (`held`; a student created by this
 * import is not in it and was written with its row's values). Counts `demographics` as the other
 * records: created = sets something, existing = already so, skipped = no student of the package.
 */
export async function applyDemographics(
  tx: Tx,
  rows: Iterable<Rec>,
  studentId: Map<string, number>,
  held: Map<number, Held>,
  write: boolean,
  counts: Record<'created' | 'existing' | 'skipped', { demographics: number }>,
): Promise<void> {
  for (const row of rows) {
    const id = studentId.get(row.sourcedId ?? '');
    if (id === undefined) {
      // A guardian's or teacher's demographics: Watni keeps none for them.
      counts.skipped.demographics++;
      continue;
    }
    const want = demographicsOf(row);
    const current = held.get(id);
    if (!current) {
      if (want.gender || want.date_of_birth) counts.created.demographics++;
      else counts.existing.demographics++;
      continue;
    }
    const changes: Partial<Held> = {};
    if (want.gender && want.gender !== current.gender) changes.gender = want.gender;
    if (want.date_of_birth && want.date_of_birth !== current.date_of_birth)
      changes.date_of_birth = want.date_of_birth;
    if (!Object.keys(changes).length) {
      counts.existing.demographics++;
      continue;
    }
    counts.created.demographics++;
    if (write) await repo.updateStudentDemographics(tx, id, changes);
  }
}
