// One use case per file, each file short enough to read whole (docs/service.md, "A domain's
// shape"): a domain file over 400 lines is several use cases that grew together, as the 1,053-line
// fees/service.ts did. Repositories (all of a domain's SQL) and Urdu catalogues are exempt; so is
// each file listed in LONGER below with the reason it is still long. That list only shrinks: a
// listed file that is no longer over the limit fails too, so it is taken off the list.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DOMAINS = fileURLToPath(new URL('../../src/domains/', import.meta.url));
const LIMIT = 400;

/** Files still over the limit, and why. */
const LONGER: Record<string, string> = {
  'assessments/formats/qti.ts': 'one format (QTI 2.1) read and written; not a use case',
  'assessments/formats/qti3.ts': 'one format (QTI 3.0) read and written; not a use case',
  'assessments/formats/gift.ts': 'one format (GIFT) read and written; not a use case',
  'notifications/receipts.ts': "delivery receipts of every SMS and WhatsApp provider's protocol",
  'notifications/dispatcher.ts': 'the delivery worker; to be split by channel',
  'notifications/notify.ts': 'the one entry of every notification; to be split',
  'oneroster/import.ts': "a OneRoster package's import in one transaction; to be split by file",
};

function domainFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return domainFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(DOMAINS, full)] : [];
  });
}

const exempt = (file: string) =>
  /(^|\/)repository[\w-]*\.ts$|-repository\.ts$|\.ur\.ts$|\.test\.ts$/.test(file);

const lengthOf = (file: string) =>
  readFileSync(path.join(DOMAINS, file), 'utf8').trimEnd().split('\n').length;

describe('use-case files', () => {
  const files = domainFiles(DOMAINS).filter((file) => !exempt(file));

  it(`are at most ${LIMIT} lines, apart from the listed ones`, () => {
    const long = files
      .filter((file) => !(file in LONGER))
      .map((file) => ({ file, lines: lengthOf(file) }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('list only files that are still over the limit', () => {
    const shortened = Object.keys(LONGER).filter(
      (file) => !files.includes(file) || lengthOf(file) <= LIMIT,
    );
    expect(shortened).toEqual([]);
  });
});
