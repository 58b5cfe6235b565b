import type { SQL } from 'drizzle-orm';
import type { Tx } from './client.js';

/**
 * The rows of a driver result, typed by the caller: the drivers hand rows back untyped, as
 * `{ rows }` (pg, PGlite) or, on some paths, as the array itself.
 */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** Runs one raw statement in the scoped transaction and returns its rows as T. */
export async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await tx.execute(query));
}

/**
 * A PostgreSQL int[] literal for `= any($1::int[])`: one bound parameter whatever the list's
 * length, so the statement text (and its prepared plan) stays the same for 1 or 1,000 ids.
 */
export const intArray = (values: readonly number[]): string =>
  `{${values.map((v) => Math.trunc(v)).join(',')}}`;
