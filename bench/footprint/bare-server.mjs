// The baseline of bench/footprint: a bare Fastify + pg server — one route that asks PostgreSQL
// `SELECT 1` — started with plain node, as small as a Node server on PostgreSQL gets.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/api/health', async () => {
  await pool.query('SELECT 1');
  return { status: 'ok' };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
