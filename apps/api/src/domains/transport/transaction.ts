// One transport transaction in the caller's school, with the database's unique and foreign-key
// refusals turned into sentences a screen can show.
import { schoolTransaction } from '../school/transaction.js';

const CONFLICTS: Record<string, string> = {
  transport_routes_name_key: 'The school already has a route with this name.',
  transport_stops_name_key: 'This route already has a stop with this name.',
  transport_assignments_stop_fkey: 'Students ride from this stop; move them to another stop first.',
};

export const inTransport = schoolTransaction(CONFLICTS);
