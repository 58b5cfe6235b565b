// One permission registry: who may do what is decided by `packages/policy` (the permission table,
// `can`, `roleOf`, `badgeRoleOf`), which the service, the routes, the menu and the screens read. No
// other code decides on a user's `user_role`, `is_superuser` or `is_tenant_admin`. This scan fails
// on a condition built on one of them anywhere in the service or the front end, naming the file
// and line. Writing the fields (a request body, a form's values, the changes of an update), mapping
// a row to the contract and SQL over the columns in a repository are data, not decisions; a line
// marked `role-data:` (on it or the line above) says why it is data.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SCANNED = [
  'apps/api/src',
  'apps/site/src',
  'packages/screens/src',
  'packages/api-client/src',
];

/** Files that hold the fields as data: schemas, seeds, generated types, repositories' SQL. */
const NOT_SCANNED = [
  /\.(test|spec|stories)\.tsx?$/,
  /schema\.d\.ts$/,
  /apps\/api\/src\/db\/(schema|seed)\//,
  /(^|[-./])repository\.ts$|Repository\.ts$/,
];

const FLAG = String.raw`\.(user_role|is_superuser|is_tenant_admin)\b`;
/** A receiver whose flags are values being written, not someone's role being read. */
const WRITTEN = String.raw`\b(body|values|changes|changed|patch|input|form|draft)`;
const DECISION = [
  // a comparison or a logical use after the read: `x.user_role === 'teacher'`, `x.is_superuser ?`
  new RegExp(`${FLAG}\\s*(===|!==|==|!=|&&|\\|\\||\\?(?![.?]))`),
  // a logical use before it: `!x.is_superuser`, `&& x.is_tenant_admin`, `if (x.is_superuser)`
  new RegExp(String.raw`(!|&&|\|\||\?|\bif\s*\()\s*[\w.]+${FLAG}`),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !NOT_SCANNED.some((p) => p.test(file)) ? [file] : [];
  });
}

/** `file:line: text` of every line of `text` that decides on a role flag outside the policy. */
export function roleFlagDecisions(file: string, text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const lines = code.split('\n');
  return lines.flatMap((line, i) => {
    if (/^\s*\/\//.test(line)) return [];
    if (/role-data:/.test(line) || /role-data:/.test(lines[i - 1] ?? '')) return [];
    const reads = line.replace(new RegExp(`${WRITTEN}${FLAG}`, 'g'), '');
    return DECISION.some((pattern) => pattern.test(reads))
      ? [`${file}:${i + 1}: ${line.trim()}`]
      : [];
  });
}

describe('role flags are read by the policy only', () => {
  it('no service or screen decides on user_role, is_superuser or is_tenant_admin', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(dir));
    expect(files).toContain('apps/api/src/domains/users/service.ts');
    const found = files.flatMap((file) =>
      roleFlagDecisions(file, readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(found, 'ask packages/policy (can, roleOf, badgeRoleOf) instead').toEqual([]);
  });

  it('catches each form of decision (the control)', () => {
    for (const line of [
      "if (auth.user.user_role !== 'teacher') return false;",
      'const staff = auth.user.is_superuser || auth.user.is_tenant_admin;',
      'tenantId: user.is_superuser ? undefined : user.tenant_id,',
      'if (!target.is_superuser) throw forbidden();',
      'canImport={Boolean(session.user && session.user.is_tenant_admin)}',
      'if (user.is_tenant_admin) return admin;',
    ])
      expect(roleFlagDecisions('x.ts', line), line).toEqual([`x.ts:1: ${line}`]);
  });

  it('leaves data alone: writes, mappings, comments and marked lines', () => {
    for (const fine of [
      'is_tenant_admin: row.is_tenant_admin,',
      "user_role: body.user_role ?? 'student',",
      'if (body.is_tenant_admin !== undefined) changes.is_tenant_admin = body.is_tenant_admin;',
      "...(values.user_role === 'parent' ? {} : { user_role: values.user_role }),",
      "// the old code asked auth.user.user_role === 'teacher'",
      "if (user.user_role === 'student') changes.user_role = 'admin'; // role-data: the title written",
      'const role = roleOf(auth.user);',
    ])
      expect(roleFlagDecisions('x.ts', fine), fine).toEqual([]);
  });
});
