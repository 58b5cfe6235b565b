// Checks shared by the keyboard and large-text journeys.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo#2026';

/** Signs in through the API and stores the tokens where the site's token store reads them. */
export async function signInWithTokens(page: Page, request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

/**
 * The focused element, and how much of it (0..1) is hidden under something else: the sticky
 * header, the floating theme picker, the viewport's edges. Sampled on a 7×7 grid of points.
 */
export async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', label: '', covered: 1, coveredBy: '' };
    const box = el.getBoundingClientRect();
    // An element taller than the screen (a scrollable table) counts by its part in view.
    const left = Math.max(box.left, 0);
    const top = Math.max(box.top, 0);
    const width = Math.min(box.right, innerWidth) - left;
    const height = Math.min(box.bottom, innerHeight) - top;
    const big = box.height > innerHeight || box.width > innerWidth;
    const r = big ? { left, top, width, height } : box;
    let hidden = 0;
    let total = 0;
    let coveredBy = '';
    for (let i = 0; i < 7; i++) {
      for (let j = 0; j < 7; j++) {
        const x = r.left + ((i + 0.5) * r.width) / 7;
        const y = r.top + ((j + 0.5) * r.height) / 7;
        total += 1;
        const inView =
          r.width > 0 && r.height > 0 && x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
        const hit = inView ? document.elementFromPoint(x, y) : null;
        if (!hit || !(el === hit || el.contains(hit) || hit.contains(el))) {
          hidden += 1;
          if (hit) coveredBy = hit.closest('[data-slot]')?.getAttribute('data-slot') ?? hit.tagName;
        }
      }
    }
    const labelled = (el as HTMLInputElement).labels?.[0]?.textContent;
    const label = (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '')
      .trim()
      .slice(0, 80);
    return { tag: el.tagName.toLowerCase(), label, covered: total ? hidden / total : 1, coveredBy };
  });
}

/** Focus is on a real element (never `<body>`) and at most 10 % of it is covered. */
export async function expectFocusVisible(page: Page, step = '') {
  let state = await focusState(page);
  // Focus scrolls its element into view, smoothly where the page asks for it: measure once the
  // scrolling has settled (a few frames), not in the middle of it.
  for (let frame = 0; frame < 30 && state.covered > 0.1; frame++) {
    await page.waitForTimeout(50);
    state = await focusState(page);
  }
  expect(state.tag, `focus fell to <body> ${step}`).not.toBe('body');
  expect(
    state.covered,
    `${state.tag} "${state.label}" is covered by ${state.coveredBy || 'the screen edge'}`,
  ).toBeLessThanOrEqual(0.1);
  return state;
}

/** Tab (or Shift+Tab) until the focused element matches, checking every stop is visible. */
export async function tabTo(page: Page, name: RegExp, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await expectFocusVisible(page, `(press ${i + 1} towards ${name})`);
    if (name.test(state.label)) return state;
  }
  throw new Error(`${name} not reached in ${max} Tab presses`);
}

/** How far the page scrolls sideways, in px (0 when it does not). */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The innermost elements sticking out on the right: what to fix when the page scrolls sideways. */
export async function overflowCulprits(page: Page) {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (el.getBoundingClientRect().right <= edge || el instanceof SVGElement) continue;
      if ([...el.children].some((c) => c.getBoundingClientRect().right > edge)) continue;
      const text = (el.textContent ?? '').trim().slice(0, 40);
      out.push(`${el.tagName.toLowerCase()}.${el.className} "${text}"`);
    }
    return out.slice(0, 5).join('; ');
  });
}

/**
 * 200 % text, as a phone's text-size setting gives: the root font size doubled (a style
 * attribute, which the CSP allows; a <style> element it would refuse).
 */
export async function largeText(page: Page) {
  await page.evaluate(async () => {
    document.documentElement.style.setProperty('font-size', '200%');
    // The web fonts the bigger text needs, then a frame with the new layout.
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The app has hydrated (the navbar marks its Menu button when React takes over from the boot script). */
export async function hydrated(page: Page) {
  await page.locator('[data-slot="navbar-toggle"][data-ready]').waitFor({ state: 'attached' });
}
