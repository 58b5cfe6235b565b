import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileFor } from '../src/db/lock.js';
import { listMigrations, migrate } from '../src/db/migrate.js';
import { createTestApp } from './helpers/app.js';

describe('PGlite data directory lock', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'watni-lock-'));

  it('is taken with the pid and released', () => {
    const dataDir = dir();
    const release = acquireDataDirLock(dataDir);
    expect(readFileSync(lockFileFor(dataDir), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(lockFileFor(dataDir))).toThrow();
    rmSync(dataDir, { recursive: true });
  });

  it('refuses a directory held by another live process', () => {
    const dataDir = dir();
    writeFileSync(lockFileFor(dataDir), String(process.ppid)); // the parent process is alive
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by another process/);
    rmSync(dataDir, { recursive: true });
  });

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = dir();
    writeFileSync(lockFileFor(dataDir), '999999999');
    const release = acquireDataDirLock(dataDir);
    expect(readFileSync(lockFileFor(dataDir), 'utf8')).toBe(String(process.pid));
    release();
    rmSync(dataDir, { recursive: true });
  });
});

describe('migrations', () => {
  it('are numbered NNNN_name.sql with unique versions', () => {
    const versions = listMigrations().map((migration) => migration.version);
    expect(versions.length).toBeGreaterThan(0);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions).toEqual([...versions].sort());
  });

  it('apply once: running again, even concurrently, applies nothing', async () => {
    const t = await createTestApp();
    try {
      const results = await Promise.all([migrate(t.database), migrate(t.database)]);
      expect(results).toEqual([[], []]);
    } finally {
      await t.close();
    }
  }, 90_000); // a fresh copy of the template database and two migration checks: slow on a busy machine
});
