// The service as a process (docs/faults.md, docs/cluster.md): SIGTERM lets an in-flight request
// finish and exits 0; `start:cluster` runs several workers on one port that share the JWT
// secret, replaces a worker that dies, drains them all on SIGTERM, and refuses PGlite.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { DEMO_PASSWORD } from '../helpers/app.js';
import { adminQuery, databaseUrl, realPostgres, SERVER_URL } from './postgres.js';

const label = 'process';
const run = await realPostgres(label);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Service {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(script: string, env: Record<string, string | undefined>): Service {
  const { DATABASE_URL: _a, REDIS_URL: _b, JWT_SECRET: _c, WORKERS: _d, ...base } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src', script)],
    {
      cwd: REPO_ROOT,
      env: { ...base, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SITE_DIST: '/nonexistent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const healthy = async (port: number) =>
  (
    await fetch(`http://127.0.0.1:${port}/api/health`, {
      headers: { connection: 'close' },
      signal: AbortSignal.timeout(5000),
    })
  ).status === 200;

/** Sends a request's head and half its body, and finishes it when told: an in-flight request. */
function slowRequest(port: number, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => {
    response += chunk;
  });
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  socket.on('error', () => {});
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish: () => socket.write(body.slice(half)),
    response: ended,
  };
}

describe.runIf(run)('the service process', () => {
  const name = `watni_proc_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(SERVER_URL, name);
  const running: ChildProcess[] = [];
  const workerPids: number[] = [];

  beforeAll(async () => {
    await adminQuery(SERVER_URL, `CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    for (const pid of workerPids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await adminQuery(SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('finishes an in-flight request on SIGTERM, refuses new ones, and exits 0', async () => {
    const port = await freePort();
    const service = start('main.ts', { DATABASE_URL: url, PORT: String(port) });
    running.push(service.child);
    await waitFor('the service to answer', () => healthy(port));

    const body = JSON.stringify({
      name: 'Graceful Shutdown',
      email: 'shutdown@example.com',
      message: 'Sent while the service was stopping.',
    });
    const inFlight = slowRequest(port, body);
    await sleep(300); // the head and half the body have arrived
    const stoppedAt = Date.now();
    service.child.kill('SIGTERM');
    await sleep(500);
    // Not accepting any more: a new connection is refused (or answered 503 while closing).
    const late = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    inFlight.finish();
    const response = await inFlight.response;
    expect(response).toMatch(/^HTTP\/1\.1 202 /);
    const code = await service.exited;
    if (code !== 0) console.log(`[${label}] the service's output:\n${service.output()}`);
    expect(code).toBe(0);
    console.log(`[${label}] stopped ${Date.now() - stoppedAt} ms after SIGTERM (in-flight: 202)`);
    const [stored] = await adminQuery<{ n: number }>(
      url,
      "select count(*)::int as n from contact_enquiries where email = 'shutdown@example.com'",
    );
    expect(stored!.n).toBe(1);
  }, 180_000);

  it('runs as a cluster: two workers on one port, one secret, replaced when killed', async () => {
    const port = await freePort();
    const service = start('cluster.ts', { DATABASE_URL: url, PORT: String(port), WORKERS: '2' });
    running.push(service.child);
    const workers = () => [
      ...service.output().matchAll(/worker (\d+) listening on 127\.0\.0\.1:(\d+)/g),
    ];
    await waitFor('two workers', () => workers().length >= 2);
    const [first, second] = workers().map((m) => Number(m[1]));
    expect(first).not.toBe(second);
    workerPids.push(first!, second!);

    // A token signed by one worker is accepted by any: sign in, then ask on fresh connections.
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ email: 'student@iqbal.edu.pk', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    for (let i = 0; i < 8; i += 1) {
      const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, {
        headers: { authorization: `Bearer ${token}`, connection: 'close' },
      });
      expect(me.status).toBe(200);
    }

    // A worker dies: the other keeps answering and the primary starts a replacement. (A
    // connection handed to the worker at the instant it dies is lost; clients retry.)
    process.kill(first!, 'SIGKILL');
    await waitFor('the primary to notice', () => service.output().includes(`worker ${first} died`));
    for (let i = 0; i < 5; i += 1) expect(await healthy(port)).toBe(true);
    await waitFor('a replacement worker', () => workers().length >= 3);
    workerPids.push(...workers().map((m) => Number(m[1])));
    expect(service.output()).toContain(`worker ${first} died`);

    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain('all workers stopped');
    const alive = workers()
      .map((m) => Number(m[1]))
      .filter((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
    expect(alive).toEqual([]);
  }, 240_000);

  it('refuses to run a cluster on PGlite', async () => {
    const service = start('cluster.ts', { DATABASE_URL: '', PORT: '1' });
    running.push(service.child);
    expect(await service.exited).toBe(1);
    expect(service.output()).toMatch(/needs DATABASE_URL \(PostgreSQL\).*PGlite/s);
  }, 60_000);
});
