import type { Database } from './client.js';
import { primaryMayHaveMoved } from './hosts.js';

/**
 * How far a streaming replica is behind, in ms, by one cheap statement on the replica itself:
 * 0 when it has replayed all it received (an idle primary sends nothing, so the replay timestamp
 * alone would look old), the age of the last replayed transaction otherwise, and Infinity when
 * its WAL receiver is not streaming (replication broken: it would look current and go stale).
 * A server not in recovery (a promoted replica) is current. pg_stat_wal_receiver's status is
 * visible to superusers and members of pg_read_all_stats only: for another role it reads null,
 * and the replica is never used (docs/scaling.md).
 */
export const LAG_SQL = `select case
  when not pg_is_in_recovery() then 0
  when (select status from pg_stat_wal_receiver) is distinct from 'streaming' then null
  when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
  else greatest(0, extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)
end::float8 as lag_ms`;

async function replicationLagMs(replica: Database, timeoutMs = 1000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The replica did not answer in time.')), timeoutMs);
  });
  try {
    const { rows } = await Promise.race([replica.executeSql(LAG_SQL), timeout]);
    const lag = (rows[0] as { lag_ms: number | null } | undefined)?.lag_ms;
    return typeof lag === 'number' ? lag : Number.POSITIVE_INFINITY;
  } finally {
    clearTimeout(timer);
  }
}

interface ReplicaRouterOptions {
  /** Beyond this lag the primary answers (REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** How long one lag reading is trusted: a check per this many ms at most, not per request. */
  checkEveryMs?: number;
  /** The lag reading (tests hand in their own); rejects when the replica is unreachable. */
  probe?: () => Promise<number>;
  now?: () => number;
}

/**
 * Decides where a read declared for the replica runs: on the replica while its lag, read at most
 * every `checkEveryMs`, is within `maxLagMs`; on the primary (null) when it is behind, failed its
 * check, or failed a request since. A read may therefore see data up to maxLagMs + checkEveryMs
 * old.
 */
export class ReplicaRouter {
  readonly maxLagMs: number;
  private readonly checkEveryMs: number;
  private readonly probe: () => Promise<number>;
  private readonly now: () => number;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private usable = false;
  private checking: Promise<boolean> | null = null;
  /** Last reading, for logs and the scale check. */
  lastLagMs: number | null = null;

  constructor(
    readonly replica: Database,
    options: ReplicaRouterOptions,
  ) {
    this.maxLagMs = options.maxLagMs;
    this.checkEveryMs = options.checkEveryMs ?? 500;
    this.probe = options.probe ?? (() => replicationLagMs(replica));
    this.now = options.now ?? Date.now;
  }

  /** The replica when a declared read may run there now; null: the primary. */
  async choose(): Promise<Database | null> {
    if (this.now() - this.checkedAt < this.checkEveryMs) return this.usable ? this.replica : null;
    this.checking ??= this.check().finally(() => {
      this.checking = null;
    });
    return (await this.checking) ? this.replica : null;
  }

  /**
   * A declared read failed on the replica: when the failure says the replica is unreachable, the
   * primary takes reads until the next check, and the caller runs the read again there.
   */
  failed(error: unknown): boolean {
    if (!primaryMayHaveMoved(error)) return false;
    this.usable = false;
    this.checkedAt = this.now();
    return true;
  }

  private async check(): Promise<boolean> {
    try {
      const lag = await this.probe();
      this.lastLagMs = lag;
      this.usable = lag <= this.maxLagMs;
    } catch {
      this.lastLagMs = null;
      this.usable = false;
    }
    this.checkedAt = this.now();
    return this.usable;
  }
}
