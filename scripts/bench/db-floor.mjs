// The database floors: a bare Fastify + pg server answering each benchmarked route after running
// the very statements the service ran for it (recorded by statements.mjs), sent the way the
// service sends them, so the distance to the service is the service's own overhead and not a
// handicap of the floor:
//   - the same statements with the same values, grouped in the same round trips (statements the
//     service wrote together are issued together, corked into one socket write; the next group
//     waits for the answers of the one before);
//   - pg's pipeline mode and the same pool size as the service;
//   - every data statement as a named prepared statement (parsed once per connection), which is
//     at least as cheap as what the service does (it prepares its hot statements);
//   - the rows of every statement serialised to JSON, as the service must serialise its answer;
//     the bytes sent are the ones the service answered (the same network cost).
// Two modes:
//   bare — the data statements only, as the connecting (owner) user: no row-level security, no
//          transaction (groups that held only `begin`/scope/`commit` in the service vanish);
//   rls  — every statement the service sent, `begin; <scope>` and `commit` included, in its
//          round trips: the service's transaction and scope (role watni_app, so row-level
//          security applies) at no cost of its own.
// `node scripts/bench/db-floor.mjs <plan.json>`; prints `listening <port>` when ready.
// plan.json: { databaseUrl, mode, poolSize, routes: [{ method, url, status, contentType, body
// (base64), statements: [{ text, values, trip, control }] }] }.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const pool = new pg.Pool({
  connectionString: plan.databaseUrl,
  max: plan.poolSize ?? 10,
  pipeline: true,
});
const app = Fastify({ logger: false });
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', (_request, _payload, done) => done(null));

const nameOf = (text) => `f${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/** The statements in the service's round-trip groups, in order. */
function groups(statements) {
  const byTrip = new Map();
  for (const statement of statements) {
    const key = statement.trip ?? byTrip.size;
    if (!byTrip.has(key)) byTrip.set(key, []);
    byTrip.get(key).push(statement);
  }
  return [...byTrip.values()];
}

/** As the service does (db/client.ts batchWrites): statements issued in one tick, one write. */
function cork(client) {
  const stream = client.connection?.stream;
  if (!stream?.cork) return;
  stream.cork();
  process.nextTick(() => stream.uncork());
}

function sendGroup(client, group) {
  cork(client);
  return Promise.all(
    group.map((statement) =>
      statement.control
        ? client.query(statement.text)
        : client.query({
            name: nameOf(statement.text),
            text: statement.text,
            values: statement.values,
          }),
    ),
  );
}

function planRoute(route) {
  if (plan.mode === 'bare') return groups(route.statements.filter((s) => !s.control));
  return groups(route.statements);
}

const routes = new Map();
for (const route of plan.routes) {
  const body = Buffer.from(route.body, 'base64');
  const trips = planRoute(route);
  const run = async () => {
    const client = await pool.connect();
    let json = '';
    try {
      for (const trip of trips) {
        const results = await sendGroup(client, trip);
        for (const result of results) if (result.rows) json += JSON.stringify(result.rows);
      }
    } catch (error) {
      if (plan.mode === 'rls') await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    return json.length;
  };
  routes.set(`${route.method} ${route.url}`, { run, body, route, trips: trips.length });
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
