// Scope as a type: repositories take `Tx`, which only withScope produces, so a query
// outside a tenant scope does not compile. The @ts-expect-error lines are the test: `npm run
// typecheck` fails if a plain connection or transaction ever satisfies `Tx` again.
import { describe, expect, it } from 'vitest';
import type { Db, DrizzleTx, Tx } from '../src/db/client.js';
import { findCourse } from '../src/domains/courses/repository.js';

describe('scope as a type', () => {
  it('refuses a plain Db or an unscoped transaction where a repository wants Tx', () => {
    const outside = (db: Db, plain: DrizzleTx, scoped: Tx) => [
      // @ts-expect-error a Drizzle Db is no scoped transaction
      () => findCourse(db, 1),
      // @ts-expect-error nor is a transaction withScope did not open
      () => findCourse(plain, 1),
      () => findCourse(scoped, 1),
    ];
    expect(outside).toBeTypeOf('function');
  });
});
