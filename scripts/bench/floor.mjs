// The framework's floor: a bare Fastify server that answers each benchmarked route with the
// exact bytes (status, content type, body) the real service returned once, from memory.
// `node scripts/bench/floor.mjs <captures.json>`; prints `listening <port>` when ready.
// captures.json: [{ method, path, status, contentType, body (base64) }].
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const captures = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
// Accept any body without parsing it, as cheaply as possible (the floor never reads it).
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', (_request, _payload, done) => done(null));

const seen = new Set();
for (const capture of captures) {
  const key = `${capture.method} ${capture.path}`;
  if (seen.has(key)) continue;
  seen.add(key);
  const body = Buffer.from(capture.body, 'base64');
  app.route({
    method: capture.method,
    url: capture.path,
    handler: (_request, reply) => {
      reply.code(capture.status).header('content-type', capture.contentType).send(body);
    },
  });
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
