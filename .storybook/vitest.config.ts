import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import apiClientPackage from '../packages/api-client/package.json' with { type: 'json' };
import screensPackage from '../packages/screens/package.json' with { type: 'json' };
import { uiOptimizeDeps } from '../packages/ui/optimize-deps';
// @ts-expect-error plain .mjs helper shared by every browser test of the repo (no types)
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const configDir = dirname(fileURLToPath(import.meta.url));

/** Runtime dependencies worth pre-bundling (vanilla-extract's CSS runs at build time only). */
function screenDeps(dependencies: Record<string, string>): string[] {
  return Object.keys(dependencies).filter((name) => name !== '@vanilla-extract/css');
}

// Project 'storybook': every story of .storybook/main.ts runs as a test in headless Chromium:
// it must render, its play function must pass and axe must report no violation (a11y.test = 'error').
export default defineConfig({
  plugins: [storybookTest({ configDir })],
  // Pre-bundled up front so no mid-run dependency discovery reloads the page (see packages/ui):
  // the runtime dependencies of every package whose stories run here.
  optimizeDeps: {
    include: [
      ...new Set([
        ...uiOptimizeDeps,
        ...screenDeps(screensPackage.dependencies),
        ...screenDeps(apiClientPackage.dependencies),
        'react-router-dom',
        'storybook/test',
        '@storybook/addon-themes',
      ]),
    ],
  },
  test: {
    // Failure diffs and attachments go under .vitest/ (git-ignored), never next to the sources.
    attachmentsDir: '.vitest/attachments',
    name: 'storybook',
    // Projects run one group at a time (see the root vitest.config.ts).
    sequence: { groupOrder: 5 },
    // One iframe for all story files instead of one per file: ~2x faster on 2 cores. Stories
    // clean up after themselves (Storybook unmounts each; ThemePicker restores <html> and storage).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: (chromiumPath as string | null) ?? undefined,
          args: chromiumArgs as string[],
        },
        // Animations and transitions collapse to ~0 ms (global reduced-motion rule): stable tests.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      screenshotFailures: false,
    },
  },
});
