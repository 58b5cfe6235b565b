// pg_auto_failover (Debian's pg-auto-failover-cli + postgresql-15-auto-failover) on loopback: a
// monitor and two data nodes, each run by `pg_autoctl … --run` in a process group of its own
// inside a Lab (cluster.mjs). docs/scaling.md lists the settings and why.
import { join } from 'node:path';
import { queryOnce, waitForServer } from './cluster.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The monitor's failure detection, shortened from its defaults (5 s checks, 20 s before a node
 * counts as unhealthy, 30 s demote timeout) so a loopback run sees a failover in seconds. The
 * demote timeout is how long the monitor waits before a promoted node accepts writes, in case the
 * old primary is only cut off and still writing: here it is killed, so 10 s is safe; keep the
 * default where a network can partition.
 */
export const MONITOR_SETTINGS = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 3000,
  'pgautofailover.primary_demote_timeout': 10000,
};

const monitorUrl = (port) =>
  `postgres://autoctl_node@127.0.0.1:${port}/pg_auto_failover?sslmode=disable`;

/** The nodes' states as the monitor reports them. */
export async function nodeStates(monitorPort) {
  return queryOnce(
    `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`,
    `select nodename as name, nodeport as port, reportedstate as reported, goalstate as goal
       from pgautofailover.node order by nodeid`,
  );
}

/**
 * Builds the formation: monitor on monitorPort, nodes on ports (the first becomes primary), the
 * database `dbname`. Resolves once one node is primary and the other a streaming secondary.
 */
export async function buildFormation(
  lab,
  { monitorPort, ports, dbname = 'watni', log = () => {} },
) {
  const monitorDir = lab.path('monitor');
  lab.run('pg_autoctl', [
    'create',
    'monitor',
    '--pgdata',
    monitorDir,
    '--pgport',
    String(monitorPort),
    '--hostname',
    '127.0.0.1',
    '--auth',
    'trust',
    '--no-ssl',
  ]);
  lab.dataDirs.push(monitorDir);
  // `create monitor` has no --listen: without this the monitor listens on every interface.
  lab.run('pg_autoctl', [
    'config',
    'set',
    '--pgdata',
    monitorDir,
    'postgresql.listen_addresses',
    '127.0.0.1',
  ]);
  const monitor = lab.start('monitor', 'pg_autoctl', ['run', '--pgdata', monitorDir]);
  await waitForServer(monitorPort, 60_000, 'pg_auto_failover');
  const admin = `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`;
  for (const [name, value] of Object.entries(MONITOR_SETTINGS)) {
    await queryOnce(admin, `alter system set ${name} = ${value}`);
  }
  await queryOnce(admin, 'select pg_reload_conf()');
  log(`monitor on ${monitorPort}`);

  const nodes = [];
  for (const [i, port] of ports.entries()) {
    const name = `node${i + 1}`;
    const dir = lab.path(name);
    lab.dataDirs.push(dir);
    const keeper = lab.start(name, 'pg_autoctl', [
      'create',
      'postgres',
      '--pgdata',
      dir,
      '--pgport',
      String(port),
      '--listen',
      '127.0.0.1',
      '--hostname',
      '127.0.0.1',
      '--name',
      name,
      '--auth',
      'trust',
      '--no-ssl',
      '--dbname',
      dbname,
      '--username',
      'postgres',
      '--monitor',
      monitorUrl(monitorPort),
      '--run',
    ]);
    nodes.push({ name, port, dir, keeper });
    if (i === 0) {
      await waitForState(
        monitorPort,
        (states) => states[0]?.reported === 'wait_primary' || states[0]?.reported === 'single',
        120_000,
      );
      log(`${name} (${port}) primary`);
    } else {
      // pg_autoctl's pg_basebackup waits for a spread checkpoint (minutes on an idle server):
      // a checkpoint on the primary lets it start at once.
      await waitForState(
        monitorPort,
        async (states) => {
          if (states[i]?.reported === 'catchingup' || states[i]?.reported === 'wait_standby') {
            await queryOnce(
              `postgres://postgres@127.0.0.1:${ports[0]}/postgres`,
              'checkpoint',
            ).catch(() => {});
          }
          return states[i]?.reported === 'secondary';
        },
        180_000,
      );
      log(`${name} (${port}) secondary`);
    }
  }
  await waitForState(
    monitorPort,
    (states) => states[0]?.reported === 'primary' && states[1]?.reported === 'secondary',
    60_000,
  );
  const hosts = ports.map((port) => `127.0.0.1:${port}`).join(',');
  return {
    monitor,
    nodes,
    url: `postgres://postgres@${hosts}/${dbname}?target_session_attrs=read-write`,
    nodeUrl: (node, db = dbname) => `postgres://postgres@127.0.0.1:${node.port}/${db}`,
  };
}

export async function waitForState(monitorPort, done, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = [];
  while (Date.now() < deadline) {
    last = await nodeStates(monitorPort).catch(() => last);
    if (await done(last)) return last;
    await sleep(500);
  }
  throw new Error(`pg_auto_failover did not reach the expected state: ${JSON.stringify(last)}`);
}

/** The machine of a node is lost: its keeper and its postmaster are SIGKILLed. */
export function killNode(lab, node) {
  lab.killGroup(node.keeper);
  lab.killPostmaster(node.dir);
}

/** Which node accepts writes now (libpq's read-write test), or null. */
export async function writableNode(formation, db = 'postgres') {
  for (const node of formation.nodes) {
    try {
      const [row] = await queryOnce(
        formation.nodeUrl(node, db),
        "select pg_is_in_recovery() or current_setting('transaction_read_only')::bool as read_only",
      );
      if (row && !row.read_only) return node;
    } catch {
      // down
    }
  }
  return null;
}

export const monitorDataDir = (lab) => join(lab.root, 'monitor');
