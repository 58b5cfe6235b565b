// Which statements the service names (prepared once per connection on PostgreSQL): a text seen
// again, never one seen once, and no new text past the limit, so what each server connection
// keeps stays bounded.
import { describe, expect, it } from 'vitest';
import { StatementNames } from '../../src/db/statement-names.js';

describe('statement names', () => {
  it('names a text from its second sighting, the same name every time', () => {
    const names = new StatementNames();
    expect(names.nameFor('select 1')).toBeUndefined();
    const name = names.nameFor('select 1');
    expect(name).toMatch(/^w[\w-]{27}$/);
    expect(names.nameFor('select 1')).toBe(name);
    expect(names.nameFor('select 2')).toBeUndefined();
    expect(names.nameFor('select 2')).not.toBe(name);
  });

  it('tracks no new text past its limit, and keeps naming the ones it knows', () => {
    const names = new StatementNames(2);
    names.nameFor('select 1');
    names.nameFor('select 2');
    names.nameFor('select 3');
    expect(names.nameFor('select 3')).toBeUndefined();
    expect(names.nameFor('select 1')).toEqual(expect.any(String));
  });
});
