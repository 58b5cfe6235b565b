import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import { changedTables, fingerprint } from './support.js';

// SQL-injection and stored-XSS corpora. SQL payloads go into every search and filter
// parameter, names, emails, course titles and lesson bodies: never a 5xx, never an extra row,
// every table intact. XSS payloads stored as course titles, user names and lesson bodies come
// back as plain data (titles, names: exactly as typed) or sanitized (lesson HTML: no script, no
// event handler, no javascript: URL, no foreign iframe). The rendering side is
// tests/e2e/security/xss.spec.ts (Chromium).

export const SQLI = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "'; DROP TABLE users; --",
  "'; DELETE FROM courses; --",
  '1; UPDATE users SET is_superuser = true; --',
  "' UNION SELECT id, email, password_hash, null, null FROM users --",
  "' UNION ALL SELECT NULL, NULL, NULL --",
  "1' AND (SELECT COUNT(*) FROM tenants) > 0 --",
  "' OR tenant_id <> 0 --",
  "'; SELECT pg_sleep(3); --",
  "admin'--",
  "') OR ('a'='a",
  '%',
  '_',
  '\\',
  "\\'; --",
  '$$; DROP TABLE courses; $$',
  "' || (SELECT current_user) || '",
  '1/*!UNION*/ SELECT 1',
];

export const XSS = [
  '<script>alert(1)</script>',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<a href="javascript:window.__xss=1;alert(1)">click</a>',
  '<a href="JaVaScRiPt&#58;alert(1)">entity</a>',
  '<a href="java&#9;script:alert(1)">tab</a>',
  '<svg onload="window.__xss=1;alert(1)"></svg>',
  '<div onmouseover="alert(1)" onclick="alert(1)">hover</div>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '"><script>alert(1)</script>',
  "'-alert(1)-'",
  '<scr<script>ipt>alert(1)</script>',
];

