// Building blocks of `npm run scale:check` (docs/scaling.md): PostgreSQL clusters of Debian's
// packages on loopback ports, in a temporary directory, run as the `postgres` user (PostgreSQL
// refuses to run as root), and torn down by `teardown()`. The machine's own server (5432) is never
// touched: every cluster here is a fresh initdb (or pg_autoctl) on its own port.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export const PG_BIN = '/usr/lib/postgresql/15/bin';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the check needs from Debian: null when all is there, else what is missing. */
export function missingTools() {
  const wanted = [
    [join(PG_BIN, 'initdb'), 'postgresql-15'],
    ['/usr/sbin/pgbouncer', 'pgbouncer'],
    ['/usr/bin/pg_autoctl', 'pg-auto-failover-cli'],
    ['/usr/lib/postgresql/15/lib/pgautofailover.so', 'postgresql-15-auto-failover'],
  ];
  const missing = wanted.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  if (process.getuid?.() !== 0) missing.push('(root, to run the clusters as the postgres user)');
  return missing.length ? missing : null;
}

export class Lab {
  constructor(label = 'watni-scale-') {
    this.root = mkdtempSync(join('/tmp', label));
    chmodSync(this.root, 0o755);
    this.uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    this.gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(this.root, this.uid, this.gid);
    this.children = [];
    this.dataDirs = [];
    // pg_autoctl keeps its configuration and state under XDG directories: inside the lab.
    this.env = {
      HOME: this.root,
      XDG_CONFIG_HOME: join(this.root, 'config'),
      XDG_DATA_HOME: join(this.root, 'share'),
      XDG_RUNTIME_DIR: join(this.root, 'run'),
      PATH: `${PG_BIN}:/usr/bin:/bin:/usr/sbin`,
      PG_CONFIG: join(PG_BIN, 'pg_config'),
    };
  }

  path(...parts) {
    return join(this.root, ...parts);
  }

  /** Writes a file the postgres user owns. */
  write(file, text) {
    writeFileSync(file, text);
    chownSync(file, this.uid, this.gid);
  }

  #argv(command, args) {
    const env = Object.entries(this.env).map(([k, v]) => `${k}=${v}`);
    return ['-u', 'postgres', '--', 'env', ...env, command, ...args];
  }

  /** Runs a command as postgres to its end; throws with its output when it fails. */
  run(command, args) {
    try {
      return execFileSync('runuser', this.#argv(command, args), {
        cwd: this.root,
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 120_000,
      }).toString();
    } catch (error) {
      throw new Error(
        `${command} ${args.join(' ')} failed: ${error.stderr ?? ''}${error.stdout ?? ''}`,
      );
    }
  }

  /** Starts a long-running command as postgres in a process group of its own (logs in the lab). */
  start(name, command, args) {
    const log = this.path(`${name}.log`);
    writeFileSync(log, '');
    chownSync(log, this.uid, this.gid);
    const out = openSync(log, 'a');
    const child = spawn('runuser', this.#argv(command, args), {
      cwd: this.root,
      detached: true,
      stdio: ['ignore', out, out],
    });
    child.on('error', () => {});
    const entry = { name, child, log };
    this.children.push(entry);
    return entry;
  }

  /** SIGKILLs a started command's whole process group: a machine lost, not a clean stop. */
  killGroup(entry) {
    try {
      process.kill(-entry.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }

  /** SIGKILLs the postmaster of a data directory (its pid from postmaster.pid). */
  killPostmaster(dataDir) {
    const pid = postmasterPid(dataDir);
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  /** initdb + start on a loopback port; settings for streaming replication. */
  async primary(name, port, settings = {}) {
    const dir = this.path(name);
    this.run(join(PG_BIN, 'initdb'), [
      '-D',
      dir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    const conf = {
      listen_addresses: "'127.0.0.1'",
      port,
      unix_socket_directories: `'${this.root}'`,
      wal_level: 'replica',
      max_wal_senders: 5,
      max_connections: 200,
      hot_standby: 'on',
      fsync: 'on',
      ...settings,
    };
    this.write(
      join(dir, 'postgresql.auto.conf'),
      `${Object.entries(conf)
        .map(([k, v]) => `${k} = ${v}`)
        .join('\n')}\n`,
    );
    this.write(
      join(dir, 'pg_hba.conf'),
      'host all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\nlocal all all trust\n',
    );
    this.#pgStart(dir);
    await waitForServer(port);
    return dir;
  }

  /** A streaming replica of the server on fromPort (pg_basebackup -R), started on port. */
  async replica(name, fromPort, port) {
    const dir = this.path(name);
    this.run(join(PG_BIN, 'pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(fromPort),
      '-U',
      'postgres',
      '-D',
      dir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    const auto = readFileSync(join(dir, 'postgresql.auto.conf'), 'utf8').replace(
      /^port = .*$/m,
      '',
    );
    this.write(join(dir, 'postgresql.auto.conf'), `${auto}\nport = ${port}\n`);
    this.#pgStart(dir);
    await waitForServer(port);
    return dir;
  }

  #pgStart(dir) {
    this.dataDirs.push(dir);
    this.run(join(PG_BIN, 'pg_ctl'), ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', 'start']);
  }

  stopServer(dir, mode = 'fast') {
    try {
      this.run(join(PG_BIN, 'pg_ctl'), ['-D', dir, '-m', mode, '-w', 'stop']);
    } catch {
      // not running
    }
  }

  /** PgBouncer in transaction mode on port, in front of the server on toPort. */
  async pgbouncer(port, toPort, { poolSize = 5, extraDatabases = '' } = {}) {
    const ini = this.path('pgbouncer.ini');
    this.write(this.path('userlist.txt'), '"postgres" ""\n');
    this.write(
      ini,
      [
        '[databases]',
        `* = host=127.0.0.1 port=${toPort}`,
        extraDatabases,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        `unix_socket_dir = ${this.root}`,
        'auth_type = trust',
        `auth_file = ${this.path('userlist.txt')}`,
        'pool_mode = transaction',
        `default_pool_size = ${poolSize}`,
        'max_client_conn = 500',
        'server_reset_query =',
        'ignore_startup_parameters = extra_float_digits,options',
        `pidfile = ${this.path('pgbouncer.pid')}`,
        '',
      ].join('\n'),
    );
    const entry = this.start('pgbouncer', '/usr/sbin/pgbouncer', [ini]);
    await waitForServer(port);
    return entry;
  }

  /** Stops everything this lab started and removes its directory. */
  async teardown() {
    for (const entry of this.children) {
      try {
        process.kill(-entry.child.pid, 'SIGTERM');
      } catch {
        // gone
      }
    }
    await sleep(1500);
    for (const dir of this.dataDirs) this.stopServer(dir, 'immediate');
    for (const entry of this.children) this.killGroup(entry);
    for (const dir of this.dataDirs) this.killPostmaster(dir);
    rmSync(this.root, { recursive: true, force: true });
  }
}

export function postmasterPid(dataDir) {
  try {
    return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}

/** Waits until a server (or PgBouncer) on port answers a query. */
export async function waitForServer(port, timeoutMs = 60_000, database = 'postgres') {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      database,
      connectionTimeoutMillis: 2000,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      last = error;
      await client.end().catch(() => {});
      await sleep(300);
    }
  }
  throw new Error(`nothing answered on port ${port}: ${last?.message}`);
}

/** One query on a fresh connection. */
export async function queryOnce(url, text, values) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}
