// Generates the TypeScript types of openapi.yaml for the client and for the service.
// `--check` regenerates in memory and fails when a committed copy is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
const targets = ['packages/api-client/src/schema.d.ts', 'apps/api/src/contract/schema.d.ts'];
const header = '// Generated from openapi.yaml by `npm run contract:gen`. Do not edit by hand.\n';

const ast = await openapiTS(new URL('openapi.yaml', root));
const output = header + astToString(ast);
const check = process.argv.includes('--check');
let stale = 0;
for (const target of targets) {
  const path = fileURLToPath(new URL(target, root));
  if (check) {
    const current = await readFile(path, 'utf8').catch(() => '');
    if (current !== output) {
      console.error(`${target} is stale: run npm run contract:gen and commit the result.`);
      stale += 1;
    }
  } else {
    await writeFile(path, output);
    console.log(`wrote ${target}`);
  }
}
if (check && stale === 0) console.log('Generated contract types are up to date.');
process.exit(stale ? 1 : 0);
