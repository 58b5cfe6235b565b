import type { AppDeps } from '../../deps.js';
import type { Schemas } from '../../http/types.js';
import { pingDatabase } from './repository.js';

/** `select 1` against the database; degraded (503) when it cannot be reached. */
export async function checkHealth(
  deps: AppDeps,
): Promise<{ status: 200 | 503; body: Schemas['Health'] }> {
  const version = deps.config.version;
  try {
    await Promise.race([
      pingDatabase(deps.db),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('health check timed out')), 3000).unref(),
      ),
    ]);
    return { status: 200, body: { status: 'ok', database: 'ok', version } };
  } catch (error) {
    deps.log.warn({ err: error }, 'health check: database unavailable');
    return {
      status: 503,
      body: {
        status: 'degraded',
        database: 'unavailable',
        version,
        detail: 'The database is unavailable at the moment. Please try again shortly.',
      },
    };
  }
}
