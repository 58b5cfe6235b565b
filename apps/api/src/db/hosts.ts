import pg from 'pg';

/**
 * libpq's multi-host connection strings for node-postgres, which takes one host only:
 * `postgres://user@h1:5441,h2:5442/db?target_session_attrs=read-write` (what
 * `pg_autoctl show uri --formation default` prints). The URL is split into one single-host URL
 * per host; the locator finds the one that accepts writes (libpq's read-write test: not in
 * recovery and not read-only by default) and new connections go there. After a failover the pool's connections
 * to the old primary fail; each such failure asks the locator to look again (at most one look
 * at a time), and from then on new connections reach the promoted node. docs/scaling.md says
 * why this rather than a proxy in front.
 */
export function splitHosts(url: string): string[] {
  const match = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/i.exec(url);
  if (!match) return [url];
  const [, scheme, auth = '', hostList = '', rest = ''] = match;
  const hosts = hostList.split(',').filter(Boolean);
  if (hosts.length < 2) return [url];
  // The read-write requirement is what the locator does; pg would not understand the parameter.
  const [pathPart = '', query = ''] = rest.split('?');
  const params = new URLSearchParams(query);
  params.delete('target_session_attrs');
  const tail = params.toString() ? `${pathPart}?${params}` : pathPart;
  return hosts.map((host) => `${scheme}${auth}${host}${tail}`);
}

/** A connection error, or the server refusing writes or going away: the primary may have moved. */
export function primaryMayHaveMoved(error: unknown): boolean {
  const shaped = error as { code?: unknown; message?: unknown } | null;
  const code = typeof shaped?.code === 'string' ? shaped.code : '';
  // 25006 read-only transaction (a demoted primary), 57P01-03 shutdown / cannot connect now,
  // 08xxx connection exceptions; node's socket errors.
  if (/^(25006|57P0[123]|08...)$/.test(code)) return true;
  if (/^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH)$/.test(code)) return true;
  const message = typeof shaped?.message === 'string' ? shaped.message : '';
  return /Connection terminated|connection was lost|timeout exceeded when trying to connect/i.test(
    message,
  );
}

export class PrimaryLocator {
  /** Bumped when the primary moves: connections of an older generation are not reused. */
  generation = 0;
  private index = 0;
  /** The look under way: new connections wait for it rather than try the old primary. */
  looking: Promise<boolean> | null = null;
  private lastLook = 0;

  constructor(
    readonly urls: string[],
    private readonly probeTimeoutMs = 2000,
  ) {
    // Which host is the primary now is not known from the URL: the first look starts at once.
    if (this.multiHost) this.suspect();
  }

  get multiHost(): boolean {
    return this.urls.length > 1;
  }

  /** The URL new connections go to: the node last found accepting writes. */
  current(): string {
    return this.urls[this.index] ?? this.urls[0] ?? '';
  }

  /** Something failed in a way a moved primary explains: look again (not more than 4× a second). */
  suspect(): void {
    if (!this.multiHost || this.looking) return;
    if (Date.now() - this.lastLook < 250) return;
    this.looking = this.locate().finally(() => {
      this.looking = null;
    });
  }

  /** Tries every host in order; the first that is not in recovery becomes current. */
  async locate(): Promise<boolean> {
    this.lastLook = Date.now();
    for (let i = 0; i < this.urls.length; i++) {
      const client = new pg.Client({
        connectionString: this.urls[i],
        connectionTimeoutMillis: this.probeTimeoutMs,
      });
      client.on('error', () => {});
      try {
        await client.connect();
        // libpq's read-write test: not a standby, and not read-only by default (pg_auto_failover
        // keeps a promoted node read-only until the old primary must have stepped down).
        const { rows } = await client.query<{ read_only: boolean }>(
          "select pg_is_in_recovery() or current_setting('transaction_read_only')::bool as read_only",
        );
        if (rows[0]?.read_only === false) {
          if (i !== this.index) {
            this.index = i;
            this.generation += 1;
          }
          return true;
        }
      } catch {
        // down or starting: the next host
      } finally {
        client.end().catch(() => {});
      }
    }
    return false;
  }
}
