// Publishes Storybook to Chromatic when a project token is given; otherwise does nothing.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipped.');
  process.exit(0);
}
const result = spawnSync(
  'npx',
  [
    '--yes',
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
