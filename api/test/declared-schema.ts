import { readFileSync } from 'node:fs';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from '../src/db/schema';

// Run by schema-drift.test.ts in a process of its own (tsx): drizzle-kit's
// API, loaded into a jest worker, keeps that worker from exiting on time.
// Prints the declared tables, the SQL that creates them from nothing, and
// what `db:generate` would write after the snapshot named by argv[2].
async function main() {
  const declared = generateDrizzleJson(schema);
  const last = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
  const tables = Object.values(declared.tables as Record<string, { name: string }>).map((t) => t.name);
  const create = await generateMigration(generateDrizzleJson({}), declared);
  const sinceLast = await generateMigration(last, declared);
  process.stdout.write(JSON.stringify({ tables, create, sinceLast }));
}

void main();
