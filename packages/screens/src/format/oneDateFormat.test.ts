// One date format per language: every screen formats a date through format/pakistanTime.ts.
// A screen with its own Intl.DateTimeFormat, toLocaleDateString or a date glued from getDate()
// drifts into another format ('24 November 2026', '24/11/2026', 'Nov 24, 2026'); this finds one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPakistanDate as platformDate } from '../platform/_shared/format';
import { longDate, monthName, shortDate } from '../school/_attendance/format';
import { formatPakistanDate, formatPakistanMonth } from './pakistanTime';

const SRC = join(import.meta.dirname, '..');
/** Machine formats (a `yyyy-mm-dd` key, a weekday index), never shown to a reader. */
const MACHINE = /new Intl\.DateTimeFormat\('en-(CA|US)'/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one date format per language', () => {
  it('has no hand-written date formatter outside the date helper', () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const name = relative(SRC, file);
      if (name === join('format', 'pakistanTime.ts')) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const own = /new Intl\.DateTimeFormat\(/.test(line) && !MACHINE.test(line);
          const local =
            /\.toLocale(Date|Time)String\(|\.toLocaleString\([^)]*\{[^}]*(month|day)/.test(line);
          const glued = /\$\{[^}]*\.get(UTC)?(Date|Month|FullYear)\(\)/.test(line);
          if (own || local || glued) found.push(`${name}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('reads a day the same on every screen: English and Urdu, each its one format', () => {
    for (const locale of ['en', 'ur'] as const) {
      const one = formatPakistanDate('2026-11-24', locale);
      expect(platformDate('2026-11-24T05:00:00Z', locale)).toBe(one);
      expect(longDate('2026-11-24', locale)).toContain(one);
      expect(monthName('2026-11', locale)).toBe(formatPakistanMonth('2026-11', locale));
    }
    expect(formatPakistanDate('2026-11-24', 'en')).toBe('24 Nov 2026');
    expect(longDate('2026-11-24', 'en')).toMatch(/^Tuesday,? 24 Nov 2026$/);
    expect(shortDate('2026-11-24', 'en')).toBe('24 Nov');
    expect(formatPakistanMonth('2026-11', 'en')).toBe('November 2026');
    // Urdu: an Urdu month name, Latin digits.
    expect(formatPakistanDate('2026-11-24', 'ur')).toBe('24 نومبر، 2026');
    expect(formatPakistanMonth('2026-11', 'ur')).toBe('نومبر 2026');
  });
});
