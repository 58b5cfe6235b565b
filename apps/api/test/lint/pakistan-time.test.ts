// Pakistan time is read in one place (src/domains/_shared/pakistanTime.ts, backed by
// @watni/policy): a zone name or a UTC+5 offset written anywhere else in the service is a second
// copy that a later change would miss. This scan fails on one, naming the file and line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** The module the zone is allowed in (it re-exports it from @watni/policy today). */
const SHARED = 'domains/_shared/pakistanTime.ts';

/** The zone as a string in code (quoted), not a mention in a comment. */
const ZONE = /['"`]Asia\/Karachi['"`]/;
/** Pakistan's offset written out: `+05:00`, `+0500`, or 5 hours of milliseconds added by hand. */
const OFFSET = /\+05:?00\b|\b5 \* 3_?600_?000\b|\b18_?000_?000\b/;

/**
 * Seed data writes fixed instants with their offset (a paper at 10:00 Pakistan time), which is
 * data, not a rule; the generated contract types quote the contract's prose.
 */
const EXEMPT = [/^db\/seed\//, /^contract\//, /\.test\.ts$/];

function sourceFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, root);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

/** `file:line: text` of every line of `text` that writes Pakistan time by hand. */
function handWrittenZones(file: string, text: string): string[] {
  if (file === SHARED || EXEMPT.some((rule) => rule.test(file))) return [];
  return text
    .split('\n')
    .map((line, i) => ({ line, number: i + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter(({ line }) => ZONE.test(line) || OFFSET.test(line))
    .map(({ line, number }) => `${file}:${number}: ${line.trim()}`);
}

describe('Pakistan time lives in one module', () => {
  it('no file in apps/api/src names the zone or its offset outside it', () => {
    const files = sourceFiles(SRC).map((file) => file.split(path.sep).join('/'));
    expect(files).toContain(SHARED);
    const found = files.flatMap((file) =>
      handWrittenZones(file, readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(found, 'use src/domains/_shared/pakistanTime.ts instead').toEqual([]);
  });

  it('catches a zone or an offset written by hand, and leaves comments alone', () => {
    const file = 'domains/fees/example.ts';
    expect(handWrittenZones(file, "const f = { timeZone: 'Asia/Karachi' };")).toHaveLength(1);
    expect(handWrittenZones(file, "sql`(x AT TIME ZONE 'Asia/Karachi')::date`")).toHaveLength(1);
    expect(handWrittenZones(file, "new Date(day + 'T23:59:59+05:00')")).toHaveLength(1);
    expect(handWrittenZones(file, 'new Date(now.getTime() + 5 * 3600_000)')).toHaveLength(1);
    expect(handWrittenZones(file, '// read in Asia/Karachi, UTC+5')).toEqual([]);
    expect(handWrittenZones(SHARED, "export const ZONE = 'Asia/Karachi';")).toEqual([]);
  });
});
