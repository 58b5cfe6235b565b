import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// The boot script is plain TypeScript over the theme tokens (no CSS, no React): safe to load here.
import { localeBootScript } from '../../packages/ui/src/i18n/bootScript';
import { navbarBootScript } from '../../packages/ui/src/Navbar/navbarBootScript';
import { themeBootScript } from '../../packages/ui/src/theme/bootScript';
import { chunkGroups, readUngrouped } from './chunkGroups';
import { noIcuParser, precompileMessages } from './precompileMessages';

/** Base URL of the public site, for canonical URLs, Open Graph and the sitemap. */
export const siteUrl = (process.env.SITE_URL ?? 'https://watni.pk').replace(/\/+$/, '');

/**
 * Inlines the theme boot script as the first element of <head>, so the stored theme class is on
 * <html> before the stylesheet applies: no flash of the default theme on reload (dev and build).
 * Then the navbar's, so the Menu button works before the app has loaded. The prerender step
 * puts the hashes of both into the CSP.
 */
function themeBoot(): Plugin {
  return {
    name: 'watni-theme-boot',
    transformIndexHtml: () => [
      { tag: 'script', children: themeBootScript, injectTo: 'head-prepend' },
      { tag: 'script', children: navbarBootScript, injectTo: 'head' },
    ],
  };
}

/**
 * Inlines the language boot script at the end of <head>, after a prerendered page's hreflang
 * links: with Urdu chosen, an English public page is replaced by its /ur twin before it paints,
 * and an app page gets lang="ur" dir="rtl" at once (no flash of English or of left-to-right).
 */
function localeBoot(): Plugin {
  return {
    name: 'watni-locale-boot',
    transformIndexHtml: () => [{ tag: 'script', children: localeBootScript, injectTo: 'head' }],
  };
}

const publicBuild = process.env.WATNI_BUILD === 'public';
// The app's client build only (the public script is one file, the server bundle is not sent),
// and only after `vite build --outDir node_modules/.cache/ungrouped` has built the same code
// without them: that build tells which chunks each page loads (see chunkGroups.ts).
// WATNI_UNGROUPED=1 npm run build builds without the groups, for comparison.
const ungrouped = fileURLToPath(new URL('node_modules/.cache/ungrouped', import.meta.url));
const owners =
  publicBuild || process.env.WATNI_UNGROUPED === '1' || process.argv.includes('--ssr')
    ? null
    : readUngrouped(ungrouped);
const grouped = owners ? chunkGroups(owners) : null;

export default defineConfig({
  plugins: [
    themeBoot(),
    localeBoot(),
    precompileMessages(),
    react(),
    vanillaExtractPlugin(),
    ...(grouped ? [grouped.plugin] : []),
  ],
  resolve: {
    alias: [
      noIcuParser,
      {
        // The dialogs' scroll lock must not inject <style> (the CSP refuses it): see the file.
        find: 'react-style-singleton',
        replacement: fileURLToPath(
          new URL('../../packages/ui/src/_internal/cspStyleSingleton.ts', import.meta.url),
        ),
      },
    ],
  },
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for the bundle-budget check (which modules are in which chunk); not referenced by the
    // served files.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the prerender step and scripts/bundle-budget.mjs read it.
    manifest: true,
    // `WATNI_BUILD=public vite build` (after the app's): the script of the prerendered public
    // pages (src/public-entry.ts, no React), built alone so it shares no chunk with the app and
    // the app's chunks stay as they are. prerender.ts puts it in the pages' HTML.
    ...(publicBuild
      ? {
          emptyOutDir: false,
          manifest: '.vite/public-manifest.json',
          rollupOptions: {
            input: fileURLToPath(new URL('src/public-entry.ts', import.meta.url)),
          },
        }
      : {}),
    ...(grouped
      ? { rolldownOptions: { output: { codeSplitting: { groups: grouped.groups } } } }
      : {}),
  },
  ssr: {
    // Workspace packages are TypeScript sources: let Vite compile them into the server bundle.
    noExternal: [/^@watni\//],
  },
});
