import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Screen-level right-to-left visual baselines: a few Urdu stories of the built Storybook
// compared with committed PNGs. The `ui` project's baselines (packages/ui/src/visual.test.tsx)
// cover widgets only (ui may not import screens), so whole screens are compared here, over the
// static Storybook build: no service, fixed story data. Run with `npm run test:visual:rtl`
// (builds Storybook, then this); accept an intended change with `-- --update-snapshots`.
const port = Number(process.env.VISUAL_PORT ?? 4621);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: 'rtl-screens.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0, threshold: 0.05, animations: 'disabled' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
  },
  webServer: {
    command: `node tests/visual/serve-static.mjs storybook-static ${port}`,
    cwd: join(import.meta.dirname, '..', '..'),
    url: `http://127.0.0.1:${port}/iframe.html`,
    timeout: 30_000,
    reuseExistingServer: false,
  },
});
