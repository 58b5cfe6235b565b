// The public pages are static HTML with real content (fast and findable), each with its own head,
// plus a sitemap, robots.txt and the serving contract.
import { expect, test } from '@playwright/test';
import { htmlText, publicPages } from './pages';

for (const { path, headline } of publicPages) {
  test(`raw HTML of ${path} already contains its headline and its own head`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    const text = htmlText(html);
    expect(text).toContain(headline);
    expect(html).toMatch(/<div id="root" data-prerendered="[^"]+"[^>]*><div/);
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '';
    expect(title).toContain('Watni');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical).toBe(`https://watni.pk${path === '/' ? '/' : path}`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta property="og:description"');
    expect(html).toContain('<meta property="og:image"');
    // The theme is restored by an inline script before any stylesheet.
    const boot = html.indexOf('watni-theme');
    expect(boot).toBeGreaterThan(0);
    expect(boot).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });
}

test('every page has a different title and description', async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of publicPages) {
    const html = await (await request.get(path)).text();
    titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '');
    descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '');
  }
  expect(titles.size).toBe(publicPages.length);
  expect(descriptions.size).toBe(publicPages.length);
});

test('prices are in the prerendered HTML', async ({ request }) => {
  const certifications = htmlText(await (await request.get('/certifications')).text());
  for (const price of ['PKR 6,500', 'PKR 78,000', 'PKR 500', 'PKR 1,800', 'PKR 3,500']) {
    expect(certifications).toContain(price);
  }
  const pricing = htmlText(await (await request.get('/pricing')).text());
  for (const price of [
    '$10',
    '$30',
    'PKR 2,800',
    'PKR 8,400',
    '+$8',
    'PKR 2,240',
    '+$10',
    '+$7',
    'PKR 1,960',
  ]) {
    expect(pricing).toContain(price);
  }
});

test('sitemap.xml lists every public page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of publicPages) {
    expect(sitemap).toContain(`<loc>https://watni.pk${path === '/' ? '/' : path}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://watni.pk/sitemap.xml');
});

test('an unknown path answers 404 with the prerendered not-found page', async ({ request }) => {
  const response = await request.get('/no/such/page', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(htmlText(html)).toContain('Page not found');
  expect(html).toContain('<meta name="robots" content="noindex"');
});

test('app routes answer the app shell with status 200', async ({ request }) => {
  for (const path of ['/forgot-password', '/dashboard', '/courses/1/lessons/2', '/admin/users']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<div id="root"></div>');
  }
});
