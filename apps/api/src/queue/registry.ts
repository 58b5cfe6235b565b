import type { Database } from '../db/client.js';
import type { JobQueue } from './queue.js';

/**
 * The queue of each open database (one per app; tests run several apps in one process), keyed
 * by its Drizzle handle: the test harness's PostgreSQL copy wraps the Database object, so the
 * one buildApp registers and the one a scoped transaction knows are different objects with the
 * same `db` (notify() from a register save answered 500 on PostgreSQL).
 */
const queues = new WeakMap<Database['db'], JobQueue>();

export function registerQueue(database: Database, queue: JobQueue): void {
  queues.set(database.db, queue);
}

export function queueOf(database: Database): JobQueue {
  const queue = queues.get(database.db);
  if (!queue) throw new Error('No job queue runs on this database (buildApp starts one).');
  return queue;
}

/** The queue of the database a Drizzle handle belongs to (jobs that send follow-up jobs). */
export function queueOfDb(db: Database['db']): JobQueue {
  return queueOf({ db } as Database);
}
