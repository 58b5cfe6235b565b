// One transport transaction in the caller's school, with the database's unique and foreign-key
// refusals turned into sentences a screen can show.
import type { Tx } from '../../db/client.js';
import { constraintName, sqlState } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, HttpError } from '../../http/errors.js';
import { inSchool } from '../school/transaction.js';

const CONFLICTS: Record<string, string> = {
  transport_routes_name_key: 'The school already has a route with this name.',
  transport_stops_name_key: 'This route already has a stop with this name.',
  transport_assignments_stop_fkey: 'Students ride from this stop; move them to another stop first.',
};

export async function inTransport<T>(
  deps: AppDeps,
  auth: AuthContext,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await inSchool(deps, auth, fn);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const state = sqlState(error);
    if (state === '23505' || state === '23503') {
      const message = CONFLICTS[constraintName(error) ?? ''];
      if (message) throw conflict(message);
    }
    throw error;
  }
}
