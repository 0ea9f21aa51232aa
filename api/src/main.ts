import { buildApp } from './app';
import { ConfigError, loadConfig, sandboxNotice } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-data';
import { seedDemo } from './db/seed/seed-demo';
import { shutDown } from './lifecycle/shutdown';
import { seedMaterialsDemo } from './modules/materials/materials.seed';

/** Starts the API: settings, database and migrations, demo data on a first start, then the server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const applied = await migrate(database.pool);
  if (applied) console.log(`database: ${applied} migration(s) applied`);
  const { app, ctx } = await buildApp(config, database);
  // The VAPID key pair of browser push: made now on a new database, read back on every other start.
  await ctx.push.publicKey();
  if (config.seedDemo && (await seedDemo(ctx))) console.log('database: demo data created');
  // Apart from seedDemo: demo materials write files too, which needs the storage settings.
  if (config.seedDemo && (await seedMaterialsDemo(ctx))) console.log('database: demo materials created');

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const clean = await shutDown({ app, database });
    if (!clean) console.error('shutdown: requests still open after 10 s, stopping anyway');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // A failing socket handler or timer must not take the server down for
  // everyone: HTTP errors are already answered by Fastify, these are logged.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'embedded' ? `PGlite in ${config.dataDir}/pg` : 'PostgreSQL server';
  console.log(`\nElearn API listening on ${config.publicOrigin}  (database: ${where})`);
  if (!config.staticDir) console.log('No STATIC_DIR: serving the API only, under /api.');
  const sandbox = sandboxNotice(config);
  if (sandbox) console.warn(sandbox);
  if (config.seedDemo) {
    console.log(`Demo accounts, password ${DEMO_PASSWORD}:`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.role}`);
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
