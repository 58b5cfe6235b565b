// One domain shape: a domain's SQL lives in its repository (`repository.ts`, `<part>-repository.ts`)
// and nowhere else, so a statement is found, reviewed and changed in one place, always with the
// scoped `Tx`. This scan fails on raw SQL in any other file under src/domains, naming the file and
// line: a `sql` template, `.execute(`, `.query(`, a database's `.exec(`, or a prepared statement.
// The query builder (`tx.select()…`) is not raw SQL and is not scanned.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DOMAINS = fileURLToPath(new URL('../../src/domains/', import.meta.url));

/** A repository: `repository.ts`, `family-repository.ts`, `by-role.repository.ts`, `bankRepository.ts`. */
const REPOSITORY = /(^|[-.])repository\.ts$|Repository\.ts$/;

const RAW_SQL: { name: string; pattern: RegExp }[] = [
  // sql`…` and sql<T>`…` (drizzle's template tag), and its raw builders.
  { name: 'sql template', pattern: /\bsql(<[^`;]*?>)?`/ },
  { name: 'sql builder', pattern: /\bsql\.(raw|join|identifier|param)\(/ },
  { name: '.execute(', pattern: /\.execute\(/ },
  { name: '.query(', pattern: /\.query\(/ },
  // A RegExp's exec is everywhere in parsers: only a database's counts.
  { name: '.exec(', pattern: /\b(tx|db|pg|pglite|client|pool|session|database)\.exec\(/ },
  // Statements as text through the scope's prepared helpers (db/scope.ts).
  { name: 'prepared statement', pattern: /\b(prepared|plannedEachTime)(<[^>(]*>)?\(/ },
];

function sourceFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, root);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)
      ? [path.relative(root, full).split(path.sep).join('/')]
      : [];
  });
}

/** `file:line: text` of every code line of `text` that writes SQL outside a repository. */
export function sqlOutsideRepositories(file: string, text: string): string[] {
  if (REPOSITORY.test(path.posix.basename(file))) return [];
  // Block comments blanked (lines kept, so the numbers stay right), then line comments skipped.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return code
    .split('\n')
    .map((line, i) => ({ line, number: i + 1 }))
    .filter(({ line }) => !/^\s*\/\//.test(line))
    .filter(({ line }) => RAW_SQL.some(({ pattern }) => pattern.test(line)))
    .map(({ number }) => `domains/${file}:${number}: ${text.split('\n')[number - 1]!.trim()}`);
}

describe('SQL lives only in a domain repository', () => {
  it('no file under src/domains but a repository writes raw SQL', () => {
    const files = sourceFiles(DOMAINS);
    expect(files).toContain('fees/repository.ts');
    const found = files.flatMap((file) =>
      sqlOutsideRepositories(file, readFileSync(path.join(DOMAINS, file), 'utf8')),
    );
    expect(found, "move the statement into the domain's repository (docs/service.md)").toEqual([]);
  });

  it('catches each form of raw SQL in a use case (the control)', () => {
    const useCase = 'fees/example.ts';
    const violations = [
      'const [row] = await rows<{ n: number }>(tx, sql`select 1 as n`);',
      'top: sql<number>`max(roll_no)`,',
      "const zone = sql.raw(`'UTC'`);",
      'await tx.execute(query);',
      'deps.db.execute(check)',
      "const result = await client.query('select 1');",
      "await db.exec('vacuum');",
      "await prepared(tx, 'lock', 'select pg_advisory_xact_lock($1)', [key]);",
      'return plannedEachTime<Row>(tx, text, values);',
    ];
    for (const line of violations)
      expect(sqlOutsideRepositories(useCase, line), line).toEqual([
        `domains/${useCase}:1: ${line}`,
      ]);
    // Several lines: each reported with its own number.
    expect(sqlOutsideRepositories(useCase, `const a = 1;\nawait tx.execute(q);\n`)).toEqual([
      `domains/${useCase}:2: await tx.execute(q);`,
    ]);
  });

  it('leaves repositories, comments, the query builder and RegExp.exec alone', () => {
    const line = 'await tx.execute(sql`select 1`);';
    for (const repository of [
      'fees/repository.ts',
      'fees/run-repository.ts',
      'dashboard/by-role.repository.ts',
      'assessments/bankRepository.ts',
      'students/import/repository.ts',
    ])
      expect(sqlOutsideRepositories(repository, line), repository).toEqual([]);
    const useCase = 'fees/example.ts';
    for (const fine of [
      '// the old code ran tx.execute(sql`select 1`) here',
      '/* sql`select 1` */ const a = 1;',
      'const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id));',
      'const match = /^(\\d{4})-(\\d{2})$/.exec(text);',
      'const rows = await repo.openVouchers(tx, tenantId);',
      "const label = 'sql';",
    ])
      expect(sqlOutsideRepositories(useCase, fine), fine).toEqual([]);
  });
});
