// Build step 4 of `npm run build -w @watni/site` (after the prerender, before the compression):
// bundles src/serviceWorker/sw.ts with the Workbox modules it imports, then lets workbox-build's
// injectManifest write the precache list (file and revision of each) into dist/sw.js: the app
// shell, every script and stylesheet of the build, the fonts, the web app manifests and icons.
// Public pages are not precached (they are saved when visited).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const bundled = join(here, 'node_modules/.cache/sw/sw.js');

await build({
  entryPoints: [join(here, 'src/serviceWorker/sw.ts')],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  // Workbox prints its development logs unless this is 'production'.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: [
    'app.html',
    'assets/**/*.{js,css,woff2,woff}',
    'manifest*.webmanifest',
    'icons/*.png',
    'favicon.svg',
  ],
  // Hashed file names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
  // The largest files are a few hundred kB (the Urdu typeface, one subset weight, is 115 kB).
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
rmSync(bundled, { force: true });
for (const warning of warnings) console.warn(`service worker: ${warning}`);
if (warnings.length > 0) process.exit(1);
console.log(`service worker: dist/sw.js precaches ${count} files (${Math.round(size / 1024)} kB)`);