/** Problems in a sanitized HTML fragment (checked tag by tag; escaped text is harmless). */
export function unsafeHtml(html: string | null): string[] {
  const problems: string[] = [];
  for (const tag of (html ?? '').match(/<[a-zA-Z][^<>]*>/g) ?? []) {
    const name = /^<([a-zA-Z0-9]+)/.exec(tag)![1]!.toLowerCase();
    if (
      [
        'script',
        'svg',
        'math',
        'object',
        'embed',
        'style',
        'body',
        'input',
        'form',
        'base',
        'link',
        'meta',
      ].includes(name)
    ) {
      problems.push(`<${name}> kept`);
    }
    if (/\son[a-z]+\s*=/i.test(tag)) problems.push(`event handler in ${tag}`);
    if (/\s(style|srcdoc)\s*=/i.test(tag)) problems.push(`style/srcdoc in ${tag}`);
    const urls = [
      ...tag.matchAll(/\s(?:href|src|data|action|formaction)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi),
    ];
    for (const [, raw] of urls) {
      const value = raw!
        .replace(/^["']|["']$/g, '')
        .replace(/&#(x[0-9a-f]+|\d+);?/gi, (_m, code: string) =>
          String.fromCodePoint(
            code[0] === 'x' || code[0] === 'X' ? Number.parseInt(code.slice(1), 16) : Number(code),
          ),
        )
        .replace(/&colon;?/gi, ':')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop them in URLs
        .replace(/[\s\u0000-\u001f]/g, '');
      if (/^(javascript|data|vbscript):/i.test(value)) problems.push(`script URL in ${tag}`);
      if (
        name === 'iframe' &&
        !/^https:\/\/(www\.)?(youtube(-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(
          value,
        )
      ) {
        problems.push(`foreign iframe ${tag}`);
      }
    }
  }
  return problems;
}

let t: TestApp;
let admin: string;
let superuser: string;
let student: string;
let course: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@iqbal.edu.pk');
  student = await t.tokenFor('student@iqbal.edu.pk');
  superuser = await t.tokenFor(SUPERUSER_EMAIL);
  const created = await t.request({
    method: 'POST',
    url: '/api/courses/',
    token: admin,
    payload: { title: 'Injection host course', description: 'x', is_published: true },
  });
  expect(created.statusCode).toBe(201);
  course = (created.json() as { id: number }).id;
});
afterAll(() => t.close());

const q = encodeURIComponent;

describe('SQL injection corpus', { timeout: 180_000 }, () => {
  it('finds nothing and changes nothing through search and filter parameters', async () => {
    const before = await fingerprint(t);
    const searches: [string, string, (p: string) => string][] = [
      ['admin', 'users', (p) => `/api/users/?search=${q(p)}`],
      ['admin', 'courses', (p) => `/api/courses/?search=${q(p)}`],
      ['admin', 'courses by category', (p) => `/api/courses/?category=${q(p)}`],
      ['visitor', 'catalogue', (p) => `/api/courses/public?search=${q(p)}`],
      ['visitor', 'catalogue by category', (p) => `/api/courses/public?category=${q(p)}`],
      ['superuser', 'audit log', (p) => `/api/audit-log/?action=${q(p)}`],
      ['superuser', 'all courses', (p) => `/api/courses/?search=${q(p)}&tenant_id=2`],
      ['admin', 'modules', (p) => `/api/modules/?category=${q(p)}`],
    ];
    let requests = 0;
    for (const payload of SQLI) {
      for (const [who, what, url] of searches) {
        const token = who === 'admin' ? admin : who === 'superuser' ? superuser : undefined;
        const response = await t.request({
          method: 'GET',
          url: url(payload),
          ...(token ? { token } : {}),
        });
        requests += 1;
        expect(response.statusCode, `${what} ${payload}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect((response.json() as { detail: string }).detail).toBeTruthy();
          continue;
        }
        const body = response.json() as { items?: unknown[]; total?: number };
        const items = body.items ?? (Array.isArray(body) ? body : []);
        // '%' and '_' are LIKE wildcards: escaped, they match only rows that contain them.
        const literal = items.filter((item) =>
          JSON.stringify(item).includes(JSON.stringify(payload).slice(1, -1)),
        );
        expect(items.length - literal.length, `${what} ${payload} returned rows`).toBe(0);
      }
    }
    expect(changedTables(before, await fingerprint(t))).toEqual([]);
    console.log(`[injection] ${requests} SQL-injection searches: 0 extra rows, tables unchanged`);
  });

  it('signs nobody in with an injected email or password', async () => {
    // Each sign-in costs an argon2 verification: the first eight payloads are the classic ones.
    for (const payload of SQLI.slice(0, 8)) {
      for (const body of [
        { email: payload, password: payload },
        { email: `admin@iqbal.edu.pk${payload}`, password: payload },
        { email: 'admin@iqbal.edu.pk', password: payload },
      ]) {
        const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: body });
        expect([401, 422, 429], `${JSON.stringify(body)} → ${response.body}`).toContain(
          response.statusCode,
        );
        expect((response.json() as { detail: string }).detail).toBeTruthy();
      }
      const forgot = await t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: payload },
      });
      expect(forgot.statusCode).toBeLessThan(500);
    }
  });

  it('stores injected names, titles and lesson bodies as plain data, every table intact', async () => {
    const countsBefore = await fingerprint(t);
    for (const [i, payload] of SQLI.entries()) {
      const user = await t.request({
        method: 'POST',
        url: '/api/users/',
        token: admin,
        payload: {
          email: `sqli${i}@example.pk`,
          username: `sqli_${i}`,
          password: 'Secret#123',
          first_name: payload,
          last_name: payload,
        },
      });
      expect(user.statusCode, user.body).toBe(201);
      const fetched = await t.request({
        method: 'GET',
        url: `/api/users/${(user.json() as { id: number }).id}`,
        token: admin,
      });
      expect((fetched.json() as { first_name: string }).first_name).toBe(payload);

      const created = await t.request({
        method: 'POST',
        url: '/api/courses/',
        token: admin,
        payload: { title: payload, description: payload, category: payload },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect((created.json() as { title: string }).title).toBe(payload);

      const lesson = await t.request({
        method: 'POST',
        url: '/api/lessons/',
        token: admin,
        payload: {
          course_id: course,
          title: payload,
          content_type: 'text',
          content_body: `<p>${payload}</p>`,
        },
      });
      expect(lesson.statusCode, lesson.body).toBe(201);
      expect((lesson.json() as { title: string }).title).toBe(payload);

      // The stored payload is found by searching for it, and only rows holding it come back.
      const search = await t.request({
        method: 'GET',
        url: `/api/users/?search=${q(payload)}`,
        token: admin,
      });
      const found = (
        search.json() as {
          items: { first_name: string; last_name: string; email: string; username: string }[];
        }
      ).items;
      expect(found.length).toBeGreaterThanOrEqual(1);
      for (const row of found) {
        expect(
          [row.first_name, row.last_name, row.email, row.username].some((v) => v.includes(payload)),
        ).toBe(true);
      }
    }
    const after = await fingerprint(t);
    // Only the expected tables grew; every table still exists with its rows.
    expect(Object.keys(after).sort()).toEqual(Object.keys(countsBefore).sort());
    expect(after.users!.n).toBe(countsBefore.users!.n + SQLI.length);
    expect(after.courses!.n).toBe(countsBefore.courses!.n + SQLI.length);
    expect(after.lessons!.n).toBe(countsBefore.lessons!.n + SQLI.length);
    for (const table of [
      'tenants',
      'enrollments',
      'assessments',
      'questions',
      'submissions',
      'modules',
      'subscription_plans',
    ]) {
      expect(after[table], table).toEqual(countsBefore[table]);
    }
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: student });
    expect((me.json() as { is_superuser: boolean }).is_superuser).toBe(false);
  });
});

describe('stored XSS corpus', { timeout: 180_000 }, () => {
  it('returns course titles and user names exactly as typed (data, not markup)', async () => {
    for (const [i, payload] of XSS.entries()) {
      const created = await t.request({
        method: 'POST',
        url: '/api/courses/',
        token: admin,
        payload: { title: payload.slice(0, 200), description: payload, is_published: true },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as { id: number }).id;
      const read = await t.request({ method: 'GET', url: `/api/courses/${id}` });
      expect((read.json() as { title: string }).title).toBe(payload.slice(0, 200));
      expect(read.headers['content-type']).toMatch(/^application\/json/);

      const user = await t.request({
        method: 'POST',
        url: '/api/users/',
        token: admin,
        payload: {
          email: `xss${i}@example.pk`,
          username: `xss_${i}`,
          password: 'Secret#123',
          first_name: payload.slice(0, 100),
          last_name: 'X',
        },
      });
      expect(user.statusCode, user.body).toBe(201);
      expect((user.json() as { first_name: string }).first_name).toBe(payload.slice(0, 100));
    }
  });

  it('sanitizes lesson bodies on write: no script, handlers, javascript: URLs or foreign iframes', async () => {
    const enrolled = await t.request({
      method: 'POST',
      url: `/api/courses/${course}/enroll`,
      token: student,
      payload: {},
    });
    expect(enrolled.statusCode, enrolled.body).toBeLessThan(300);
    const all = XSS.join('\n');
    for (const payload of [...XSS, all]) {
      const created = await t.request({
        method: 'POST',
        url: '/api/lessons/',
        token: admin,
        payload: {
          course_id: course,
          title: 'XSS lesson',
          content_type: 'text',
          content_body: payload,
          is_published: true,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const lesson = created.json() as { id: number; content_body: string };
      expect(unsafeHtml(lesson.content_body), `${payload} → ${lesson.content_body}`).toEqual([]);
      for (const token of [admin, student]) {
        const read = await t.request({ method: 'GET', url: `/api/lessons/${lesson.id}`, token });
        if (read.statusCode !== 200) continue; // a student may need approval first
        const body = (read.json() as { content_body: string }).content_body;
        expect(unsafeHtml(body), `${payload} → ${body}`).toEqual([]);
      }
      // And on update too.
      const updated = await t.request({
        method: 'PUT',
        url: `/api/lessons/${lesson.id}`,
        token: admin,
        payload: { content_body: payload },
      });
      expect(unsafeHtml((updated.json() as { content_body: string }).content_body)).toEqual([]);
    }
  });

  it('the checker itself flags the raw payloads (so a passing check means something)', () => {
    const missed = XSS.filter((payload) => unsafeHtml(payload).length === 0);
    // A quote breakout is only dangerous inside a script or attribute: as HTML it is text.
    expect(missed).toEqual(["'-alert(1)-'"]);
  });
});

describe('hostile characters', { timeout: 180_000 }, () => {
  it('refuses NUL bytes in queries and bodies with 422 and a detail (was a 500)', async () => {
    const cases = [
      { method: 'GET', url: '/api/courses/public?search=%00' },
      { method: 'GET', url: '/api/users/?search=a%00b', token: admin },
      {
        method: 'POST',
        url: '/api/courses/',
        token: admin,
        payload: { title: 'a\u0000b', description: 'x' },
      },
      {
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'a\u0000', email: 'a@b.pk', message: 'x' },
      },
      {
        method: 'PUT',
        url: `/api/courses/${course}`,
        token: admin,
        payload: { description: '\u0000' },
      },
    ] as const;
    const before = await fingerprint(t);
    for (const c of cases) {
      const response = await t.request(c as never);
      expect(response.statusCode, `${c.url} ${response.body}`).toBe(422);
      expect((response.json() as { detail: string }).detail).toMatch(/NUL/);
    }
    expect(changedTables(before, await fingerprint(t))).toEqual([]);
  });
});
