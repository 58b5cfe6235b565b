// Pakistan time inside SQL: the zone from @watni/policy (through _shared/pakistanTime.ts) as an
// SQL literal, and the Pakistan date of a timestamp. Fragments for the repositories, which are
// the only place SQL is written.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PAKISTAN_TIME_ZONE } from '../domains/_shared/pakistanTime.js';

/** The zone as an SQL literal, for `at time zone` (inlined, so equal expressions stay equal). */
const PAKISTAN_TIME_ZONE_SQL: SQL = sql.raw(`'${PAKISTAN_TIME_ZONE}'`);

/** The Pakistan date of a timestamptz column or expression, in SQL. */
export function pakistanDaySql(timestamp: SQLWrapper): SQL {
  return sql`(${timestamp} AT TIME ZONE ${PAKISTAN_TIME_ZONE_SQL})::date`;
}
