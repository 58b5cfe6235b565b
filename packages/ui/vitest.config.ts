import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain .mjs helper shared by every browser test of the repo (no types)
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { uiOptimizeDeps } from './optimize-deps';

// Project 'ui': visual baselines of every widget in every theme (src/visual.test.tsx) plus the
// pure unit tests of ui (the token contrast test). The root config loads one project per package
// config (nested `projects` are ignored there), so this is a single Chromium project; the pure
// tests use no DOM or Node API and also run in Node:
//   npx vitest run --project ui --browser.enabled=false src/theme
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: { include: uiOptimizeDeps },
  test: {
    // Failure diffs and attachments go under .vitest/ (git-ignored), never next to the sources.
    attachmentsDir: '.vitest/attachments',
    name: 'ui',
    // Projects run one group at a time (see the root vitest.config.ts).
    sequence: { groupOrder: 4 },
    include: ['src/**/*.test.{ts,tsx}'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: (chromiumPath as string | null) ?? undefined,
          args: chromiumArgs as string[],
        },
        // Animations and transitions collapse to ~0 ms (global reduced-motion rule): stable tests.
        // The outer page is larger than any test viewport, so the tester iframe is never scaled
        // down (scaling blurs baselines and clips tall elements).
        contextOptions: { reducedMotion: 'reduce', viewport: { width: 1440, height: 2400 } },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
        },
      },
    },
  },
});
