// The database floors: a bare Fastify + pg server answering each benchmarked route with the
// exact bytes the service returned, after running the very statements the service ran for it
// (recorded by statements.mjs), in one of two ways:
//   bare — each data statement on its own through the pool, as the connecting (owner) user: no
//          row-level security, no transaction;
//   rls  — the same statements inside the service's transaction and scope (role watni_app, so
//          row-level security applies), all in ONE round trip: `begin; <scope>; …; commit`
//          over the simple protocol, values written as literals.
// `node scripts/bench/db-floor.mjs <plan.json>`; prints `listening <port>` when ready.
// plan.json: { databaseUrl, mode, poolSize, routes: [{ method, url, status, contentType, body
// (base64), statements: [{ text, values }], scope }] }.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const pool = new pg.Pool({ connectionString: plan.databaseUrl, max: plan.poolSize ?? 10 });
const app = Fastify({ logger: false });
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', (_request, _payload, done) => done(null));

/** A value as a SQL literal (the recorded values are numbers, text, booleans, dates, arrays). */
function literal(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object') return pg.escapeLiteral(JSON.stringify(value));
  return pg.escapeLiteral(String(value));
}

/** $1, $2… replaced by literals, from the highest number down ($10 before $1). */
function inline({ text, values }) {
  let result = text;
  for (let i = values.length; i >= 1; i--) {
    result = result.replaceAll(`$${i}`, literal(values[i - 1]));
  }
  return result;
}

// One catch-all route: two endpoints may share a path and differ by their query string.
const routes = new Map();
for (const route of plan.routes) {
  const body = Buffer.from(route.body, 'base64');
  let run;
  if (plan.mode === 'bare') {
    run = async () => {
      for (const statement of route.statements) await pool.query(statement.text, statement.values);
    };
  } else {
    const script = ['begin', route.scope, ...route.statements.map(inline), 'commit'].join('; ');
    run = () => pool.query(script);
  }
  routes.set(`${route.method} ${route.url}`, { run, body, route });
}
app.all('*', async (request, reply) => {
  const entry = routes.get(`${request.method} ${request.url}`);
  if (!entry) return reply.code(404).send();
  await entry.run();
  return reply
    .code(entry.route.status)
    .header('content-type', entry.route.contentType)
    .send(entry.body);
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);
const stop = () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
