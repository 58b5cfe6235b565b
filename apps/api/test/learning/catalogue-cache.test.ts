// The public catalogue cache: pages are served from memory with an ETag and 304, and
// any change to the tenant's courses shows at once — made through the service, or anywhere else
// (a change notice from the database: migration 0100's trigger and LISTEN).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';

let t: TestApp;
let admin: string;
const URL = '/api/courses/public?limit=100';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(SUPERUSER_EMAIL);
});
afterAll(async () => t?.close());

const catalogue = () => t.request({ method: 'GET', url: URL });
const titles = async () => (await catalogue()).json().items.map((c: { title: string }) => c.title);

describe('public catalogue cache', () => {
  it('answers 304 to the current ETag and 200 with the page to an old one', async () => {
    const first = await catalogue();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const same = await t.request({ method: 'GET', url: URL, headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    const weakList = await t.request({
      method: 'GET',
      url: URL,
      headers: { 'if-none-match': `"old", W/${etag}` },
    });
    expect(weakList.statusCode).toBe(304);
    const stale = await t.request({
      method: 'GET',
      url: URL,
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('shows a course change made through the service in the next answer', async () => {
    const before = await catalogue();
    const course = before.json().items[0] as { id: number; title: string };
    const renamed = `${course.title} (renamed)`;
    const update = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      token: admin,
      payload: { title: renamed },
    });
    expect(update.statusCode, update.body).toBe(200);
    const after = await catalogue();
    expect(after.json().items.map((c: { title: string }) => c.title)).toContain(renamed);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const unpublish = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      token: admin,
      payload: { is_published: false },
    });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    expect(await titles()).not.toContain(renamed);
  });

  it('drops the page when the database reports a change made elsewhere', async () => {
    const before = await titles();
    expect(before.length).toBeGreaterThan(0);
    // Another process (or psql) changing a row: only the database's change notice tells us.
    await t.query((tx) =>
      tx.execute(
        sql`update courses set title = title || ' (edited elsewhere)' where tenant_id = 1 and is_published`,
      ),
    );
    await vi.waitFor(async () => {
      expect((await titles()).every((title: string) => title.endsWith('(edited elsewhere)'))).toBe(
        true,
      );
    });
  });
});
