/** Walks an error and its causes (Drizzle wraps driver errors in DrizzleQueryError.cause). */
function* chain(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

/**
 * True when the error is pg-pool's "no pooled connection came free within the wait" (every
 * connection busy for DB_POOL_WAIT_MS): the service is loaded, the database is fine. pg-pool
 * says `timeout exceeded when trying to connect` for this wait only; a new connection that does
 * not answer in time is 'Connection terminated due to connection timeout' (pg-pool index.js).
 */
export function isPoolWaitExceeded(error: unknown): boolean {
  for (const item of chain(error)) {
    const message = typeof item.message === 'string' ? item.message : '';
    if (message.includes('timeout exceeded when trying to connect')) return true;
  }
  return false;
}

/** True when the error means "the database cannot be reached" (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of chain(error)) {
    if (typeof item.code === 'string' && UNAVAILABLE_CODES.has(item.code)) return true;
    const message = typeof item.message === 'string' ? item.message : '';
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    if (Array.isArray(item.errors) && item.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true; // AggregateError from net.connect (IPv4 + IPv6 refused)
    }
  }
  return false;
}

/** The SQLSTATE of a PostgreSQL error anywhere in the cause chain, if any. */
export function sqlState(error: unknown): string | undefined {
  for (const item of chain(error)) {
    if (typeof item.code === 'string' && /^[0-9A-Z]{5}$/.test(item.code)) return item.code;
  }
  return undefined;
}

/** The constraint a PostgreSQL error names, if any. */
export function constraintName(error: unknown): string | undefined {
  for (const item of chain(error)) {
    if (typeof item.constraint === 'string') return item.constraint;
  }
  return undefined;
}
