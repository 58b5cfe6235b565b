// The students list's page cursor: where the previous page ended, opaque to the client. It names
// the school and the filters it was made for, and carries a checksum so an edited cursor is
// refused (400) rather than silently starting somewhere else. The key's values reach SQL only as
// bound parameters, and the school's scope still limits every row, so the checksum guards
// against mistakes, not against a forger (nothing a forged cursor could reach is not already
// readable with the first page and other filters).
import { createHash } from 'node:crypto';
import { badRequest } from '../../http/errors.js';
import { STUDENT_LIST_MESSAGES as M } from './messages.js';

/**
 * The last row of a page. A placed student's key is its section's position and its roll number
 * (unique in a section and year); a student with no placement in the year is found again by id,
 * its names read back in SQL, as the names would not fit in a cursor of 200 characters.
 */
export type ListKey =
  | { kind: 'placed'; orderIndex: number; sectionName: string; sectionId: number; rollNo: number }
  | { kind: 'unplaced'; studentId: number };

export interface ListFilters {
  search: string;
  classId: number | null;
  sectionId: number | null;
  status: string | null;
  yearId: number | null;
}

const digest = (value: unknown, bytes: number) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, bytes);

const filtersSum = (filters: ListFilters) => digest(['students.list', filters], 11);

type Packed = [number, ['p', number, string, number, number] | ['u', number], string];

const pack = (key: ListKey): Packed[1] =>
  key.kind === 'placed'
    ? ['p', key.orderIndex, key.sectionName, key.sectionId, key.rollNo]
    : ['u', key.studentId];

export function encodeCursor(tenantId: number, filters: ListFilters, key: ListKey): string {
  const body: Packed = [tenantId, pack(key), filtersSum(filters)];
  return Buffer.from(JSON.stringify([...body, digest(body, 16)])).toString('base64url');
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

function unpack(value: unknown): ListKey | null {
  if (!Array.isArray(value)) return null;
  const [kind, ...rest] = value as unknown[];
  if (kind === 'u' && rest.length === 1 && isInt(rest[0]))
    return { kind: 'unplaced', studentId: rest[0] };
  const [orderIndex, sectionName, sectionId, rollNo] = rest;
  if (
    kind === 'p' &&
    rest.length === 4 &&
    isInt(orderIndex) &&
    typeof sectionName === 'string' &&
    isInt(sectionId) &&
    isInt(rollNo)
  )
    return { kind: 'placed', orderIndex, sectionName, sectionId, rollNo };
  return null;
}

function parse(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The key a cursor ends at, or a 400 when it is not this school's, not these filters' or edited. */
export function decodeCursor(cursor: string, tenantId: number, filters: ListFilters): ListKey {
  const value = parse(cursor);
  if (!Array.isArray(value) || value.length !== 4) throw badRequest(M.badCursor);
  const [tenant, packed, sum, check] = value as unknown[];
  const key = unpack(packed);
  if (!key || !isInt(tenant) || typeof sum !== 'string' || typeof check !== 'string')
    throw badRequest(M.badCursor);
  if (digest([tenant, packed, sum], 16) !== check) throw badRequest(M.badCursor);
  if (tenant !== tenantId) throw badRequest(M.otherSchoolCursor);
  if (sum !== filtersSum(filters)) throw badRequest(M.otherFiltersCursor);
  return key;
}
