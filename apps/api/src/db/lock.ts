import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes: two processes on one data directory corrupt it.
 * This file lock (`<dataDir>/pglite.lock`, holding the owner's pid) refuses a second process.
 * A lock left by a process that no longer runs is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by another process (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockFileFor(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

/** Returns the pid holding the lock when a live process holds it, else undefined. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFileFor(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)
      ? pid
      : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws DataDirLockedError; returns a release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileFor(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder !== undefined) throw new DataDirLockedError(file, holder);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}
