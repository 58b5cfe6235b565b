import { createHash } from 'node:crypto';

/**
 * Names for the statements a service sends often, so PostgreSQL parses and plans each once per
 * connection rather than on every request. Under row-level security, planning a school read's
 * statements was most of PostgreSQL's time per request (docs/bench.md). A text is named from the
 * second time it is seen; texts that differ every time (a list of values spelled out) stay
 * unnamed, and past `limit` distinct texts no new one is tracked, which bounds what each server
 * connection keeps.
 */
export class StatementNames {
  private readonly seen = new Map<string, string | number>();

  constructor(private readonly limit = 2_000) {}

  nameFor(text: string): string | undefined {
    const known = this.seen.get(text);
    if (typeof known === 'string') return known;
    if (known === undefined) {
      if (this.seen.size < this.limit) this.seen.set(text, 1);
      return undefined;
    }
    const name = `w${createHash('sha1').update(text).digest('base64url')}`;
    this.seen.set(text, name);
    return name;
  }
}
