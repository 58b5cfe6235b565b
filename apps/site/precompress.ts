// Build step 4 of `npm run build -w @watni/site`: writes a Brotli (.br) and a gzip (.gz) copy beside
// every compressible file of dist/, so the service sends compressed bytes without compressing on
// each request (@fastify/static `preCompressed`, and the in-memory pages in site-pages.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.xml', '.txt', '.map']);
/** Below this, compression saves less than the header costs. */
const MIN_BYTES = 1024;

function* files(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of [...files(dist)]) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  before += bytes.length;
  after += brotli.length;
}
console.log(
  `precompress: ${count} files, ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB brotli`,
);
