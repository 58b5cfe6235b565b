// Which screens scroll sideways at 200 % text on a 375 px phone (WCAG 1.4.4 and 1.4.10): every
// story of a Storybook (`npm run storybook`, or a built storybook-static served on any port) is
// opened at 375 px, the root font size set to 200 %, and the page fails when
// `documentElement.scrollWidth` exceeds the window. A wide table inside a labelled scroll region
// does not count (the region scrolls, the page does not). Prints each failing story with the
// outermost elements that stick out, and exits 1 when there is any.
//
//   node scripts/zoom-200.mjs [--url http://localhost:6006] [--prefix screens-school-]
//                             [--locale en|ur] [--all-stories]
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', 'http://localhost:6006');
const prefix = arg('prefix', 'screens-');
const locale = arg('locale', 'en');
const allStories = process.argv.includes('--all-stories');

const index = await (await fetch(`${base}/index.json`)).json();
const firstOf = new Map();
for (const entry of Object.values(index.entries)) {
  if (entry.type !== 'story' || !entry.id.startsWith(prefix)) continue;
  const component = entry.id.split('--')[0];
  if (allStories || !firstOf.has(component))
    firstOf.set(allStories ? entry.id : component, entry.id);
}

const browser = await chromium.launch({ executablePath: chromiumPath ?? undefined });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
const failing = [];
for (const id of firstOf.values()) {
  try {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`, {
      waitUntil: 'load',
      timeout: 90_000,
    });
    await page.waitForFunction(
      () => (document.querySelector('#storybook-root')?.textContent ?? '').trim().length > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    await page.waitForTimeout(500);
    const result = await page.evaluate(async () => {
      document.documentElement.style.fontSize = '200%';
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300)));
      const width = document.documentElement.scrollWidth;
      const out = (b) => b.right > innerWidth + 1 || b.left < -1;
      const culprits = [];
      if (width > innerWidth)
        for (const el of document.querySelectorAll('body *')) {
          const box = el.getBoundingClientRect();
          const parent = el.parentElement?.getBoundingClientRect();
          if (box.width && out(box) && (!parent || !out(parent)))
            culprits.push(
              `<${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 50)}"> ${Math.round(box.width)} px`,
            );
        }
      return { width, culprits: culprits.slice(0, 5) };
    });
    if (result.width > 375) {
      failing.push(id);
      console.log(`SCROLLS SIDEWAYS ${id}: ${result.width} px\n  ${result.culprits.join('\n  ')}`);
    }
  } catch (error) {
    console.log(`NOT CHECKED ${id}: ${String(error).split('\n')[0]}`);
  }
}
await browser.close();
console.log(
  `${firstOf.size} stories checked at 200 % text, 375 px, ${locale}: ${failing.length} scroll sideways.`,
);
process.exit(failing.length ? 1 : 0);
