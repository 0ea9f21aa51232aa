import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const applied = await migrate(database.pool);
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  if (config.seedDemo && (await seedDemo(database.pool))) console.log('demo data created');
  const { app } = await buildApp(config, database);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(
    `\nElearn is running at ${url}  (database: ${database.kind === 'embedded' ? `PGlite in ${config.dataDir}/pg` : 'PostgreSQL server'})`,
  );
  if (config.seedDemo) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.role}`);
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
