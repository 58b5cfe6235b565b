import pkg from './package.json' with { type: 'json' };

/**
 * Runtime dependencies of ui, pre-bundled by Vite before browser tests start. A dependency found
 * mid-run makes Vite reload the page, and the first run on a fresh clone then fails with
 * "Failed to fetch dynamically imported module". Used by packages/ui and .storybook Vitest configs.
 */
export const uiOptimizeDeps: string[] = [
  ...Object.keys(pkg.dependencies).filter((d) => d !== '@vanilla-extract/css'),
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
];
